import Foundation
import Testing

@testable import FoodPinModel

/// What a presentation of a long list reads instead of `all()`, and the command line's lookup in SQL.
@Suite("Identifiers, restaurants by id, lookup")
struct IdentifierQueryTests {
    let directory = TemporaryDirectory()

    @Test func identifiersAreTheDisplayOrderThroughDeletesAndRestores() throws {
        let store = try directory.store()
        try store.addSynthetic(count: 300)
        #expect(try store.identifiers() == store.all().map(\.id))
        let all = try store.all()
        let deletion = try store.delete(ids: [all[3].id, all[200].id])
        #expect(try store.identifiers() == all.map(\.id).filter { $0 != all[3].id && $0 != all[200].id })
        try store.restore(deletion)
        #expect(try store.identifiers() == all.map(\.id))
        #expect(try directory.store(seeding: false).identifiers().count == 321)
    }

    /// The first page a window shows before it reads the whole order: the order's head, whatever the
    /// limit (none, more than there are, nonsense).
    @Test func theFirstIdentifiersAreTheHeadOfTheOrder() throws {
        let store = try directory.store()
        try store.addSynthetic(count: 100)
        let all = try store.identifiers()
        try store.delete(ids: [all[1]])
        let now = try store.identifiers()
        #expect(try store.identifiers(limit: 60) == Array(now.prefix(60)))
        #expect(try store.identifiers(limit: 1_000) == now)
        #expect(try store.identifiers(limit: 0).isEmpty)
        #expect(try store.identifiers(limit: -5).isEmpty)
    }

    @Test func identifiersAreReadFromTheOrderIndexAlone() throws {
        let store = try directory.store()
        let plan = try store.connection.prepare("EXPLAIN QUERY PLAN SELECT id FROM restaurant \(RestaurantStore.order)")
            .map { $0.string(3) }
        #expect(plan == ["SCAN restaurant USING COVERING INDEX restaurant_order"])
    }

    @Test func restaurantsWithIDsReadsExactlyTheOnesAskedForAcrossBatches() throws {
        let store = try directory.store()
        try store.addSynthetic(count: 500)
        let all = try store.all()
        let wanted = stride(from: 0, to: all.count, by: 3).map { all[$0] }  // 174: several batches
        #expect(wanted.count > 2 * RestaurantStore.batchSize)
        let unknown = UUID()
        let found = try store.restaurants(withIDs: wanted.map(\.id) + [unknown])
        #expect(found.count == wanted.count)
        #expect(wanted.allSatisfy { found[$0.id] == $0 })
        #expect(found[unknown] == nil)
        #expect(try store.restaurants(withIDs: []).isEmpty)
        // One short batch: the parameters left over from a longer one must not match.
        #expect(
            try store.restaurants(withIDs: [all[1].id]).keys.sorted { $0.uuidString < $1.uuidString } == [all[1].id])
    }

    @Test func favoritesAreInOrder() throws {
        let store = try directory.store()
        let all = try store.all()
        for index in [9, 2, 15] { try store.setFavorite(true, for: all[index].id) }
        #expect(try store.favorites().map(\.id) == [all[2].id, all[9].id, all[15].id])
    }

    @Test func findMatchesNamesIgnoringCaseBeyondASCII() throws {
        let store = try directory.store(seeding: false)
        let cafe = try store.add(name: "Café Größe", type: "T", location: "L")
        try store.add(name: "Cafe Grosse", type: "T", location: "L")
        #expect(try store.find(nameOrID: "CAFÉ GRÖßE") == cafe)
        #expect(try store.find(nameOrID: "café größe") == cafe)
        #expect(try store.find(nameOrID: "cafe grosse").name == "Cafe Grosse")
        #expect(throws: StoreError.notFound(query: "Café")) { try store.find(nameOrID: "Café") }
    }

    @Test func findByIDPrefixWithOrWithoutHyphensInAnyCase() throws {
        let store = try directory.store(seeding: false)
        let first = try store.add(name: "A", type: "T", location: "L")
        let text = first.id.uuidString  // upper case, with hyphens
        #expect(try store.find(nameOrID: String(text.prefix(13))) == first)  // "xxxxxxxx-xxxx"
        #expect(try store.find(nameOrID: String(text.prefix(14)).lowercased()) == first)
        #expect(try store.find(nameOrID: String(text.prefix(9))) == first)  // ends on a hyphen
        #expect(throws: StoreError.notFound(query: "ab-cd")) { try store.find(nameOrID: "ab-cd") }
        #expect(throws: StoreError.notFound(query: "abc")) { try store.find(nameOrID: "abc") }
        // Fullwidth digits are hexadecimal to Swift, not in an id.
        #expect(throws: StoreError.notFound(query: "０１９０")) { try store.find(nameOrID: "０１９０") }
        // Time-ordered ids made together share their first digits: the prefix is ambiguous.
        let second = try store.add(name: "B", type: "T", location: "L")
        do {
            _ = try store.find(nameOrID: String(text.prefix(4)))
            Issue.record("expected ambiguity")
        } catch {
            guard case .ambiguous(_, let candidates) = error else { Issue.record("\(error)"); return }
            #expect(candidates == [first, second])
        }
    }

    @Test func idRangeCoversExactlyThePrefix() throws {
        let lowest = try #require(RestaurantStore.idRange(prefix: "0190a"))
        #expect(lowest.lowest.uuidString == "0190A000-0000-0000-0000-000000000000")
        #expect(lowest.highest.uuidString == "0190AFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")
        #expect(RestaurantStore.idRange(prefix: "0190a-") == nil)  // a hyphen where a digit goes
        let full = "0190a3c4-1b2c-7d3e-8f40-123456789abc"
        #expect(RestaurantStore.idRange(prefix: full)?.lowest.uuidString.lowercased() == full)
        #expect(RestaurantStore.idRange(prefix: full + "0") == nil)
    }

    @Test func versionTwoDatabaseGetsTheOrderIndex() throws {
        let path = directory.file()
        try DatabaseFile.prepare(path)
        let old = try SQLiteConnection(path: path)
        try old.execute(Schema.migrations[0])
        try old.execute(Schema.migrations[1])
        try old.execute("PRAGMA user_version = 2")
        let id = UUID()
        try old.prepare(
            "INSERT INTO restaurant (id, position, name, type, location, created_at) VALUES (?, 1, 'Old', 'T', 'L', 0)"
        )
        .bind(id).run()
        _ = consume old

        let store = try RestaurantStore(path: path, seedingSamples: false)
        let indexes = try store.connection.prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'restaurant' AND sql IS NOT NULL"
        )
        .map { $0.string(0) }
        // The order index replaced the one by position (later versions add indexes of their own).
        #expect(indexes.contains("restaurant_order") && !indexes.contains("restaurant_by_position"))
        #expect(try store.identifiers() == [id])
    }
}
