// SyncTestSupport: real DAV servers and peers for the sync tests and benchmarks, on loopback only.
//
//   DAVServer        Radicale (htpasswd, plain) or Xandikos from the venv `scripts/deps.sh test` makes
//                    (.build/venv), on a free 127.0.0.1 port, stopped (and started again) on demand
//   ScriptedServer   a loopback HTTP server whose every answer a test writes: garbage, stalls, loops
//   KeyringSession   a private D-Bus session with an unlocked gnome-keyring (the Secret Service)
//   Venv             the venv's programs: python-caldav and vdirsyncer as independent peers
//   Lifeline         a pipe watchdog that ends a server when the test process ends, however it ends
//
// Threading: each type is used from the test's thread; servers run in child processes (or, for the
// scripted one, a thread of their own). No server outlives the test process (Lifeline).
import Foundation

/// A real CalDAV server in a child process, with its data in a temporary directory.
public final class DAVServer: @unchecked Sendable {
    public enum Kind: Sendable, Equatable {
        /// Radicale with htpasswd (plain) authentication; `strict`: `strict_preconditions`, which
        /// refuses a PUT over an existing resource without `If-Match`.
        case radicale(strict: Bool)
        /// Xandikos (no authentication; it ignores the credentials).
        case xandikos
    }

    public let kind: Kind
    public let port: Int
    public let directory: URL
    public let user = "ann"
    /// A second account with the same password (Radicale), for tests that must not share the first's.
    public let otherUser = "bob"
    public let password = "s3cret pass:wörd"
    private var process: Process?
    /// What ends the server when this process ends, however it ends (see `Lifeline`).
    private var lifeline: Lifeline?

    /// The server's root URL (`http://127.0.0.1:PORT/`).
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// The log (Radicale logs every request at level info).
    public var logPath: String { directory.appendingPathComponent("server.log").path }

    /// Starts a server and waits until it accepts connections.
    /// - Throws: when the venv is missing (run `scripts/deps.sh test`) or the server does not start.
    public init(_ kind: Kind) throws {
        self.kind = kind
        self.port = try freePort()
        self.directory = FileManager.default.temporaryDirectory.appendingPathComponent("dav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try start()
    }

    deinit { stop() }

    /// Starts the server (again, after `stop()`), on the same port and data.
    public func start() throws {
        guard process == nil else { return }
        let child = Process()
        let lifeline = try Lifeline()
        switch kind {
        case .radicale(let strict):
            let users = directory.appendingPathComponent("users")
            try "\(user):\(password)\n\(otherUser):\(password)\n".write(to: users, atomically: true, encoding: .utf8)
            let config = directory.appendingPathComponent("config")
            try """
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = htpasswd
            htpasswd_filename = \(users.path)
            htpasswd_encryption = plain
            [storage]
            filesystem_folder = \(directory.appendingPathComponent("data").path)
            strict_preconditions = \(strict ? "True" : "False")
            use_mtime_and_size_for_item_cache = True
            [logging]
            level = info
            """.write(to: config, atomically: true, encoding: .utf8)
            child.executableURL = try Venv.program("python")
            child.arguments = Lifeline.pythonArguments(module: "radicale", ["--config", config.path])
        case .xandikos:
            child.executableURL = try Venv.program("python")
            child.arguments = Lifeline.pythonArguments(
                module: "xandikos",
                [
                    "serve", "-d", directory.appendingPathComponent("data").path, "--defaults", "-l", "127.0.0.1",
                    "-p", String(port), "--state-dir", directory.appendingPathComponent("state").path,
                    "--current-user-principal", "/\(user)/",
                ])
        }
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        log.seekToEndOfFile()
        child.standardOutput = log
        child.standardError = log
        child.standardInput = lifeline.childEnd
        try child.run()
        lifeline.childStarted()
        process = child
        self.lifeline = lifeline
        try waitUntilListening(port: port, process: child, log: logPath)
    }

    /// Stops the server at once (SIGKILL, as a crash or a pulled plug would) and waits for it to exit.
    /// - Note: SIGKILL because a child started from a test's thread inherits that thread's blocked
    ///   signals (libdispatch blocks SIGTERM), so a polite SIGTERM would never arrive.
    public func stop() {
        guard let child = process else { return }
        process = nil
        lifeline?.cut()
        lifeline = nil
        stopProcess(child)
    }

    /// Whether the server's process is running.
    public var isRunning: Bool { process?.isRunning ?? false }

    /// Closes this process's end of the server's lifeline, as this process's death would (the test of
    /// the watchdog); the server then exits by itself. `stop()` still reaps it.
    public func cutLifeline() {
        lifeline?.cut()
    }

    /// Requests the server has logged so far (Radicale only: one `… request for` line each).
    public func requestCount() -> Int {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return 0 }
        return text.split(separator: "\n").filter { $0.contains("] [INFO] ") && $0.contains(" request for ") }.count
    }

    /// Writes resources straight into Radicale's storage folder (a folder of `.ics` files per
    /// calendar), as an administrator may: a calendar of 10,000 to-dos in seconds, where 10,000 PUTs
    /// take Radicale hours (it checks each new UID against every resource of the calendar).
    /// - Parameter calendar: the calendar's path on the server (`/ann/todo/`).
    public func seed(calendar: String, resources: [(name: String, text: String)]) throws {
        guard case .radicale = kind else { throw SyncTestError("only Radicale's storage is a plain folder") }
        let folder = directory.appendingPathComponent("data/collection-root").appendingPathComponent(calendar)
        for resource in resources {
            try resource.text.write(
                to: folder.appendingPathComponent(resource.name), atomically: false, encoding: .utf8)
        }
    }

    /// Removes the data directory (after `stop()`).
    public func removeData() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Ends a child process and waits for it.
func stopProcess(_ child: Process) {
    if child.isRunning { kill(child.processIdentifier, SIGKILL) }
    child.waitUntilExit()
}

/// A TCP port on 127.0.0.1 that nothing listens on now.
func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw SyncTestError("socket() failed") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
        }
    }
    guard bound else { throw SyncTestError("bind() failed") }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Waits (at most 60 s: Python starts slowly on a loaded machine) until `port` accepts a connection.
func waitUntilListening(port: Int, process: Process, log: String) throws {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        guard process.isRunning else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw SyncTestError("the server exited at start:\n\(text.suffix(2000))")
        }
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        close(socket)
        if connected { return }
        usleep(50_000)
    }
    throw SyncTestError("the server did not listen on port \(port) within 60 s")
}

/// A failure of the test machinery itself.
public struct SyncTestError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
