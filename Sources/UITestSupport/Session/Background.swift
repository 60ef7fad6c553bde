import Foundation

/// Long-running helpers of the session (Xvfb, dbus-daemon): started with a parent-death signal so they
/// never outlive a crashed test process, and killed at exit otherwise.
enum Background {
    nonisolated(unsafe) private static var processes: [Process] = []
    private static let lock = NSLock()

    /// Starts `tool` with its standard output going to a temp file, returned for reading.
    static func start(_ tool: String, _ arguments: [String], environment: [String: String]) throws -> URL {
        guard let path = Subprocess.which(tool) else {
            throw UITestError.session("\(tool) is not installed: run `scripts/deps.sh test` as root")
        }
        let output = Subprocess.temporaryFile("\(tool).out")
        let process = Process()
        (process.executableURL, process.arguments) = withParentDeathSignal(path, arguments)
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw UITestError.session("cannot start \(tool): \(error)") }
        lock.lock()
        processes.append(process)
        lock.unlock()
        return output
    }

    /// Waits for the first complete line written to `file`.
    static func firstLine(of file: URL, timeout: Double) throws -> String? {
        let deadline = Date().addingTimeInterval(scaled(timeout))
        while Date() < deadline {
            if let data = try? Data(contentsOf: file), let newline = data.firstIndex(of: UInt8(ascii: "\n")) {
                return String(decoding: data[..<newline], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            }
            usleep(10_000)
        }
        return nil
    }

    /// Wraps a command in `setpriv --pdeathsig KILL` when available: the child dies with the test process.
    /// - Note: Linux sends the signal when the spawning *thread* ends, so this is done only on the main
    ///   thread (XCTest's); elsewhere (Swift Testing workers) children rely on `atexit` and `deinit`.
    static func withParentDeathSignal(_ path: String, _ arguments: [String]) -> (URL, [String]) {
        guard Thread.isMainThread, let setpriv = Subprocess.which("setpriv") else {
            return (URL(fileURLWithPath: path), arguments)
        }
        return (URL(fileURLWithPath: setpriv), ["--pdeathsig", "KILL", "--", path] + arguments)
    }

    static func killAll() {
        lock.lock()
        let all = processes
        processes = []
        lock.unlock()
        for process in all where process.isRunning { kill(process.processIdentifier, SIGTERM) }
    }
}
