// The "sync" suite (issue 26): To-Do's CalDAV sync against a local Radicale (from the venv
// `scripts/deps.sh test` makes), beside vdirsyncer 0.21 doing the same cases on the same server in
// the same run. For each size (1,000 and 10,000; FOODPIN_BENCH_SIZES narrows):
//   initial-upload     a list of n to-dos, first sync with an empty calendar        (seconds)
//   initial-download   an empty list, first sync with a calendar of n               (seconds)
//   second-sync        the sync after it, nothing changed: asks for the sync token the first sync
//                      left for later (Radicale's history of n resources)           (seconds, requests)
//   incremental        one to-do renamed, then a sync                               (seconds, requests)
//   nochange           a sync with nothing changed on either side                   (seconds, requests)
// Radicale checks every new UID against each resource of the calendar, so n PUTs cost it O(n²): 1,000
// creations take it about two minutes, 10,000 would take hours, whoever sends them. Above 1,000
// (FOODPIN_BENCH_SYNC_UPLOAD_MAX) initial-upload is skipped, with that reason, for both clients, and
// the calendar is filled by writing its files into Radicale's storage folder instead.
// `impl: todo` is the engine in this process (what the window runs on its sync thread), its password
// in memory; `impl: vdirsyncer` is its command line (`vdirsyncer sync`) between the calendar and a
// folder of .ics files, Python's start-up included, as a user runs it. Requests are Radicale's own
// count from its log. Goals: incremental and nochange independent of n (nochange: 1 request); at
// least as fast as vdirsyncer everywhere. FoodPin's restaurants over CardDAV (`card-…` cases,
// `impl: foodpin`) run after them on the same server: RestaurantSyncBenchmarks.swift.
// FOODPIN_BENCH_SYNC_COLLECTIONS=calendar or =addressbook runs only one kind.
import FoodPinModel
import Foundation
import Sync
import SyncTestSupport

extension Suite {
    static let sync = Suite(name: "sync") { reporter in
        let server: DAVServer
        do {
            server = try DAVServer(.radicale(strict: false))
        } catch {
            reporter.skipped("sync", impl: "todo", case: "initial-upload", n: 1_000, reason: "\(error)")
            return
        }
        defer {
            server.stop()
            server.removeData()
        }
        let sizes =
            ProcessInfo.processInfo.environment["FOODPIN_BENCH_SIZES"].map {
                $0.split(separator: ",").compactMap { Int($0) }
            } ?? [1_000, 10_000]
        let impls = ProcessInfo.processInfo.environment["FOODPIN_BENCH_IMPL"].map { [$0] } ?? ["todo", "vdirsyncer"]
        let uploadMaximum =
            ProcessInfo.processInfo.environment["FOODPIN_BENCH_SYNC_UPLOAD_MAX"].flatMap { Int($0) } ?? 1_000
        let collections =
            ProcessInfo.processInfo.environment["FOODPIN_BENCH_SYNC_COLLECTIONS"] ?? "calendar,addressbook"
        for n in sizes where collections.contains("calendar") {
            for impl in impls where impl == "todo" || impl == "vdirsyncer" {
                if n > uploadMaximum {
                    reporter.skipped(
                        "sync", impl: impl, case: "initial-upload", n: n,
                        reason: "Radicale checks each new UID against the whole calendar: \(n) PUTs take it hours")
                }
                do {
                    let upload = n <= uploadMaximum
                    let figures =
                        impl == "todo"
                        ? try SyncRun.todo(server, n: n, upload: upload)
                        : try SyncRun.vdirsyncer(server, n: n, upload: upload)
                    for figure in figures {
                        if let seconds = figure.seconds {
                            reporter.record("sync", impl: impl, case: figure.name, n: n, seconds: seconds)
                        }
                        if let requests = figure.requests {
                            reporter.record("sync", impl: impl, case: figure.name, n: n, requests: requests)
                        }
                    }
                } catch {
                    reporter.skipped("sync", impl: impl, case: "initial-upload", n: n, reason: "\(error)")
                }
            }
        }
        let cardImpls =
            ProcessInfo.processInfo.environment["FOODPIN_BENCH_IMPL"].map { [$0] } ?? ["foodpin", "vdirsyncer"]
        for impl in cardImpls where collections.contains("addressbook") {
            RestaurantSyncRun.run(server, sizes: sizes, impl: impl, uploadMaximum: uploadMaximum, &reporter)
        }
    }
}

/// One implementation's four cases at one size.
enum SyncRun {
    struct Figure {
        var name: String
        var seconds: Double?
        var requests: Int?
    }

    /// How long vdirsyncer's first upload of `n` items may run before it counts as hung: Radicale's
    /// cost for n creations grows with n² (10,000 took both clients over half an hour here), so a
    /// fixed limit cut the 10,000 case short.
    static func uploadTimeLimit(_ n: Int) -> Double {
        600 * max(1, Double(n) / 1_000 * Double(n) / 1_000)
    }

    /// Seconds of `body`.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// A database in a directory of its own, signed in to `calendar` (made when missing).
    static func device(_ server: DAVServer, calendar: String) throws -> (TodoList, Synchronizer, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("foodpin.sqlite3").path
        let list = try TodoList(path: path)
        let ledger = try SyncLedger(path: path)
        let secrets = MemorySecretStore()
        var signIn = SyncConfiguration()
        signIn.timeout = 900
        _ = try AccountSetup.signIn(
            server: server.url, user: server.user, password: server.password, mapping: TodoMapping(), name: calendar,
            ledger: ledger, secrets: secrets, configuration: signIn)
        var configuration = SyncConfiguration()
        // A calendar of 10,000 seeded on disk takes Radicale minutes to read the first time.
        configuration.timeout = 900
        if let text = ProcessInfo.processInfo.environment["FOODPIN_BENCH_SYNC_CONCURRENCY"], let value = Int(text) {
            configuration.concurrency = value
        }
        let synchronizer = Synchronizer(
            ledger: ledger, mapping: TodoMapping(), secrets: secrets, configuration: configuration)
        return (list, synchronizer, directory)
    }

    /// n to-dos as To-Do writes them (every tenth done), for files or a seeded calendar.
    static func resources(_ n: Int) -> [(name: String, text: String)] {
        let mapping = TodoMapping()
        return (1...n).map { index in
            let uid = UUID().uuidString.lowercased()
            let fields: SyncFields = [
                "summary": "To-do number \(index)", "done": index % 10 == 0 ? "1" : "0", "order": String(index * 1000),
            ]
            return ("\(uid).ics", mapping.encode(fields, uid: uid, into: nil, now: Date()).text)
        }
    }

    /// The calendar's path, as the sign-in found it.
    static func calendarPath(_ directory: URL) throws -> String {
        try SyncLedger(path: directory.appendingPathComponent("foodpin.sqlite3").path).collection("todo")?.url ?? "/"
    }

    static func todo(_ server: DAVServer, n: Int, upload: Bool) throws -> [Figure] {
        let calendar = "bench-todo-\(n)-\(UUID().uuidString.prefix(6))"
        var figures: [Figure] = []
        let (list, synchronizer, directory) = try device(server, calendar: calendar)
        defer { try? FileManager.default.removeItem(at: directory) }
        if upload {
            let items = try list.add(contentsOf: (1...n).map { "To-do number \($0)" })
            try list.setDone(items.enumerated().filter { $0.offset % 10 == 9 }.map(\.element.id), true)
            figures.append(Figure(name: "initial-upload", seconds: try time { _ = try synchronizer.sync() }))
        } else {
            try server.seed(calendar: try calendarPath(directory), resources: resources(n))
        }

        let (other, download, otherDirectory) = try device(server, calendar: calendar)
        defer { try? FileManager.default.removeItem(at: otherDirectory) }
        figures.append(Figure(name: "initial-download", seconds: try time { _ = try download.sync() }))
        guard try other.count == n else { throw SyncTestError("the download brought \(try other.count) of \(n)") }
        var second = SyncReport()
        let secondSeconds = try time { second = try download.sync() }
        figures.append(Figure(name: "second-sync", seconds: secondSeconds, requests: second.requests))

        let items = try other.items
        try other.rename(items[n / 2].id, to: "Renamed once")
        var incremental = SyncReport()
        let incrementalSeconds = try time { incremental = try download.sync() }
        var nochange = SyncReport()
        let nochangeSeconds = try time { nochange = try download.sync() }
        withExtendedLifetime(list) {}
        return figures + [
            Figure(name: "incremental", seconds: incrementalSeconds, requests: incremental.requests),
            Figure(name: "nochange", seconds: nochangeSeconds, requests: nochange.requests),
        ]
    }

    static func vdirsyncer(_ server: DAVServer, n: Int, upload: Bool) throws -> [Figure] {
        // The calendar made (empty) by a sign-in, not timed; the files written as To-Do writes them.
        let calendar = "bench-vdirsyncer-\(n)-\(UUID().uuidString.prefix(6))"
        let (_, _, directory) = try device(server, calendar: calendar)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try calendarPath(directory)
        let url = String(server.url.dropLast()) + path
        var figures: [Figure] = []
        if upload {
            let uploader = try Vdirsyncer(calendar: url, user: server.user, password: server.password)
            for resource in resources(n) {
                try resource.text.write(
                    to: uploader.folder.appendingPathComponent(resource.name), atomically: false, encoding: .utf8)
            }
            figures.append(
                Figure(name: "initial-upload", seconds: try time { try uploader.sync(timeout: uploadTimeLimit(n)) }))
        } else {
            try server.seed(calendar: path, resources: resources(n))
        }

        let downloader = try Vdirsyncer(calendar: url, user: server.user, password: server.password)
        figures.append(Figure(name: "initial-download", seconds: try time { try downloader.sync() }))
        guard try downloader.files().count == n else { throw SyncTestError("vdirsyncer downloaded too few") }

        let file = try downloader.files()[n / 2]
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "SUMMARY:", with: "SUMMARY:Renamed ").write(
            to: file, atomically: true, encoding: .utf8)
        var before = server.requestCount()
        let incremental = try time { try downloader.sync() }
        let incrementalRequests = server.requestCount() - before
        before = server.requestCount()
        let nochange = try time { try downloader.sync() }
        let nochangeRequests = server.requestCount() - before
        return figures + [
            Figure(name: "incremental", seconds: incremental, requests: incrementalRequests),
            Figure(name: "nochange", seconds: nochange, requests: nochangeRequests),
        ]
    }
}
