// The store suite's command cases (issue 33): the release `foodpin` on 1,000,000 restaurants, as a
// user's script runs it. See the list of cases at the top of StoreBenchmarks.swift.
import Foundation

enum CommandPeak {
    static let size = 1_000_000

    static func run(_ reporter: inout Reporter) {
        let foodpin = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("foodpin").path
        guard FileManager.default.isExecutableFile(atPath: foodpin) else {
            reporter.skipped(
                "store", impl: "foodpin", case: "list-json-peak", n: size, reason: "build the release foodpin first")
            return
        }
        let database = StoreBenchmarks.database(size)
        if StoreBenchmarks.runs("list-json-first-line") {
            let times = (0..<3).compactMap { _ in firstLine(foodpin, ["list", "--json", "--db", database]) }
            if let median = times.sorted().dropFirst(times.count / 2).first {
                reporter.record("store", impl: "foodpin", case: "list-json-first-line", n: size, seconds: median)
            }
        }
        if StoreBenchmarks.runs("list-json-peak"), let bytes = peak(foodpin, ["list", "--json", "--db", database]) {
            reporter.record("store", impl: "foodpin", case: "list-json-peak", n: size, bytes: bytes)
        }
        if StoreBenchmarks.runs("search-nomatch-peak"),
            let bytes = peak(foodpin, ["search", "no restaurant is called this", "--db", database])
        {
            reporter.record("store", impl: "foodpin", case: "search-nomatch-peak", n: size, bytes: bytes)
        }
    }

    /// Seconds from starting the command until the second line of its output (the first restaurant,
    /// after `[`) has arrived; the command is then stopped.
    static func firstLine(_ executable: String, _ arguments: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }
        var newlines = 0
        var seconds: Double?
        let handle = pipe.fileHandleForReading
        while seconds == nil {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            newlines += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            if newlines >= 2 { seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        }
        process.terminate()
        process.waitUntilExit()
        return seconds
    }

    /// The command's VmHWM, sampled from /proc every millisecond while it runs (output to /dev/null).
    static func peak(_ executable: String, _ arguments: [String]) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let status = "/proc/\(process.processIdentifier)/status"
        var highest: Int?
        while process.isRunning {
            if let bytes = highWaterMark(status) { highest = max(highest ?? 0, bytes) }
            usleep(1_000)
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? highest : nil
    }

    private static func highWaterMark(_ status: String) -> Int? {
        guard let text = try? String(contentsOfFile: status, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
