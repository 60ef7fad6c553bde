import FoodPinModel
import Foundation
import SyncTestSupport
import UITestSupport
import XCTest

/// FoodPin's window syncs as To-Do's does (SyncUI): the status line under the list, Sync Now
/// (Ctrl+R), a card another client adds arriving in the list, and a change made here sent a couple
/// of seconds later on its own. A Radicale of its own, a gnome-keyring on the UI session's bus (the
/// bus the app uses), and Python's vobject as the other client.
final class FoodPinSyncWindowTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    /// The keyring on the UI session's private bus, started once per test process.
    static let keyring: Result<KeyringSession, Error> = Result {
        try KeyringSession(bus: try UITestSession.start().sessionBusAddress)
    }

    /// A 1 s debounce, a 3 s longest delay, an hour's period (only the triggers under test sync),
    /// retries after 1 s, at most 4 s.
    static let timing = ["FOODPIN_SYNC_TIMING": "1,3,3600,1,4"]

    func testSyncNowBringsAPeersCardAndAChangeHereIsSentOnItsOwn() throws {
        _ = try Self.keyring.get()
        let server = try DAVServer(.radicale(strict: false))
        defer {
            server.stop()
            server.removeData()
        }
        let app = try launch(environment: Self.timing)
        try signIn(app, server)
        // Sync Now: the samples go up, and the line says so.
        try app.focus()
        try Input.key("ctrl+r")
        try waitForStatus(app, "Synced")
        let peer = try peer(app, server)
        XCTAssertEqual(try peer.cards().count, 21)

        // Another client adds a card: Sync Now brings it into the list (the window's count says so;
        // its row is last, below the window's end).
        try peer.make([.put(name: "peer.vcf", vcf: CardDAVPeer.foreignCard(uid: "peer", name: "Bourke St"))])
        try app.focus()
        try Input.key("ctrl+r")
        _ = try app.window.waitForFirst(role: "label", name: "22 restaurants", timeout: 20)
        XCTAssertEqual(try app.storedNames().last, "Bourke St")

        // A change here is sent a couple of seconds later, with no key pressed.
        try app.command(["delete", "Homei"])
        try eventually(timeout: 20, "the delete did not reach the server") {
            try !peer.cards().contains { $0.name == "Homei" }
        }
        try waitForStatus(app, "Synced")
    }

    // MARK: - Helpers

    /// The status line's text (nil while it is hidden: no account).
    private func statusLine(_ app: FoodPinWindow) -> String? {
        app.window.all(role: "label", onScreenOnly: true) { label in
            let text = label.displayedText
            return text.hasPrefix("Synced") || text.hasPrefix("Syncing") || text.hasPrefix("Offline")
                || text.hasPrefix("Sign-in failed") || text.hasPrefix("Not synced")
        }.first?.displayedText
    }

    private func waitForStatus(
        _ app: FoodPinWindow, _ prefix: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        try eventually(
            timeout: 30, "the sync status should read \"\(prefix)…\", reads \(statusLine(app) ?? "nothing")",
            file: file, line: line
        ) { statusLine(app)?.hasPrefix(prefix) == true }
    }

    /// `foodpin account set` in a terminal, its password in the test keyring.
    private func signIn(_ app: FoodPinWindow, _ server: DAVServer) throws {
        let runner = try CommandRunner("foodpin", home: app.directory.path)
        let child = Process()
        child.executableURL = runner.executable
        child.arguments = [
            "account", "set", server.url, "--user", server.user, "--password-stdin", "--db", app.databaseURL.path,
        ]
        var environment = runner.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = try UITestSession.start().sessionBusAddress
        child.environment = environment
        let input = Pipe()
        child.standardInput = input
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        input.fileHandleForWriting.write(Data(server.password.utf8))
        try input.fileHandleForWriting.close()
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, "foodpin account set failed")
    }

    /// vobject on the account's address book.
    private func peer(_ app: FoodPinWindow, _ server: DAVServer) throws -> CardDAVPeer {
        let shown = try app.command(["account", "show", "--json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
        let path = try XCTUnwrap(object?["addressBookPath"] as? String, shown)
        return CardDAVPeer(
            addressBook: String(server.url.dropLast()) + path, user: server.user, password: server.password)
    }
}
