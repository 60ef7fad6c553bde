import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// What every server must get right, run against Radicale and Xandikos (their suites call these).
enum Scenarios {
    /// Two devices and the Python caldav library edit, tick, reorder, rename and delete the same list;
    /// after a round of syncs all three hold the same to-dos, none lost, none twice.
    static func threeClientsConverge(_ server: DAVServer) throws {
        let calendar = uniqueCalendar()
        let phone = try Device(server, calendar: calendar)
        let laptop = try Device(server, calendar: calendar)
        let milk = try phone.list.add("Buy milk")
        let dog = try phone.list.add("Walk the dog")
        try phone.list.add("Water the plants")
        try phone.sync()
        try laptop.sync()
        #expect(try laptop.shown == ["Buy milk", "Walk the dog", "Water the plants"])

        // Each side changes something, the peer too.
        try phone.list.setDone([dog.id], true)
        try phone.list.rename(milk.id, to: "Buy oat milk")
        let laptopItems = try laptop.list.items
        try laptop.list.remove(id: laptopItems[2].id)  // Water the plants
        try laptop.list.add("Call mum")
        try laptop.list.move(laptopItems[1].id, after: nil, before: laptopItems[0].id)  // dog before milk
        let peer = try phone.peer
        try peer.make([.add(ics: CalDAVPeer.foreignTodo(uid: "peer-1@example.com", summary: "Book the dentist"))])

        try phone.sync()
        try laptop.sync()
        try phone.sync()

        let expected = ["Book the dentist", "Buy oat milk", "Call mum", "Walk the dog"]
        #expect(try phone.texts == expected)
        #expect(try laptop.texts == expected)
        #expect(try peer.todos().map(\.summary).sorted() == expected)
        #expect(try laptop.list.items.first { $0.text == "Walk the dog" }?.isDone == true)
        #expect(try peer.todos().first { $0.summary == "Walk the dog" }?.done == true)
        // The laptop's reorder reached the phone: the dog before the milk.
        let order = try phone.list.items.map(\.text).filter { $0 == "Walk the dog" || $0 == "Buy oat milk" }
        #expect(order == ["Walk the dog", "Buy oat milk"])
        // Nothing left to send anywhere, and a sync with nothing new costs one request.
        #expect(try phone.sync().requests == 1)
        #expect(try laptop.sync().requests == 1)
    }

    /// A to-do made by another client keeps everything we do not map after we rename and tick it.
    static func foreignPropertiesSurvive(_ server: DAVServer) throws {
        let device = try Device(server, calendar: uniqueCalendar())
        let peer = try device.peer
        try peer.make([.add(ics: CalDAVPeer.foreignTodo(uid: "foreign-1@example.com", summary: "Renew passport"))])
        try device.sync()
        let item = try #require(try device.list.items.first)
        try device.list.rename(item.id, to: "Renew the passport")
        try device.list.setDone([item.id], true)
        #expect(try device.sync().sent.changed == 1)
        let stored = try #require(try peer.todos().first)
        #expect(stored.summary == "Renew the passport" && stored.done)
        let unfolded = stored.data.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        for line in [
            "CATEGORIES:Home,Errands", "DUE;VALUE=DATE:20300101", "X-PEER-FLAG;X-NOTE=\"a:b;c\":kept",
            "BEGIN:VALARM", "TRIGGER:-PT15M", "DESCRIPTION:Reminder", "UID:foreign-1@example.com",
        ] {
            #expect(unfolded.contains(line), "lost \(line):\n\(stored.data)")
        }
    }

    /// Both rename one to-do: the later rename wins, the other is reported and kept; a tick on one side
    /// and a rename on the other both survive (412 → field-by-field merge).
    static func conflictsMergeFieldByField(_ server: DAVServer) throws {
        let calendar = uniqueCalendar()
        let phone = try Device(server, calendar: calendar)
        let laptop = try Device(server, calendar: calendar)
        let items = try phone.list.add(contentsOf: ["Renamed twice", "Ticked and renamed"])
        try phone.sync()
        try laptop.sync()
        let other = try laptop.list.items
        try laptop.list.rename(other[0].id, to: "Laptop's name")
        try laptop.list.setDone([other[1].id], true)
        try laptop.sync()
        // Later: the phone renames both (the first conflicts, the second merges with the tick).
        // (LAST-MODIFIED has whole seconds, cut down: an edit here even in the same second is later.)
        try phone.list.rename(items[0].id, to: "Phone's name")
        try phone.list.rename(items[1].id, to: "Ticked, renamed")
        let report = try phone.sync()
        #expect(report.conflicts.map(\.field) == [TodoRecords.Field.summary])
        #expect(report.conflicts.first?.kept == "Phone's name" && report.conflicts.first?.lost == "Laptop's name")
        #expect(try phone.ledger.conflicts("todo").count == 1)
        try laptop.sync()
        for device in [phone, laptop] {
            #expect(try device.shown == ["Phone's name", "✓ Ticked, renamed"])
        }
    }
}
