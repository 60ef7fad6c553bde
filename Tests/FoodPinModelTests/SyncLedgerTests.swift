import Foundation
import Testing

@testable import FoodPinModel

/// The sync state beside the to-do list: edits counted by the triggers (window and command line
/// alike), tombstones for deletes, nothing at all without an account.
@Suite("Sync ledger")
struct SyncLedgerTests {
    let directory = TemporaryDirectory()

    private func signedIn() throws -> (TodoList, SyncLedger) {
        let list = try TodoList(path: directory.file())
        let ledger = try SyncLedger(path: directory.file())
        try ledger.setAccount(
            SyncAccount(server: "https://example.org/dav", user: "ann"), collections: ["todo": "To-Do"],
            records: [TodoList.syncRecords])
        return (list, ledger)
    }

    private func pending(_ ledger: SyncLedger) throws -> [SyncItemState] {
        try ledger.read { try $0.pendingStates("todo") }
    }

    @Test func withoutAnAccountNothingIsWritten() throws {
        let list = try TodoList(path: directory.file())
        let item = try list.add("Buy milk")
        try list.rename(item.id, to: "Buy oat milk")
        try list.setDone([item.id], true)
        try list.remove(id: item.id)
        #expect(try list.connection.integer("SELECT count(*) FROM sync_item") == 0)
    }

    @Test func signingInCountsEveryExistingItemAsUnsent() throws {
        let list = try TodoList(path: directory.file())
        try list.add(contentsOf: ["One", "Two"])
        let ledger = try SyncLedger(path: directory.file())
        try ledger.setAccount(
            SyncAccount(server: "https://example.org/dav", user: "ann"), collections: ["todo": "To-Do"],
            records: [TodoList.syncRecords])
        #expect(try pending(ledger).count == 2)
        #expect(try ledger.account == SyncAccount(server: "https://example.org/dav", user: "ann"))
    }

    @Test func everyLocalEditMarksTheItemPending() throws {
        let (list, ledger) = try signedIn()
        let items = try list.add(contentsOf: ["One", "Two", "Three"])
        try ledger.write { transaction in
            for item in items {
                try transaction.markSynced(
                    "todo", id: item.id, revision: nil, uid: nil, href: "/c/\(item.id).ics", etag: "\"1\"",
                    serverText: "")
            }
        }
        #expect(try pending(ledger).isEmpty)
        try list.rename(items[0].id, to: "One!")
        try list.setDone([items[1].id], true)
        try list.move(items[2].id, after: nil, before: items[0].id)
        #expect(Set(try pending(ledger).map(\.id)) == Set(items.map(\.id)))
    }

    @Test func anEditDuringARequestStaysPending() throws {
        let (list, ledger) = try signedIn()
        let item = try list.add("One")
        let sent = try #require(try pending(ledger).first)
        try list.rename(item.id, to: "Edited while the PUT was in flight")
        try ledger.write {
            try $0.markSynced(
                "todo", id: item.id, revision: sent.revision, uid: nil, href: "/c/1.ics", etag: "\"1\"", serverText: "")
        }
        #expect(try pending(ledger).map(\.id) == [item.id])
    }

    @Test func deletesLeaveTombstonesOnlyForItemsOnTheServer() throws {
        let (list, ledger) = try signedIn()
        let items = try list.add(contentsOf: ["Never sent", "Sent"])
        try ledger.write {
            try $0.markSynced(
                "todo", id: items[1].id, revision: nil, uid: nil, href: "/c/2.ics", etag: "\"1\"", serverText: "")
        }
        let deletion = try list.remove(ids: items.map(\.id))
        let states = try pending(ledger)
        #expect(states.map(\.id) == [items[1].id] && states.first?.isDeleted == true)
        // Undo brings it back, pending as an edit of what the server has.
        try list.restore(deletion)
        let restored = try ledger.read { try $0.state("todo", id: items[1].id) }
        #expect(restored?.isDeleted == false && restored?.href == "/c/2.ics" && restored?.isPending == true)
    }

    @Test func removingTheAccountKeepsEveryItem() throws {
        let (list, ledger) = try signedIn()
        try list.add(contentsOf: ["One", "Two"])
        try ledger.removeAccount()
        #expect(try ledger.account == nil)
        #expect(try list.items.map(\.text) == ["One", "Two"])
        #expect(try list.connection.integer("SELECT count(*) FROM sync_item") == 0)
    }

    @Test func theMigratedFileIsStillOurs() throws {
        _ = try signedIn()
        #expect(throws: Never.self) { try DatabaseOwnership.inspect(directory.file()) }
        #expect(try TodoList(path: directory.file()).connection.integer("PRAGMA user_version") == Schema.current)
    }
}
