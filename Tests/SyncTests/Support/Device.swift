import FoodPinModel
import Foundation
import Sync
import SyncTestSupport

/// One "device": a database of its own with the to-do list, signed in to a calendar of the server,
/// its password in memory (the Secret Service has tests of its own).
final class Device {
    let directory: URL
    let path: String
    let list: TodoList
    let ledger: SyncLedger
    let secrets = MemorySecretStore()
    let server: DAVServer
    let calendar: String

    /// A fresh database; signs in (which finds or makes `calendar`) unless `signIn` is false.
    init(_ server: DAVServer, calendar: String, signIn: Bool = true) throws {
        self.server = server
        self.calendar = calendar
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("foodpin.sqlite3").path
        list = try TodoList(path: path)
        ledger = try SyncLedger(path: path)
        if signIn { try self.signIn() }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    @discardableResult
    func signIn(calendar name: String? = nil) throws -> AccountSetup.SignedIn {
        try AccountSetup.signIn(
            server: server.url, user: server.user, password: server.password, mapping: TodoMapping(),
            name: name ?? calendar, ledger: ledger, secrets: secrets)
    }

    @discardableResult
    func sync(_ configuration: SyncConfiguration = SyncConfiguration()) throws -> SyncReport {
        try Synchronizer(ledger: ledger, mapping: TodoMapping(), secrets: secrets, configuration: configuration).sync()
    }

    /// The list as `todo list` shows it: texts in order, done ones marked ✓.
    var shown: [String] {
        get throws { try list.items.map { ($0.isDone ? "✓ " : "") + $0.text } }
    }

    /// The texts, sorted (for comparing sets across devices whose orders may tie).
    var texts: [String] {
        get throws { try list.items.map(\.text).sorted() }
    }

    /// The calendar's full URL.
    var calendarURL: String {
        get throws {
            guard let path = try ledger.collection("todo")?.url else { throw SyncTestError("no calendar yet") }
            return server.url.dropLast() + path
        }
    }

    /// The Python caldav library on this device's calendar.
    var peer: CalDAVPeer {
        get throws { CalDAVPeer(calendar: try calendarURL, user: server.user, password: server.password) }
    }
}

/// A calendar name no other test uses.
func uniqueCalendar(_ prefix: String = "To-Do") -> String {
    "\(prefix) \(UUID().uuidString.prefix(8))"
}
