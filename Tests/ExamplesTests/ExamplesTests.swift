// The two programs in Examples/ start under Xvfb and show their rows; a swipe with real pointer input
// opens a row, and a screenshot of that frame (the one the DocC catalog shows) is checked not blank:
// .build/screenshots/examples-hello-table.png, examples-swipe-actions-gallery.png.
import Foundation
import UITestSupport
import XCTest

final class ExamplesTests: XCTestCase {
    /// HelloTable: its six rows, Delete revealed by a swipe, the row gone, and back after Undo.
    func testHelloTableDeletesAndUndoes() throws {
        let app = try launch("HelloTable")
        let window = try app.waitForWindow(title: "Hello, Table")
        for word in ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"] {
            _ = try window.waitForFirst(role: "label", name: word)
        }
        try Input.drag(window.waitForFirst(role: "label", name: "Bravo"), dx: -200, startingAt: (0.9, 0.5))
        let delete = try window.waitForFirst(role: "push button", name: "Delete")
        try delete.waitUntilStill()
        try capture("examples-hello-table", of: window)

        try Input.click(delete)
        try eventually("Bravo should be deleted") { window.first(role: "label", name: "Bravo") == nil }
        try Input.click(window.waitForFirst(role: "push button", nameContains: "Undo"))
        _ = try window.waitForFirst(role: "label", name: "Bravo")
    }

    /// SwipeActionsGallery: every row, the Delete and Share buttons of one, and the leading pair of another.
    func testSwipeActionsGalleryOpensBothEdges() throws {
        let app = try launch("SwipeActionsGallery")
        let window = try app.waitForWindow(title: "Swipe Actions")
        _ = try window.waitForFirst(role: "label", name: "Trailing: destructive, full swipe")
        let leading = try window.waitForFirst(role: "label", name: "Leading: two actions, no full swipe")
        try Input.drag(leading, dx: 160, startingAt: (0.1, 0.5))
        _ = try window.waitForFirst(role: "push button", name: "Pin")
        _ = try window.waitForFirst(role: "push button", name: "Flag")

        let row = try window.waitForFirst(role: "label", name: "Trailing: Delete and Share, with icons")
        try Input.drag(row, dx: -200, startingAt: (0.9, 0.5))
        _ = try window.waitForFirst(role: "push button", name: "Delete")
        let share = try window.waitForFirst(role: "push button", name: "Share")
        try eventually("opening a row should close the other one") {
            window.first(role: "push button", name: "Pin", onScreenOnly: true) == nil
        }
        try share.waitUntilStill()
        try capture("examples-swipe-actions-gallery", of: window)

        try Input.click(share)
        _ = try window.waitForFirst(nameContains: "Share on")
    }

    private func launch(_ product: String) throws -> AppProcess {
        // GTK's default renderer: these frames are the DocC catalog's pictures.
        let app = try AppProcess(product: product, colorScheme: .preferLight, renderer: .default)
        addTeardownBlock { _ = app.terminate() }
        return app
    }

    /// Saves the window's part of the screen and checks it is not blank (a blank or one-colour frame
    /// has a handful of colours; rows of text and coloured buttons have hundreds).
    private func capture(_ name: String, of window: Accessible) throws {
        let shot = try Screenshot.capture(name, of: window)
        XCTAssertEqual(shot.width, try Input.frame(of: window).width)
        XCTAssertGreaterThan(shot.colors, 50, "\(name) looks blank")
    }
}
