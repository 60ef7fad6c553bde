// Suite "search-provider" (issue 31): GNOME Shell's search asking FoodPin, as the Shell asks — D-Bus
// calls to io.github.foodpin.FoodPin on a session bus of the suite's own, which starts the release
// `foodpin` beside this binary by D-Bus activation (`--gapplication-service`) — at 100,000 and
// 1,000,000 restaurants (the synthetic ones). Every figure is wall seconds from the call until its
// answer is back here (a round trip: the Shell waits for exactly that).
//
//   activation  the very first GetInitialResultSet: the app started by D-Bus, GTK initialised, the
//               database read and folded, the answer
//   1-letter, 3-letter, name, no-match   GetInitialResultSet("a", "caf", "restaurant 737", "zqx") with
//               the index read (a keystroke while the Shell's search is open): median of 9
//   subsearch   GetSubsearchResultSet after the previous keystroke's answer: median of 9
//   changed     GetInitialResultSet after another process wrote the database (the index read again,
//               from a connection that cannot write): median of 5, one write before each
//   metas-first, metas   GetResultMetas of the five results: icons drawn (initials), then drawn before
//   foundation  the peer: what a provider written as the tutorial filters does per keystroke — read
//               every restaurant (`RestaurantStore.all()`, the store already open) and keep those whose
//               name, type or location holds every word (`range(of:options:)` ignoring case and
//               accents), the first five — in this process, no D-Bus; at 100,000 only
//
// Target: the keystroke cases and `changed` ≤ 50 ms at 100,000.
// FOODPIN_BENCH_SIZES=100000 runs one size. Needs a display (the app initialises GTK) and dbus-daemon.
import CGtk
import FoodPinModel
import Foundation

extension Suite {
    static let searchProvider = Suite(name: "search-provider") { reporter in
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("foodpin")
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil,
            FileManager.default.isExecutableFile(atPath: app.path),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon")
        else {
            reporter.skipped(
                "search-provider", impl: "foodpin", case: "all", n: 0,
                reason: "needs a DISPLAY, the release foodpin and dbus-daemon")
            return
        }
        let sizes = ProcessInfo.processInfo.environment["FOODPIN_BENCH_SIZES"].map {
            $0.split(separator: ",").compactMap { Int($0) }
        }
        for n in [100_000, 1_000_000] where sizes?.contains(n) ?? true {
            SearchProviderBenchmarks.run(app: app, n: n, &reporter)
        }
    }
}

enum SearchProviderBenchmarks {
    static let keystrokes = [("1-letter", "a"), ("3-letter", "caf"), ("name", "restaurant 737"), ("no-match", "zqx")]

    static func run(app: URL, n: Int, _ reporter: inout Reporter) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let database = home.appendingPathComponent("data/foodpin/foodpin.sqlite3").path
        guard
            (try? FileManager.default.createDirectory(
                atPath: (database as NSString).deletingLastPathComponent, withIntermediateDirectories: true)) != nil,
            (try? RestaurantStore(path: database, seedingSamples: false).addSynthetic(count: n)) != nil,
            let bus = BenchBus(home: home, app: app)
        else {
            reporter.skipped("search-provider", impl: "foodpin", case: "all", n: n, reason: "no bus or database")
            return
        }
        defer { bus.stop() }
        func record(_ name: String, _ seconds: Double?) {
            guard let seconds else {
                return reporter.skipped("search-provider", impl: "foodpin", case: name, n: n, reason: "no answer")
            }
            reporter.record("search-provider", impl: "foodpin", case: name, n: n, seconds: seconds)
        }

        // A user's database has not just been written: the provider keeps its index only once the file
        // has been still for a second (RestaurantFinder), so the measures start after that.
        Thread.sleep(forTimeInterval: 1.2)
        record("activation", bus.time("GetInitialResultSet", ["restaurant", "7"]))
        for (name, text) in keystrokes {
            record(name, median(9) { bus.time("GetInitialResultSet", text.split(separator: " ").map(String.init)) })
        }
        record("subsearch", median(9) { bus.time("GetSubsearchResultSet", [], ["restaurant", "73"]) })
        if let store = try? RestaurantStore(path: database, seedingSamples: false),
            let first = try? store.identifiers(limit: 1).first
        {
            var favourite = false
            var cpu: [Double] = []
            record(
                "changed",
                median(5) {
                    favourite.toggle()
                    try? store.setFavorite(favourite, for: first)
                    let before = bus.providerCPUSeconds()
                    let seconds = bus.time("GetInitialResultSet", ["restaurant", "737"])
                    if let before, let after = bus.providerCPUSeconds() { cpu.append(after - before) }
                    return seconds
                })
            // The same in the provider's CPU time (its process's, all threads): what the machine's load
            // does not change.
            if cpu.count == 5 { record("changed-cpu", cpu.sorted()[2]) }
        }
        let ids = bus.results(["restaurant", "1"])
        record("metas-first", bus.time("GetResultMetas", ids))
        record("metas", median(9) { bus.time("GetResultMetas", ids) })

        // The index read alone, in this process: what `changed` and `activation` spend reading the list.
        record(
            "index-read",
            median(5) { () -> Double? in
                let start = DispatchTime.now().uptimeNanoseconds
                guard let connection = try? SQLiteConnection(path: database, mode: .readOnly),
                    let index = try? RestaurantFinder.readIndex(connection)
                else { return nil }
                blackHole(index)
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            })

        if n == 100_000, let store = try? RestaurantStore(path: database, seedingSamples: false) {
            let seconds = median(5) { () -> Double? in
                let start = DispatchTime.now().uptimeNanoseconds
                let words = "restaurant 737".split(separator: " ").map(String.init)
                let found = (try? store.all())?.lazy.filter { restaurant in
                    words.allSatisfy { word in
                        [restaurant.name, restaurant.type, restaurant.location].contains {
                            $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                        }
                    }
                }.prefix(5)
                blackHole(found.map(Array.init))
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            if let seconds {
                reporter.record("search-provider", impl: "foundation", case: "name", n: n, seconds: seconds)
            }
        }
    }

    /// The median of `runs` figures, nil when one is missing.
    static func median(_ runs: Int, _ body: () -> Double?) -> Double? {
        var values: [Double] = []
        for _ in 0..<runs {
            guard let value = body() else { return nil }
            values.append(value)
        }
        return values.sorted()[values.count / 2]
    }
}

/// A session bus of the suite's own (`dbus-daemon`) whose service directory starts `app` for
/// `io.github.foodpin.FoodPin`, and a connection to it that calls the search provider.
final class BenchBus {
    private let daemon = Process()
    private let connection: OpaquePointer

    init?(home: URL, app: URL) {
        let services = home.appendingPathComponent("services")
        let configuration = home.appendingPathComponent("session.conf")
        let output = home.appendingPathComponent("address")
        do {
            try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
            try "[D-BUS Service]\nName=io.github.foodpin.FoodPin\nExec=\(app.path) --gapplication-service\n"
                .write(
                    to: services.appendingPathComponent("io.github.foodpin.FoodPin.service"), atomically: true,
                    encoding: .utf8)
            try """
            <busconfig><type>session</type><listen>unix:dir=\(home.path)</listen>
            <servicedir>\(services.path)</servicedir>
            <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
            <allow own="*"/></policy></busconfig>
            """.write(to: configuration, atomically: true, encoding: .utf8)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            var environment = ProcessInfo.processInfo.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = nil
            environment["FOODPIN_DB"] = nil
            environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
            environment["GTK_A11Y"] = "none"
            environment["NO_AT_BRIDGE"] = "1"
            environment["GSETTINGS_BACKEND"] = "memory"
            daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
            daemon.arguments = ["--config-file=\(configuration.path)", "--nofork", "--print-address=1"]
            daemon.environment = environment
            daemon.standardOutput = try FileHandle(forWritingTo: output)
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
        } catch {
            return nil
        }
        let deadline = Date().addingTimeInterval(10)
        var address = ""
        while Date() < deadline {
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            if text.hasSuffix("\n") {
                address = text.trimmingCharacters(in: .whitespacesAndNewlines)
                break
            }
            usleep(10_000)
        }
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard !address.isEmpty, let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, nil)
        else {
            daemon.terminate()
            return nil
        }
        self.connection = connection
    }

    /// The CPU seconds the provider's process has used, every thread, from the scheduler's own count
    /// (`/proc/PID/task/*/schedstat`, in nanoseconds).
    func providerCPUSeconds() -> Double? {
        guard let pid = providerPID(),
            let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
        else { return nil }
        var nanoseconds = 0
        for thread in threads {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8)) ?? ""
            nanoseconds += stat.split(separator: " ").first.flatMap { Int($0) } ?? 0
        }
        return Double(nanoseconds) / 1e9
    }

    /// The process that owns `io.github.foodpin.FoodPin` on this bus.
    func providerPID() -> pid_t? {
        guard
            let reply = call(
                "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                g_variant_new_tuple([g_variant_new_string("io.github.foodpin.FoodPin")], 1))
        else { return nil }
        defer { g_variant_unref(reply) }
        let child = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(child) }
        return pid_t(g_variant_get_uint32(child))
    }

    /// Ends the app the bus started, then the bus.
    func stop() {
        if let pid = providerPID() { kill(pid, SIGTERM) }
        g_object_unref(connection.gpointer)
        if daemon.isRunning { daemon.terminate() }
        daemon.waitUntilExit()
    }

    /// Seconds for one call of the search provider with string-array arguments, nil on an error.
    func time(_ method: String, _ arrays: [String]...) -> Double? {
        let parameters = g_variant_new_tuple(arrays.map { Optional(Self.strings($0)) }, gsize(arrays.count))
        let start = DispatchTime.now().uptimeNanoseconds
        guard let reply = provider(method, parameters) else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        g_variant_unref(reply)
        return seconds
    }

    /// The identifiers GetInitialResultSet answers for `terms`.
    func results(_ terms: [String]) -> [String] {
        guard let reply = provider("GetInitialResultSet", g_variant_new_tuple([Self.strings(terms)], 1)) else {
            return []
        }
        defer { g_variant_unref(reply) }
        let list = g_variant_get_child_value(reply, 0)!
        defer { g_variant_unref(list) }
        return (0..<g_variant_n_children(list)).map { index in
            let item = g_variant_get_child_value(list, index)!
            defer { g_variant_unref(item) }
            return String(cString: g_variant_get_string(item, nil))
        }
    }

    private func provider(_ method: String, _ parameters: OpaquePointer?) -> OpaquePointer? {
        call(
            "io.github.foodpin.FoodPin", "/io/github/foodpin/FoodPin/SearchProvider",
            "org.gnome.Shell.SearchProvider2", method, parameters)
    }

    private func call(
        _ destination: String, _ path: String, _ interface: String, _ method: String, _ parameters: OpaquePointer?
    ) -> OpaquePointer? {
        g_dbus_connection_call_sync(
            connection, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE, 120_000, nil,
            nil)
    }

    private static func strings(_ strings: [String]) -> OpaquePointer {
        var pointers = strings.map { UnsafePointer(strdup($0)) }
        defer { pointers.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        return pointers.withUnsafeMutableBufferPointer { g_variant_new_strv($0.baseAddress, gssize($0.count)) }
    }
}
