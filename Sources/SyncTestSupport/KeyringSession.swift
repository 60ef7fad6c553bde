import Foundation

/// A private D-Bus session bus with gnome-keyring's Secret Service, unlocked with a throwaway
/// password, in a temporary home: what `dbus-run-session` + `gnome-keyring-daemon --unlock` give a
/// shell, kept alive for a whole suite. Pass `environment` to the processes that should reach it.
public final class KeyringSession: @unchecked Sendable {
    public let home: URL
    private var bus: Process?
    /// What ends a private bus (and with it the keyring daemon) when this process ends, however it
    /// ends (see `Lifeline`): the suites keep one session for the whole process.
    private var busLifeline: Lifeline?
    /// The daemon started on a shared bus.
    private var daemonPID: Int32?
    /// `DBUS_SESSION_BUS_ADDRESS`, `HOME` and `XDG_*` for a child that uses this keyring.
    public private(set) var environment: [String: String] = [:]

    /// A keyring on a private session bus of its own.
    public convenience init() throws {
        try self.init(bus: nil)
    }

    /// A keyring on the session bus at `address` (the UI tests' bus, which the app under test and
    /// AT-SPI share), or on a private bus of its own when nil. One keyring per bus: the daemon claims
    /// the Secret Service's name on it.
    public init(bus existing: String?) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("keyring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let runtime = home.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        chmod(runtime.path, 0o700)

        var address = existing ?? ""
        if existing == nil {
            let busProcess = Process()
            let lifeline = try Lifeline()
            busProcess.executableURL = URL(fileURLWithPath: "/bin/sh")
            busProcess.arguments = Lifeline.shellArguments(
                "/usr/bin/dbus-daemon", ["--session", "--nofork", "--print-address=1"])
            let addressPipe = Pipe()
            busProcess.standardInput = lifeline.childEnd
            busProcess.standardOutput = addressPipe
            busProcess.standardError = FileHandle.nullDevice
            try busProcess.run()
            lifeline.childStarted()
            bus = busProcess
            busLifeline = lifeline
            let handle = addressPipe.fileHandleForReading
            while !address.contains("\n") {
                let data = handle.availableData
                if data.isEmpty { throw SyncTestError("dbus-daemon printed no address") }
                address += String(decoding: data, as: UTF8.self)
            }
            address = address.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        if existing == nil { environment["DISPLAY"] = nil }
        self.environment = environment

        // As a shell does it: the daemon forks, claims org.freedesktop.secrets on this bus with the login
        // keyring unlocked, and its first process returns. (Run in the foreground it can lose the race
        // to a second daemon that D-Bus starts on the first call, one with a locked keyring.) It ends
        // when its bus ends.
        func call(_ arguments: [String]) -> String? {
            try? Venv.run(
                URL(fileURLWithPath: "/usr/bin/dbus-send"), ["--session", "--print-reply"] + arguments,
                environment: environment, timeout: 5)
        }
        func secretsOwned() -> Bool {
            call([
                "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner",
                "string:org.freedesktop.secrets",
            ])?.contains("boolean true") == true
        }
        // On a bus that is not ours a Secret Service may be there already (a desktop session's): never
        // use it — the tests' passwords would land in someone's real keyring.
        if existing != nil, secretsOwned() {
            throw SyncTestError(
                "the session bus already has a Secret Service: run the UI tests on a private bus (scripts/with-display.sh)"
            )
        }
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/gnome-keyring-daemon")
        daemon.arguments = ["--unlock", "--components=secrets"]
        daemon.environment = environment
        let input = Pipe()
        daemon.standardInput = input
        daemon.standardOutput = FileHandle.nullDevice
        // What the daemon says goes to a file in the throwaway home, for the failure below.
        let daemonLog = home.appendingPathComponent("daemon.log")
        FileManager.default.createFile(atPath: daemonLog.path, contents: nil)
        daemon.standardError = try FileHandle(forWritingTo: daemonLog)
        try daemon.run()
        input.fileHandleForWriting.write(Data("throwaway keyring password\n".utf8))
        try input.fileHandleForWriting.close()
        // Ready when the daemon owns the Secret Service's name (asked of the bus itself: a call to the
        // service before then would make D-Bus start a second daemon, with a locked keyring) and its
        // login keyring is there.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if secretsOwned(),
                call([
                    "--dest=org.freedesktop.secrets", "/org/freedesktop/secrets/collection/login",
                    "org.freedesktop.DBus.Properties.Get", "string:org.freedesktop.Secret.Collection", "string:Label",
                ]) != nil
            {
                // On a shared bus the daemon outlives this object unless it is ended here: its pid, as
                // the bus knows the name's owner.
                if existing != nil,
                    let reply = call([
                        "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                        "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:org.freedesktop.secrets",
                    ]),
                    let pid = reply.split(separator: " ").last.flatMap({
                        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
                    })
                {
                    daemonPID = pid
                }
                return
            }
            usleep(100_000)
        }
        // Seen once in many runs (a UI lane, 60 s): say what state it was left in.
        let said = (try? String(contentsOf: daemonLog, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        throw SyncTestError(
            "gnome-keyring's Secret Service did not come up on the private bus (the name "
                + (secretsOwned() ? "has an owner but no login keyring" : "has no owner")
                + "; the daemon's first process "
                + (daemon.isRunning ? "is still running" : "exited with \(daemon.terminationStatus)")
                + "; it said: \(said.map { $0.isEmpty ? "nothing" : $0 } ?? "nothing"))")
    }

    /// The password the keyring holds for (server, user), through `secret-tool`, or nil.
    public func lookup(server: String, user: String) -> String? {
        try? Venv.run(
            URL(fileURLWithPath: "/usr/bin/secret-tool"), ["lookup", "server", server, "user", user],
            environment: environment, timeout: 10)
    }

    /// Whether the session bus answers (the tests of the lifeline).
    public var isBusReachable: Bool {
        (try? Venv.run(
            URL(fileURLWithPath: "/usr/bin/dbus-send"),
            [
                "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                "org.freedesktop.DBus.GetId",
            ],
            environment: environment, timeout: 5)) != nil
    }

    /// Closes this process's end of a private bus's lifeline, as this process's death would (the test
    /// of the watchdog); the bus and the keyring daemon then end by themselves.
    public func cutLifeline() {
        busLifeline?.cut()
    }

    deinit {
        // The keyring daemon ends with its bus (a private one), or is ended here (a shared one).
        if let bus, let busLifeline { busLifeline.end(bus) }
        if let daemonPID { kill(daemonPID, SIGKILL) }
        try? FileManager.default.removeItem(at: home)
    }
}
