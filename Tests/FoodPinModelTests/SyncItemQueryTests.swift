import Foundation
import Testing

@testable import FoodPinModel

/// Sync's lookups of a record's state read one index entry, not the whole list: SQLite 3.40 read
/// `kind = ? AND href = ?` through the primary key's `kind` (every state of the list) until the
/// statements named their index, and a first download of 10,000 slowed with every record stored.
@Suite("Sync state lookups use their indexes")
struct SyncItemQueryTests {
    let directory = TemporaryDirectory()

    @Test(arguments: SyncItemQueries.all)
    func planUsesAPartialIndex(_ statement: String) throws {
        _ = try TodoList(path: directory.file())
        let ledger = try SyncLedger(path: directory.file())
        let plan = try ledger.connection.prepare("EXPLAIN QUERY PLAN " + statement).map { $0.string(3) }
        #expect(plan.count == 1, "\(plan)")
        #expect(plan.allSatisfy { $0.hasPrefix("SEARCH sync_item USING INDEX sync_item_") }, "\(plan)")
    }

    @Test func lookupsFindWhatTheyAskFor() throws {
        let list = try TodoList(path: directory.file())
        let ledger = try SyncLedger(path: directory.file())
        try ledger.setAccount(
            SyncAccount(server: "https://example.org/dav", user: "ann"), collections: ["todo": "To-Do"],
            records: [TodoList.syncRecords])
        let items = try list.add(contentsOf: ["One", "Two", "Three"])
        try ledger.write { transaction in
            try transaction.markSynced(
                "todo", id: items[1].id, revision: nil, uid: "uid-2", href: "/cal/2.ics", etag: "\"e2\"",
                serverText: nil)
        }
        let (byHref, byUID, missing, pending) = try ledger.read { transaction in
            (
                try transaction.state("todo", href: "/cal/2.ics")?.id, try transaction.state("todo", uid: "uid-2")?.id,
                try transaction.state("todo", href: "/cal/1.ics"), try transaction.pendingStates("todo").map(\.id)
            )
        }
        #expect(byHref == items[1].id && byUID == items[1].id && missing == nil)
        #expect(Set(pending) == [items[0].id, items[2].id])
        #expect(try ledger.pendingCount("todo") == 2)
    }
}
