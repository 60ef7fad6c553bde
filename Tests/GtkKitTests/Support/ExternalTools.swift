import CGtk
import Foundation
import GtkKit

// xdotool, xclip and import run as child processes while this process keeps spinning GTK's main
// loop: the events they cause (input, selection requests) must be answered by the loop before they
// exit. UITestSupport's `Subprocess` blocks the calling thread, so in-process GTK tests use these.

/// Runs `executable` while the main loop keeps spinning, and returns its exit status and standard
/// output once it exits; nil when it cannot start or outlives `timeout` (it is then terminated).
@MainActor
func runSpinning(_ executable: String, _ arguments: [String], timeout: Double = 10) -> (status: Int32, output: Data)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let collected = OutputCollector()
    pipe.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
    do { try process.run() } catch { return nil }
    let finished = spin(until: { !process.isRunning }, timeout: timeout)
    if !finished { process.terminate(); return nil }
    process.waitUntilExit()
    pipe.fileHandleForReading.readabilityHandler = nil
    collected.append(pipe.fileHandleForReading.readDataToEndOfFile())
    return (process.terminationStatus, collected.data)
}

/// Real X input: runs xdotool with `arguments` while the main loop spins. Returns whether it succeeded.
@MainActor @discardableResult
func xdotool(_ arguments: [String], timeout: Double = 10) -> Bool {
    runSpinning("/usr/bin/xdotool", arguments, timeout: timeout)?.status == 0
}

/// Bytes gathered from a pipe's reading thread.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    func append(_ data: Data) { lock.lock(); buffer.append(data); lock.unlock() }
    var data: Data { lock.lock(); defer { lock.unlock() }; return buffer }
}

/// `<package>/.build/screenshots`, created on demand.
func screenshotDirectory() -> URL {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let directory = package.appendingPathComponent(".build/screenshots")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Captures the X screen's top-left `width`×`height` to `.build/screenshots/NAME.png` with
/// ImageMagick's `import` after `settle` seconds of animations (popovers, crossfades).
/// Returns the path, or nil when nothing was written.
@MainActor @discardableResult
func screenshot(_ name: String, width: Int, height: Int, settle: Double = 0.6) -> String? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/import") else { return nil }
    spin(timeout: settle)
    let path = screenshotDirectory().appendingPathComponent("\(name).png").path
    _ = runSpinning("/usr/bin/import", ["-window", "root", "-crop", "\(width)x\(height)+0+0", "+repage", path])
    return FileManager.default.fileExists(atPath: path) ? path : nil
}
