import Foundation

/// Peak resident memory of one case, measured in a fresh child process (`--peak SUITE CASE`), so that
/// the figure is that case's alone and not the maximum of everything run before it.
enum PeakMemory {
    /// Runs the case in a child and returns its peak resident set in bytes, or nil if it failed.
    static func measure(suite: String, case name: String) -> Int? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: child.executableURL!.path) {
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        child.arguments = ["--peak", suite, name]
        let pipe = Pipe()
        child.standardOutput = pipe
        do { try child.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else { return nil }
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The child side: runs the case and prints its peak resident set in bytes.
    static func runChild(suite: String, case name: String) -> Int32 {
        guard let peak = Suite.all.first(where: { $0.name == suite })?.peakCases.first(where: { $0.name == name })
        else { return 2 }
        peak.body()
        print(highWaterMark() ?? maxRSS())
        return 0
    }

    /// `VmHWM` of /proc/self/status: the peak of this process image alone. `ru_maxrss` is not:
    /// Linux carries it across `execve`, and Foundation's `Process` spawns with the parent's memory
    /// shared until exec, so a child would report the benchmark parent's peak when that is higher.
    private static func highWaterMark() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    private static func maxRSS() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
