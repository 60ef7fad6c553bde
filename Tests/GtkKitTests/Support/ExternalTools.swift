import CGtk
import Foundation
import GtkKit
import UITestSupport
import XCTest

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
    let finished = MainContext.spin(until: { !process.isRunning }, timeout: scaled(timeout))
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
/// ImageMagick's `import`, once no animation runs (popovers, crossfades, hover fades: see
/// `waitUntilStill`). Returns the path, or nil (and a failure) when nothing was written.
@MainActor @discardableResult
func screenshot(
    _ name: String, width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line
) -> String? {
    waitUntilStill(file: file, line: line)
    let path = screenshotDirectory().appendingPathComponent("\(name).png").path
    _ = runSpinning("/usr/bin/import", ["-window", "root", "-crop", "\(width)x\(height)+0+0", "+repage", path])
    guard FileManager.default.fileExists(atPath: path) else {
        XCTFail("no screenshot was written to \(path): is ImageMagick's import installed?", file: file, line: line)
        return nil
    }
    return path
}

/// Fails the test (never skips it) when a helper tool is missing: `make test` installs them all
/// (scripts/deps.sh), so a missing one is a broken set-up, not a reason to pass.
func requireTool(_ name: String) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/\(name)") else {
        throw UITestError.tool(
            command: name, status: 127, output: "/usr/bin/\(name) is missing: run `scripts/deps.sh test` as root")
    }
}

/// Where `widget`, inside `popover`, is on the X screen: a popover is a surface of its own, placed
/// relative to its window's (at 0,0 with no window manager). Nil until the popover is placed.
@MainActor
func screenFrame(
    of widget: UnsafeMutablePointer<GtkWidget>, inPopover popover: UnsafeMutablePointer<GtkWidget>
) -> CGRect? {
    var bounds = graphene_rect_t()
    guard Bool(gtk_widget_compute_bounds(widget, popover, &bounds)),
        let surface = gtk_native_get_surface(popover.opaque)
    else { return nil }
    var dx = 0.0, dy = 0.0
    gtk_native_get_surface_transform(popover.opaque, &dx, &dy)
    return CGRect(
        x: Double(gdk_popup_get_position_x(surface)) + dx + Double(bounds.origin.x),
        y: Double(gdk_popup_get_position_y(surface)) + dy + Double(bounds.origin.y),
        width: Double(bounds.size.width), height: Double(bounds.size.height))
}

/// The mean brightness (0 black … 1 white) of `frame` in the PNG at `path` (ImageMagick's `convert`).
func meanBrightness(of frame: CGRect, in path: String) throws -> Double {
    let crop = "\(Int(frame.width))x\(Int(frame.height))+\(Int(frame.minX))+\(Int(frame.minY))"
    let output = try Subprocess.check(
        "convert", [path, "-crop", crop, "+repage", "-colorspace", "gray", "-format", "%[fx:mean]", "info:"]
    ).text
    guard let mean = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw UITestError.tool(command: "convert … %[fx:mean]", status: 0, output: output)
    }
    return mean
}
