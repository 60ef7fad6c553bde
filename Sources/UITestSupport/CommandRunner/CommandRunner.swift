import Foundation

/// Runs a built executable of this package (`foodpin`, `todo`) and captures its exit status and output.
///
/// The binaries are found by `BuildProducts`. Use it for the command-line presentation and to read or
/// change a running app's database from "another terminal".
public struct CommandRunner {
    public struct Result: Equatable, CustomStringConvertible {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }

        public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    public let executable: URL
    /// The environment the command runs in: HOME and XDG_DATA_HOME point into a scratch directory
    /// and FOODPIN_DB is unset, so a test can never touch the real database by accident; the language
    /// is English (LANGUAGE unset, LC_ALL=C.UTF-8) whatever the developer's, unless a test sets it.
    public var environment: [String: String]
    /// The directory the command starts in (relative paths resolve there); nil: the test's own.
    public var currentDirectory: String?

    public init(_ name: String, home: String) throws {
        executable = try BuildProducts.executable(name)
        var environment = ProcessInfo.processInfo.environment
        environment["FOODPIN_DB"] = nil
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["LANGUAGE"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        self.environment = environment
    }

    /// Starts the command with output going to temporary files (no pipe can fill up and block).
    public func start(_ arguments: [String], prefix: [String] = []) throws -> Running {
        let process = Process()
        if prefix.isEmpty {
            process.executableURL = executable
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: prefix[0])
            process.arguments = Array(prefix.dropFirst()) + [executable.path] + arguments
        }
        process.environment = environment
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        for suffix in [".out", ".err"] {
            _ = FileManager.default.createFile(atPath: output.path + suffix, contents: nil)
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".err"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Running(process: process, output: output.path)
    }

    /// Runs the command to completion.
    public func run(_ arguments: [String], prefix: [String] = []) throws -> Result {
        try start(arguments, prefix: prefix).wait()
    }

    public struct Running {
        public let process: Process
        let output: String

        public var pid: Int32 { process.processIdentifier }

        /// Waits at most `timeout` (scaled) seconds; a command still running then is killed and nil
        /// returned (a command that blocks — on a FIFO, say — fails its test instead of hanging it).
        public func wait(timeout: Double) -> Result? {
            let deadline = Date().addingTimeInterval(scaled(timeout))
            while process.isRunning, Date() < deadline { usleep(10_000) }
            guard !process.isRunning else {
                kill(pid, SIGKILL)
                _ = wait()
                return nil
            }
            return wait()
        }

        public func wait() -> Result {
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(atPath: output + ".out")
                try? FileManager.default.removeItem(atPath: output + ".err")
            }
            let read = { (suffix: String) in
                String(decoding: FileManager.default.contents(atPath: output + suffix) ?? Data(), as: UTF8.self)
            }
            let status =
                process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
            return Result(status: status, stdout: read(".out"), stderr: read(".err"))
        }
    }
}

/// A fresh directory under the system temp directory, removed when released.
public final class ScratchDirectory {
    public let path: String

    public init() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-cli-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Text that has broken naive SQL and text handling elsewhere: quotes, SQL, emoji, right-to-left
/// script, control characters (no NUL) and a 10,000-character string.
public let hostileTexts: [String] = [
    "O'Brien's \"Best\" `Bar` $(echo no) \\n",
    "Robert'); DROP TABLE restaurant;--",
    "🍜 Ramen 🇯🇵 👩‍👩‍👧‍👦",
    "مطعم الشرق — שלום",
    "tab\there\u{01}\u{1F}\u{7F}bell\u{07}",
    "line one\nline two",
    String(repeating: "é", count: 9_990) + "0123456789",
]
