import FoodPinModel
import Foundation
import TestSupport
import UITestSupport
import XCTest

/// Issue 9, "Trust": photos never freeze the window. Rows whose photos are 14,200 × 14,200 PNGs
/// (800 MB each if decoded) and one whose `image` is a FIFO (opening it blocks) paint at once with
/// their initials; the window answers input; a normal photo still shows as a thumbnail.
final class HugePhotoTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    private var photos: URL!

    /// One huge PNG per process, copied per row (no cache can share a decode).
    private static let hugePNG: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-huge-\(getpid()).png")
        try? SolidPNG.write(width: 14_200, height: 14_200, to: url.path)
        return url
    }()

    override func setUpWithError() throws {
        try super.setUpWithError()
        photos = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-huge-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: photos)
        super.tearDown()
    }

    /// Launches the app on: 8 restaurants with huge photos, "Pipe Dream" whose photo is a FIFO, and
    /// "Cafe Deadend" with a small photo. The store is written through the model, as `foodpin add`
    /// would refuse the FIFO.
    private func launchWithHugePhotos(_ scheme: AppProcess.ColorScheme = .system) throws -> FoodPinWindow {
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.hugePNG.path), "python3 could not write the huge PNG")
        var huge: [String] = []
        for index in 1...8 {
            let copy = photos.appendingPathComponent("huge-\(index).png")
            try FileManager.default.copyItem(at: Self.hugePNG, to: copy)
            huge.append(copy.path)
        }
        let fifo = photos.appendingPathComponent("pipe.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let small = photos.appendingPathComponent("deadend.png")
        try ShareTests.makePNG(at: small)
        let app = try launch(colorScheme: scheme) { store in
            try store.delete(ids: try store.all().map(\.id))
            _ = try store.add(name: "Cafe Deadend", type: "Coffee & Tea Shop", location: "Hong Kong", image: small.path)
            var pipe = try store.add(name: "Pipe Dream", type: "Bistro", location: "Nowhere")
            pipe.image = fifo
            try store.update(pipe)
            for (index, path) in huge.enumerated() {
                _ = try store.add(name: "Huge Photo \(index + 1)", type: "Bakery", location: "Everywhere", image: path)
            }
        }
        return app
    }

    func testRowsPaintAtOnceAndTheWindowAnswersWithHugePhotosAndAFIFO() throws {
        let app = try launchWithHugePhotos()
        // Before: each row decoded its photo on the main thread (about a second and 800 MB each), and
        // the FIFO's open() never returned, so no row ever painted.
        for name in ["Cafe Deadend", "Pipe Dream", "Huge Photo 1", "Huge Photo 6"] {
            _ = try app.waitForRow(named: name, timeout: 4)
        }
        // The window answers input: the row's action menu opens, and Escape closes it.
        _ = try app.openMenu(of: "Huge Photo 2")
        try Input.key("Escape")
        try app.waitForMenuToClose()
        // Sharing them opens the sheet at once, text only: the FIFO is never opened, the huge photo
        // never decoded (before, Share blocked on the FIFO for good).
        for name in ["Pipe Dream", "Huge Photo 3"] {
            let menu = try app.openMenu(of: name)
            try Input.click(try menu.waitForFirst(role: "menu item", name: "Share…"))
            _ = try app.window.waitForFirst(role: "label", name: "Just checking in at \(name)", timeout: 3)
            XCTAssertNotNil(app.window.first(role: "label", name: "Text"), "\(name)'s photo was offered")
            try Input.key("Escape")
            try eventually("the share popover stayed open") {
                app.window.first(role: "label", name: "Just checking in at \(name)", onScreenOnly: true) == nil
            }
        }
        // No photo was decoded at full size: 800 MB each would show in the peak.
        let peak = try Self.peakResidentBytes(of: app.process.pid)
        XCTAssertLessThan(peak, 600 << 20, "peak \(peak >> 20) MB: a huge photo was decoded")
        try app.screenshot("huge-photos-light")
    }

    func testScreenshotDark() throws {
        let app = try launchWithHugePhotos(.preferDark)
        _ = try app.waitForRow(named: "Huge Photo 1", timeout: 4)
        try app.process.waitUntilIdle()  // the small photo's thumbnail: decoded off the main thread
        try app.screenshot("huge-photos-dark")
    }

    /// VmHWM of the process `pid`.
    private static func peakResidentBytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
        return (kilobytes ?? 0) * 1024
    }
}
