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

    /// The child side: runs the case and prints `ru_maxrss` in bytes.
    static func runChild(suite: String, case name: String) -> Int32 {
        guard let peak = Suite.all.first(where: { $0.name == suite })?.peakCases.first(where: { $0.name == name })
        else { return 2 }
        peak.body()
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(usage.ru_maxrss * 1024)
        return 0
    }
}
