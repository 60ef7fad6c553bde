import Foundation
import SyncTestSupport
import UITestSupport
import XCTest

/// What the other device's changes do to a window someone is using (issue 26): they arrive through
/// the list's animated difference without moving the rows on screen, closing a rename in progress or
/// losing what was typed in it; and Sign Out works from the keyboard alone.
final class TodoSyncArrivalTests: TodoUITestCase {
    private var server: DAVServer!

    override func setUpWithError() throws {
        _ = try SyncUIFixture.keyring.get()
        server = try DAVServer(.radicale(strict: false))
    }

    override func tearDown() {
        server?.stop()
        server?.removeData()
        server = nil
    }

    private func launchSynced(seed: [String]) throws -> (TodoDriver, CalDAVPeer) {
        let app = try launch(seed: seed, environment: SyncUIFixture.environment)
        try app.signInFromTerminal(server)
        try app.process.focus()
        try Input.key("ctrl+r")
        try app.waitForSyncStatus("Synced")
        let peer = try app.peer(server)
        try eventually(timeout: 20, "the list should reach the server") { try peer.todos().count == seed.count }
        return (app, peer)
    }

    /// Scrolled down, renaming a row: the phone deletes and renames rows above the viewport and adds
    /// one. The sync stores it all; the rows on screen stay where they were, the rename stays open
    /// with what was typed, and Enter then sends it.
    func testAPeersChangesKeepTheScrollAndAnOpenRename() throws {
        let texts = (1...8).map { "Item \($0)" }
        let (app, peer) = try launchSynced(seed: texts)
        // A short window, so that the first rows are above the viewport once scrolled to the end.
        try app.resize(width: 420, height: 300)
        let list = try Input.frame(of: try app.list)
        try Input.scrollVertically(10, at: list.center)
        var anchor = 0
        try eventually(timeout: 10, "Item 7 did not scroll into view and settle") {
            guard let frame = try app.row("Item 7").screenExtents, frame.y > list.y,
                frame.y + frame.height < list.y + list.height, try app.rowTexts().first != "Item 1"
            else { return false }
            defer { anchor = frame.y }
            return frame.y == anchor  // the same place twice in a row: kinetic scrolling has ended
        }
        let row = try app.row("Item 7")
        try Input.click(app.rowLabel("Item 7"), count: 2)
        let entry = try app.renameEntry(in: row)
        try eventually("the rename entry should take the focus") { entry.isFocused }
        try Input.type("Item seven")
        try eventually("the entry should hold the new text") { entry.text == "Item seven" }

        let uids = Dictionary(uniqueKeysWithValues: try peer.todos().map { ($0.summary, $0.uid) })
        try peer.make([
            .delete(uid: try XCTUnwrap(uids["Item 1"])),
            .rename(uid: try XCTUnwrap(uids["Item 2"]), to: "Item two"),
            .add(ics: CalDAVPeer.foreignTodo(uid: "peer-1", summary: "From the phone")),
        ])
        try Input.key("ctrl+r")
        try eventually(timeout: 30, "the window's sync should store the phone's changes") {
            let stored = try app.storedTexts()
            return !stored.contains("Item 1") && stored.contains("Item two") && stored.contains("From the phone")
        }
        // The row being renamed shows an entry, not its label: its list item, found before, is asked.
        try holdStill(
            for: 1.5, because: "the rows' animations (200 ms each) follow the store's change within a second",
            "a sync's changes above the viewport moved the rows on screen, or closed the rename"
        ) {
            guard let frame = row.screenExtents else { return false }
            return abs(frame.y - anchor) <= 2 && entry.isFocused && entry.text == "Item seven"
        }
        try app.screenshot("sync-arrival-rename-open")

        try Input.key("Return")
        try eventually(timeout: 30, "the rename should reach the server") {
            try peer.todos().contains { $0.summary == "Item seven" }
        }
        XCTAssertFalse(try peer.todos().contains { $0.summary == "Item 1" }, "the deleted row came back")
    }

    /// Preferences → Sync → Sign Out without a pointer: Tab to it, Enter. The account and password go,
    /// every to-do stays, the status line goes.
    func testSignOutByKeyboardAlone() throws {
        let (app, _) = try launchSynced(seed: ["Buy milk", "Walk the dog"])
        let preferences = try app.openPreferences()
        let signOut = try preferences.waitForFirst(role: "push button", name: "Sign Out")
        // The focus starts on Sync Now; Sign Out is a Tab or two away.
        if !signOut.isFocused {
            try Input.press("Tab", in: preferences, atMost: 6, toReach: "Sign Out") { _ in
                signOut.isFocused ? true : nil
            }
        }
        try Input.key("Return")
        _ = try preferences.waitForFirst(role: "push button", name: "Sign In", timeout: 20)
        XCTAssertNil(try app.storedAccount())
        XCTAssertNil(try SyncUIFixture.keyring.get().lookup(server: server.url, user: server.user))
        XCTAssertEqual(try app.storedTexts(), ["Buy milk", "Walk the dog"])
        try eventually("the status line should go") { app.syncStatusLine() == nil }
    }
}
