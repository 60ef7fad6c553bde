import Foundation

/// A private D-Bus session bus with gnome-keyring's Secret Service, unlocked with a throwaway
/// password, in a temporary home: what `dbus-run-session` + `gnome-keyring-daemon --unlock` give a
/// shell, kept alive for a whole suite. Pass `environment` to the processes that should reach it.
public final class KeyringSession: @unchecked Sendable {
    public let home: URL
    private var bus: Process?
    private var keyring: Process?
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

        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/gnome-keyring-daemon")
        daemon.arguments = ["--foreground", "--unlock", "--components=secrets"]
        daemon.environment = environment
        let input = Pipe()
        daemon.standardInput = input
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        keyring = daemon
        input.fileHandleForWriting.write(Data("throwaway keyring password\n".utf8))
        try input.fileHandleForWriting.close()
        // Ready when the Secret Service answers on the bus.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if (try? Venv.run(
                URL(fileURLWithPath: "/usr/bin/dbus-send"),
                [
                    "--session", "--print-reply", "--dest=org.freedesktop.secrets", "/org/freedesktop/secrets",
                    "org.freedesktop.DBus.Peer.Ping",
                ], environment: environment, timeout: 5)) != nil
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
        // The daemon D-Bus started for the Secret Service is the bus's child: it ends with the bus.
        for process in [keyring, bus].compactMap({ $0 }) { stopProcess(process) }
        try? FileManager.default.removeItem(at: home)
    }
}
