import Foundation
import SyncTestSupport
import UITestSupport
import XCTest

/// What the window's sync tests share: a Radicale of their own per test, a gnome-keyring on the UI
/// session's bus (the bus the app and AT-SPI use: the app finds the Secret Service there), and the
/// Python caldav library as the other device.
enum SyncUIFixture {
    /// The keyring on the UI session's private bus, started once per test process (one per bus).
    static let keyring: Result<KeyringSession, Error> = Result {
        let session = try UITestSession.start()
        return try KeyringSession(bus: session.sessionBusAddress)
    }

    /// The app's sync intervals in these tests: a 1 s debounce, a 3 s longest delay, an hour's
    /// period (only the triggers under test sync), retries after 1 s, at most 4 s.
    static let timing = "1,3,3600,1,4"

    /// Environment for a launch whose sync the test drives.
    static var environment: [String: String] { ["FOODPIN_SYNC_TIMING": timing] }
}

extension TodoDriver {
    /// The sync status line's label under the list (nil while it is hidden: no account).
    func syncStatusLine() -> String? {
        let candidates = window.all(role: "label", onScreenOnly: true) { label in
            let text = label.displayedText
            return text.hasPrefix("Synced") || text.hasPrefix("Syncing") || text.hasPrefix("Offline")
                || text.hasPrefix("Sign-in failed") || text.hasPrefix("Not synced")
        }
        return candidates.first?.displayedText
    }

    /// Waits until the status line reads `prefix…`.
    func waitForSyncStatus(
        _ prefix: String, timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try eventually(
            timeout: timeout, "the sync status should read \"\(prefix)…\", reads \(syncStatusLine() ?? "nothing")",
            file: file, line: line
        ) { syncStatusLine()?.hasPrefix(prefix) == true }
    }

    /// Opens Preferences with Ctrl+comma and returns its window, the keyboard's focus in it.
    func openPreferences() throws -> Accessible {
        try process.focus()
        try Input.key("ctrl+comma")
        let preferences = try process.waitForWindow(title: "Preferences")
        // No window manager: give the new window the X focus the way one would.
        _ = try? Input.xdotool([
            "search", "--sync", "--onlyvisible", "--name", "^Preferences$", "windowfocus", "--sync",
        ])
        return preferences
    }

    /// Signs in with the command line (in the test keyring), as a user who set it up in a terminal.
    func signInFromTerminal(_ server: DAVServer) throws {
        let runner = try CommandRunner("todo", home: process.sandbox.path)
        let child = Process()
        child.executableURL = runner.executable
        child.arguments = [
            "account", "set", server.url, "--user", server.user, "--password-stdin", "--db", databaseURL.path,
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
        if child.terminationStatus != 0 {
            throw UITestError.launch("todo account set failed: \(child.terminationStatus)")
        }
    }

    /// `todo account show --json`: nil when no account is stored.
    func storedAccount() throws -> [String: Any]? {
        let result = try todo("account", "show", "--json")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: .fragmentsAllowed)
            as? [String: Any]
    }

    /// The Python caldav library on the account's calendar (the other device).
    func peer(_ server: DAVServer) throws -> CalDAVPeer {
        guard let path = try storedAccount()?["calendarPath"] as? String else {
            throw UITestError.launch("no calendar stored yet")
        }
        return CalDAVPeer(calendar: String(server.url.dropLast()) + path, user: server.user, password: server.password)
    }
}
