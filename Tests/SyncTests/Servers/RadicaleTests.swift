import Foundation
import Sync
import SyncTestSupport
import Testing

@testable import FoodPinModel

/// Radicale with htpasswd authentication: convergence, and the promises of "never lose data".
@Suite("Sync against Radicale", .server(.radicale(strict: false)))
struct RadicaleTests {
    @Test func threeClientsConverge() throws {
        try Scenarios.threeClientsConverge(try SharedServer.server)
    }

    @Test func foreignPropertiesSurvive() throws {
        try Scenarios.foreignPropertiesSurvive(try SharedServer.server)
    }

    /// Errands #300, Tasks.org #1050: a first sync against an empty, new calendar uploads the list; it
    /// never mirrors the empty server.
    @Test func firstSyncAgainstAnEmptyCalendarUploadsEverything() throws {
        let device = try Device(try SharedServer.server, calendar: uniqueCalendar())
        try device.list.add(contentsOf: ["One", "Two", "Three"])
        let report = try device.sync()
        #expect(report.merged && report.sent.added == 3 && report.received.total == 0)
        #expect(try device.texts == ["One", "Three", "Two"])
        #expect(try device.peer.todos().count == 3)
    }

    /// A first sync with a calendar that already holds to-dos: union by UID, the same to-do once.
    @Test func firstSyncMergesByUID() throws {
        let server = try SharedServer.server
        let calendar = uniqueCalendar()
        let first = try Device(server, calendar: calendar)
        try first.list.add(contentsOf: ["Shared", "Only on the first"])
        try first.sync()
        // The second device has its own to-dos, and a copy of the first's database's "Shared" (same id).
        let second = try Device(server, calendar: calendar)
        let shared = try #require(try first.list.items.first)
        try second.list.restore(Deletion(elements: [shared], positions: [1]))
        try second.list.add("Only on the second")
        let report = try second.sync()
        #expect(report.merged)
        #expect(try second.texts == ["Only on the first", "Only on the second", "Shared"])
        try first.sync()
        #expect(try first.texts == ["Only on the first", "Only on the second", "Shared"])
        #expect(try first.peer.todos().count == 3)
    }

    /// Signing in to another calendar (or server, or user) merges: nothing the old one had is deleted
    /// here, and everything here reaches the new one.
    @Test func anotherCalendarMergesInsteadOfMirroring() throws {
        let server = try SharedServer.server
        let device = try Device(server, calendar: uniqueCalendar())
        try device.list.add(contentsOf: ["Kept", "Also kept"])
        try device.sync()
        let other = try Device(server, calendar: uniqueCalendar("Other"))
        try other.list.add("From the other calendar")
        try other.sync()

        try device.signIn(calendar: other.calendar)
        let report = try device.sync()
        #expect(report.merged && report.received.deleted == 0 && report.sent.added == 2)
        #expect(try device.texts == ["Also kept", "From the other calendar", "Kept"])
        try other.sync()
        #expect(try other.texts == ["Also kept", "From the other calendar", "Kept"])
    }

    /// The calendar vanished from the server: it is made again and the list sent, nothing deleted.
    @Test func vanishedCalendarIsMadeAgain() throws {
        let device = try Device(try SharedServer.server, calendar: uniqueCalendar())
        try device.list.add(contentsOf: ["A", "B"])
        try device.sync()
        try deleteCollection(device)
        let report = try device.sync()
        #expect(report.createdCollection && report.received.deleted == 0)
        #expect(try device.texts == ["A", "B"])
        #expect(try device.peer.todos().map(\.summary).sorted() == ["A", "B"])
    }

    /// Deleted elsewhere: deleted here, unless it changed here (an edit beats a delete, both ways).
    @Test func deletionsAndEditsAgainstDeletions() throws {
        let server = try SharedServer.server
        let calendar = uniqueCalendar()
        let phone = try Device(server, calendar: calendar)
        let laptop = try Device(server, calendar: calendar)
        let items = try phone.list.add(contentsOf: ["Delete me", "Edit me there", "Delete me there"])
        try phone.sync()
        try laptop.sync()
        let laptopItems = try laptop.list.items
        // Phone deletes 0; laptop deletes 2 but the phone edits 2 meanwhile; laptop edits 1, phone deletes 1.
        try phone.list.remove(id: items[0].id)
        try phone.list.rename(items[2].id, to: "Edited here, deleted there")
        try phone.list.remove(id: items[1].id)
        try laptop.list.remove(id: laptopItems[2].id)
        try laptop.list.rename(laptopItems[1].id, to: "Edited there, deleted here")
        try laptop.sync()
        try phone.sync()
        try laptop.sync()
        let expected = ["Edited here, deleted there", "Edited there, deleted here"]
        #expect(try phone.texts == expected)
        #expect(try laptop.texts == expected)
        #expect(try phone.peer.todos().map(\.summary).sorted() == expected)
    }

    @Test func conflictsMergeFieldByField() throws {
        try Scenarios.conflictsMergeFieldByField(try SharedServer.server)
    }

    /// vdirsyncer, a third-party sync tool, edits the same calendar from a folder of `.ics` files: its
    /// changes reach the list, ours reach its files, and nothing it wrote is dropped.
    @Test func vdirsyncerAsAPeer() throws {
        let server = try SharedServer.server
        let device = try Device(server, calendar: uniqueCalendar())
        try device.list.add(contentsOf: ["Ours", "Also ours"])
        try device.sync()
        let peer = try Vdirsyncer(calendar: try device.calendarURL, user: server.user, password: server.password)
        try peer.sync()
        #expect(try peer.files().count == 2)
        // vdirsyncer's side: rename one file's to-do, add one.
        let file = try #require(
            try peer.files().first { try String(contentsOf: $0, encoding: .utf8).contains("SUMMARY:Ours") })
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "SUMMARY:Ours", with: "SUMMARY:Ours\\, renamed in a file")
            .write(to: file, atomically: true, encoding: .utf8)
        try CalDAVPeer.foreignTodo(uid: "vdir-1@example.com", summary: "From a file")
            .write(to: peer.folder.appendingPathComponent("vdir-1.ics"), atomically: true, encoding: .utf8)
        try peer.sync()
        let report = try device.sync()
        #expect(report.received.added == 1 && report.received.changed == 1, "\(report)")
        #expect(try device.texts == ["Also ours", "From a file", "Ours, renamed in a file"])
        // Ours: tick the file's new to-do; vdirsyncer brings it into its file, with its alarm kept.
        let fromFile = try #require(try device.list.items.first { $0.text == "From a file" })
        try device.list.setDone([fromFile.id], true)
        try device.sync()
        try peer.sync()
        let updated = try String(contentsOf: peer.folder.appendingPathComponent("vdir-1.ics"), encoding: .utf8)
        #expect(updated.contains("STATUS:COMPLETED") && updated.contains("TRIGGER:-PT15M"), "\(updated)")
    }

    /// Removes the device's calendar from the server (as another client, or an admin, would).
    private func deleteCollection(_ device: Device) throws {
        let url = try device.calendarURL
        try Venv.python(
            "import sys, requests\nr = requests.request('DELETE', sys.argv[1], auth=(sys.argv[2], sys.argv[3]))\n"
                + "sys.exit(0 if r.status_code < 300 else r.status_code)",
            [url, device.server.user, device.server.password])
    }
}

/// A count shared with a hook that runs on the syncing thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }
}
