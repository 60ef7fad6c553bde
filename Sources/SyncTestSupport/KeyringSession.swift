import Foundation

/// A private D-Bus session bus with gnome-keyring's Secret Service, unlocked with a throwaway
/// password, in a temporary home: what `dbus-run-session` + `gnome-keyring-daemon --unlock` give a
/// shell, kept alive for a whole suite. Pass `environment` to the processes that should reach it.
public final class KeyringSession: @unchecked Sendable {
    public let home: URL
    private var bus: Process?
    /// `DBUS_SESSION_BUS_ADDRESS`, `HOME` and `XDG_*` for a child that uses this keyring.
    public private(set) var environment: [String: String] = [:]

    public init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("keyring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let runtime = home.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        chmod(runtime.path, 0o700)

        let busProcess = Process()
        busProcess.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        busProcess.arguments = ["--session", "--nofork", "--print-address=1"]
        let addressPipe = Pipe()
        busProcess.standardOutput = addressPipe
        busProcess.standardError = FileHandle.nullDevice
        try busProcess.run()
        bus = busProcess
        var address = ""
        let handle = addressPipe.fileHandleForReading
        while !address.contains("\n") {
            let data = handle.availableData
            if data.isEmpty { throw SyncTestError("dbus-daemon printed no address") }
            address += String(decoding: data, as: UTF8.self)
        }
        address = address.trimmingCharacters(in: .whitespacesAndNewlines)

        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_RUNTIME_DIR"] = runtime.path
        environment["DISPLAY"] = nil
        self.environment = environment

        // As a shell does it: the daemon forks, claims org.freedesktop.secrets on this bus with the login
        // keyring unlocked, and its first process returns. (Run in the foreground it can lose the race
        // to a second daemon that D-Bus starts on the first call, one with a locked keyring.) It ends
        // when its bus ends.
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/gnome-keyring-daemon")
        daemon.arguments = ["--unlock", "--components=secrets"]
        daemon.environment = environment
        let input = Pipe()
        daemon.standardInput = input
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        input.fileHandleForWriting.write(Data("throwaway keyring password\n".utf8))
        try input.fileHandleForWriting.close()
        // Ready when the daemon owns the Secret Service's name (asked of the bus itself: a call to the
        // service before then would make D-Bus start a second daemon, with a locked keyring) and its
        // login keyring is there.
        let deadline = Date().addingTimeInterval(60)
        func call(_ arguments: [String]) -> String? {
            try? Venv.run(
                URL(fileURLWithPath: "/usr/bin/dbus-send"), ["--session", "--print-reply"] + arguments,
                environment: environment, timeout: 5)
        }
        while Date() < deadline {
            let owned = call([
                "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner",
                "string:org.freedesktop.secrets",
            ])
            if owned?.contains("boolean true") == true,
                call([
                    "--dest=org.freedesktop.secrets", "/org/freedesktop/secrets/collection/login",
                    "org.freedesktop.DBus.Properties.Get", "string:org.freedesktop.Secret.Collection", "string:Label",
                ]) != nil
            {
                return
            }
            usleep(100_000)
        }
        throw SyncTestError("gnome-keyring's Secret Service did not come up on the private bus")
    }

    /// The password the keyring holds for (server, user), through `secret-tool`, or nil.
    public func lookup(server: String, user: String) -> String? {
        try? Venv.run(
            URL(fileURLWithPath: "/usr/bin/secret-tool"), ["lookup", "server", server, "user", user],
            environment: environment, timeout: 10)
    }

    deinit {
        // The keyring daemon ends with its bus.
        if let bus { stopProcess(bus) }
        try? FileManager.default.removeItem(at: home)
    }
}
