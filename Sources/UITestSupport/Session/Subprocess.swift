import Foundation

/// Runs helper tools (xdotool, xclip, import, convert) with a deadline, capturing output in temp files
/// so large outputs (PNG bytes) never block on a full pipe.
public enum Subprocess {
    /// How a tool ended and what it printed.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        /// `stdout` as UTF-8 text.
        public var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs `tool` (looked up on PATH) to completion or kills it after `timeout` (scaled) seconds.
    public static func run(
        _ tool: String, _ arguments: [String], timeout: Double = 10,
        environment: [String: String]? = nil
    ) throws -> Result {
        guard let path = which(tool) else {
            throw UITestError.tool(
                command: tool, status: 127,
                output: "\(tool) is not installed: run `scripts/deps.sh test` as root")
        }
        let started = DispatchTime.now().uptimeNanoseconds
        defer {
            let seconds = UITestStatistics.seconds(since: started)
            UITestStatistics.record {
                $0.toolRuns += 1
                $0.toolSeconds += seconds
            }
        }
        let outURL = temporaryFile("out"), errURL = temporaryFile("err")
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment ?? UITestSession.childEnvironment()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        do { try process.run() } catch {
            throw UITestError.tool(command: describe(tool, arguments), status: -1, output: "\(error)")
        }
        let deadline = Date().addingTimeInterval(scaled(timeout))
        while process.isRunning && Date() < deadline { usleep(2_000) }
        if process.isRunning {
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw UITestError.tool(
                command: describe(tool, arguments), status: -1,
                output: "timed out after \(scaled(timeout)) s")
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: (try? Data(contentsOf: outURL)) ?? Data(),
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// Like `run`, but throws unless the tool exits with status 0.
    @discardableResult
    public static func check(_ tool: String, _ arguments: [String], timeout: Double = 10) throws -> Result {
        let result = try run(tool, arguments, timeout: timeout)
        guard result.status == 0 else {
            throw UITestError.tool(
                command: describe(tool, arguments), status: result.status,
                output: result.stderr + result.text)
        }
        return result
    }

    /// The path of `tool` on PATH (or `tool` itself when it is an executable absolute path).
    public static func which(_ tool: String) -> String? {
        if tool.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A new empty file in the temporary directory.
    static func temporaryFile(_ suffix: String) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("uitest-\(getpid())-\(UUID().uuidString).\(suffix)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url
    }

    static func describe(_ tool: String, _ arguments: [String]) -> String {
        ([tool] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }
}
