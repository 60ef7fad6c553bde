import Foundation
import SyncTestSupport
import UITestSupport
import XCTest

/// To-Do's sync in the window (issue 26), used as a person would — real keys and clicks under Xvfb —
/// against a Radicale each test starts, the password in a gnome-keyring on the test's private bus, and
/// the Python caldav library as the other device. What is stored is read with the command line.
final class TodoSyncWindowTests: TodoUITestCase {
    private var server: DAVServer!
    private var keyring: KeyringSession!

    override func setUpWithError() throws {
        keyring = try SyncUIFixture.keyring.get()
        server = try DAVServer(.radicale(strict: false))
    }

    override func tearDown() {
        server?.stop()
        server?.removeData()
        server = nil
    }

    private func launchSynced(seed: [String] = []) throws -> TodoDriver {
        let app = try launch(seed: seed, environment: SyncUIFixture.environment)
        try app.signInFromTerminal(server)
        // The account set in a terminal is the window's on its next sync: asked for with Ctrl+R.
        try app.process.focus()
        try Input.key("ctrl+r")
        try app.waitForSyncStatus("Synced")
        return app
    }

    /// Preferences → Sync by keyboard alone: Ctrl+comma, type, Enter from field to field, Enter signs
    /// in; the account is stored, the password is in the keyring only, and the list reaches the server.
    func testSignInFromPreferencesByKeyboardAlone() throws {
        let app = try launch(seed: ["Buy milk"], environment: SyncUIFixture.environment)
        XCTAssertNil(app.syncStatusLine(), "no status line without an account")
        let preferences = try app.openPreferences()
        let serverField = try preferences.waitForFirst(role: "text", name: "Server")
        // The focus starts in Server (GTK 4.8 does not mark an AdwEntryRow focused for AT-SPI: the
        // typed text landing there says it).
        try Input.type(server.url)
        try eventually("the address should be typed into Server") { serverField.text == server.url }
        try Input.key("Return")
        try Input.type(server.user)
        try Input.key("Return")
        try Input.type(server.password)
        try Input.key("Return")
        _ = try preferences.waitForFirst(role: "push button", name: "Sign Out", timeout: 30)
        XCTAssertEqual(keyring.lookup(server: server.url, user: server.user), server.password)
        let account = try XCTUnwrap(app.storedAccount())
        XCTAssertEqual(account["user"] as? String, server.user)
        XCTAssertEqual(account["calendar"] as? String, "To-Do")
        try app.waitForSyncStatus("Synced")
        let peer = try app.peer(server)
        try eventually(timeout: 30, "the server should hold the list") {
            try peer.todos().map(\.summary) == ["Buy milk"]
        }
        let database = try String(contentsOf: app.databaseURL, encoding: .isoLatin1)
        XCTAssertFalse(database.contains(server.password), "the password is in the database file")
        // Escape closes Preferences, as it cancels a dialog.
        try Input.key("Escape")
        try eventually("Escape should close Preferences") {
            !app.process.windows.contains { $0.name == "Preferences" }
        }
    }

    /// A wrong password says why, on the page, and stores nothing: no account, no password.
    func testAWrongPasswordSaysSoAndStoresNothing() throws {
        let app = try launch(seed: ["Buy milk"], environment: SyncUIFixture.environment)
        let preferences = try app.openPreferences()
        _ = try preferences.waitForFirst(role: "text", name: "Server")
        try Input.type(server.url)
        try Input.key("Return")
        try Input.type(server.user)
        try Input.key("Return")
        try Input.type("not the password")
        try Input.key("Return")
        let error = try preferences.waitForFirst(role: "label", nameContains: "Could not sign in", timeout: 30)
        XCTAssertTrue(error.displayedText.contains("refused the user name or password"), error.displayedText)
        XCTAssertNil(try app.storedAccount())
        XCTAssertNil(keyring.lookup(server: server.url, user: server.user))
        XCTAssertNotNil(preferences.first(role: "push button", name: "Sign In", onScreenOnly: true))
        XCTAssertNil(app.syncStatusLine())
    }

    /// A to-do typed in the window reaches the server, and the other device, within the debounce.
    func testATodoAddedInTheWindowReachesTheServerAndAPeer() throws {
        let app = try launchSynced(seed: ["Buy milk"])
        let peer = try app.peer(server)
        try eventually(timeout: 20, "the first sync should send the list") { try peer.todos().count == 1 }
        try typeAndEnter("Call mum", in: app)
        // The debounce is 1 s here (2 s by default) and a sync of two to-dos a moment.
        try eventually(timeout: 15, "the new to-do should reach the server") {
            Set(try peer.todos().map(\.summary)) == ["Buy milk", "Call mum"]
        }
        try app.waitForSyncStatus("Synced")
    }

    /// A change made on the other device arrives in the open window, through the list's animated
    /// difference, and the selected row stays selected.
    func testAPeersChangeArrivesWithTheSelectionKept() throws {
        let app = try launchSynced(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        let peer = try app.peer(server)
        try eventually(timeout: 20, "the list should reach the server") { try peer.todos().count == 3 }
        try enterEditMode(byClicking: "Walk the dog", in: app)
        try eventually("Walk the dog should be selected") { try app.row("Walk the dog").isSelected }
        let uid = try XCTUnwrap(try peer.todos().first { $0.summary == "Book tickets" }?.uid)
        try peer.make([
            .rename(uid: uid, to: "Book train tickets"),
            .add(ics: CalDAVPeer.foreignTodo(uid: "peer-1", summary: "From the phone")),
        ])
        try Input.key("ctrl+r")
        try app.waitForRows(["Buy milk", "Walk the dog", "Book train tickets", "From the phone"], timeout: 20)
        XCTAssertTrue(try app.row("Walk the dog").isSelected, "the selection was lost")
        XCTAssertNotNil(app.visibleButton("Done"), "still in edit mode")
    }

    /// The server stopped: the line says "Offline — changes will be sent", and once the server is back
    /// the next sync (the back-off's retry) sends what was typed meanwhile.
    func testTheServerStoppedShowsOfflineAndTheNextSyncSendsTheChanges() throws {
        let app = try launchSynced(seed: ["Buy milk"])
        let peer = try app.peer(server)
        try eventually(timeout: 20, "the list should reach the server") { try peer.todos().count == 1 }
        server.stop()
        try typeAndEnter("Typed while offline", in: app)
        try app.waitForSyncStatus("Offline — changes will be sent")
        try app.screenshot("sync-offline")
        try server.start()
        try app.waitForSyncStatus("Synced", timeout: 30)
        try eventually(timeout: 20, "the change made offline should reach the server") {
            Set(try peer.todos().map(\.summary)) == ["Buy milk", "Typed while offline"]
        }
    }

    /// The password gone from the keyring: "Sign-in failed" with the reason, and a button that opens
    /// Preferences.
    func testSignInFailedSaysWhyAndOpensPreferences() throws {
        let app = try launchSynced(seed: ["Buy milk"])
        _ = try Venv.run(
            URL(fileURLWithPath: "/usr/bin/secret-tool"), ["clear", "server", server.url, "user", server.user],
            environment: keyring.environment, timeout: 10)
        try Input.key("ctrl+r")
        try app.waitForSyncStatus("Sign-in failed")
        XCTAssertNotNil(app.window.first(role: "label", nameContains: "has no password", onScreenOnly: true))
        try app.screenshot("sync-sign-in-failed")
        try Input.click(app.button("Open Preferences"))
        let preferences = try app.process.waitForWindow(title: "Preferences")
        XCTAssertNotNil(try preferences.waitForFirst(role: "push button", name: "Sign Out"))
    }

    /// Sign Out forgets the account and the password and keeps every to-do.
    func testSignOutKeepsEveryTodo() throws {
        let app = try launchSynced(seed: ["Buy milk", "Walk the dog"])
        try typeAndEnter("Added after signing in", in: app)
        let preferences = try app.openPreferences()
        try Input.click(preferences.waitForFirst(role: "push button", name: "Sign Out"))
        _ = try preferences.waitForFirst(role: "push button", name: "Sign In", timeout: 20)
        XCTAssertNil(try app.storedAccount())
        XCTAssertNil(keyring.lookup(server: server.url, user: server.user))
        XCTAssertEqual(try app.storedTexts(), ["Buy milk", "Walk the dog", "Added after signing in"])
        try eventually("the status line should go") { app.syncStatusLine() == nil }
    }
}
