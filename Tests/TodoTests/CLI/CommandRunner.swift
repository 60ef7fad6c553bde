import Foundation

/// Runs a built executable of this package (`foodpin`, `todo`) and captures its exit status and output.
///
/// The binaries are looked for beside the running test binary (`swift test` and `swift build
/// --build-tests` put them in the same directory), then in `$FOODPIN_BIN_DIR`, then in this
/// package's `.build/debug`.
struct CommandRunner {
    struct Result: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    struct Missing: Error, CustomStringConvertible {
        var name: String
        var searched: [String]
        var description: String {
            "cannot find the '\(name)' executable (looked in \(searched.joined(separator: ", "))); build it first"
        }
    }

    let executable: URL
    /// The environment the command runs in: HOME and XDG_DATA_HOME point into a scratch directory
    /// and FOODPIN_DB is unset, so a test can never touch the real database by accident.
    var environment: [String: String]

    init(_ name: String, home: String) throws {
        executable = try Self.locate(name)
        var environment = ProcessInfo.processInfo.environment
        environment["FOODPIN_DB"] = nil
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = home + "/data"
        self.environment = environment
    }

    static func locate(_ name: String) throws -> URL {
        var directories: [URL] = []
        directories.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL)
        if let override = ProcessInfo.processInfo.environment["FOODPIN_BIN_DIR"] {
            directories.insert(URL(fileURLWithPath: override), at: 0)
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Missing(name: name, searched: directories.map(\.path))
    }

    /// Starts the command with output going to temporary files (no pipe can fill up and block).
    func start(_ arguments: [String], prefix: [String] = []) throws -> Running {
        let process = Process()
        if prefix.isEmpty {
            process.executableURL = executable
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: prefix[0])
            process.arguments = Array(prefix.dropFirst()) + [executable.path] + arguments
        }
        process.environment = environment
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
    func run(_ arguments: [String], prefix: [String] = []) throws -> Result {
        try start(arguments, prefix: prefix).wait()
    }

    struct Running {
        let process: Process
        let output: String

        var pid: Int32 { process.processIdentifier }

        func wait() -> Result {
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(atPath: output + ".out")
                try? FileManager.default.removeItem(atPath: output + ".err")
            }
            let read = { (suffix: String) in
                String(decoding: FileManager.default.contents(atPath: output + suffix) ?? Data(), as: UTF8.self)
            }
            let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
            return Result(status: status, stdout: read(".out"), stderr: read(".err"))
        }
    }
}

/// A fresh directory under the system temp directory, removed when released.
final class ScratchDirectory {
    let path: String

    init() {
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
let hostileTexts: [String] = [
    "O'Brien's \"Best\" `Bar` $(echo no) \\n",
    "Robert'); DROP TABLE restaurant;--",
    "🍜 Ramen 🇯🇵 👩‍👩‍👧‍👦",
    "مطعم الشرق — שלום",
    "tab\there\u{01}\u{1F}\u{7F}bell\u{07}",
    "line one\nline two",
    String(repeating: "é", count: 9_990) + "0123456789",
]
