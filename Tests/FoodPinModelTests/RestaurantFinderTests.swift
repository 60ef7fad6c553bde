import Foundation
import Testing

@testable import FoodPinModel

/// Issue 31: what GNOME Shell's search reads — the window's matching, a handful of results, and a file
/// that is never written, created or left with a side file, whatever it is.
@Suite("Finding restaurants without writing")
struct RestaurantFinderTests {
    let directory = TemporaryDirectory()

    /// Every file of the directory with its bytes.
    func contents() -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, fileBytes(directory.path + "/" + $0) ?? Data()) })
    }

    /// A closed database (no WAL beside it) holding the tutorial's samples and `extra`.
    func makeDatabase(_ extra: [(String, String, String)] = []) throws -> String {
        let path = directory.file()
        let store = try RestaurantStore(path: path)
        for (name, type, location) in extra { try store.add(name: name, type: type, location: location) }
        return path
    }

    func names(_ ids: [UUID], _ finder: RestaurantFinder) throws -> [String] {
        try finder.restaurants(withIDs: ids).map(\.name)
    }

    @Test func findsByEveryWordInAnyOrderIgnoringCaseAndAccents() throws {
        let finder = RestaurantFinder(path: try makeDatabase([("Café Crème", "Bakery", "Montréal")]))
        #expect(try names(finder.search("cafe creme", limit: 5), finder) == ["Café Crème"])
        #expect(try names(finder.search("MONTREAL bakery", limit: 5), finder) == ["Café Crème"])
        #expect(try names(finder.search("teakha", limit: 5), finder) == ["Teakha"])
        #expect(try finder.search("teakha london", limit: 5).isEmpty)
        #expect(try finder.search("", limit: 5).isEmpty)
        #expect(try finder.search("  \t ", limit: 5).isEmpty)
        #expect(try finder.search("teakha", limit: 0).isEmpty)
    }

    @Test func atMostAHandfulWithNamesFirst() throws {
        let finder = RestaurantFinder(path: try makeDatabase([("Tea Garden", "Cafe", "Kyoto")]))
        // Every sample in Hong Kong matches; only the limit comes back, in the list's order.
        let store = try RestaurantStore(path: finder.path)
        let inHongKong = try store.all().filter { $0.location.contains("Hong Kong") }.map(\.name)
        #expect(inHongKong.count > 5)
        #expect(try names(finder.search("hong kong", limit: 5), finder) == Array(inHongKong.prefix(5)))
        // "tea": the names holding it (Teakha, Tea Garden) before the tea houses that only are one.
        let tea = try names(finder.search("tea", limit: 4), finder)
        #expect(Array(tea.prefix(2)) == ["Teakha", "Tea Garden"])
        #expect(tea.count == 4)
    }

    @Test func restaurantsComeBackInTheOrderAskedWithoutTheMissing() throws {
        let finder = RestaurantFinder(path: try makeDatabase([("Zed", "Bar", "Oslo")]))
        let zed = try #require(try finder.search("zed", limit: 1).first)
        let teakha = try #require(try finder.search("teakha", limit: 1).first)
        let found = try finder.restaurants(withIDs: [zed, UUID(), teakha])
        #expect(found.map(\.name) == ["Zed", "Teakha"])
        #expect(found.first == .init(id: zed, name: "Zed", type: "Bar", location: "Oslo", image: nil))
    }

    @Test func seesWhatAnotherConnectionWritesAtOnce() throws {
        let path = try makeDatabase()
        let finder = RestaurantFinder(path: path)
        #expect(try finder.search("noodle palace", limit: 5).isEmpty)
        let store = try RestaurantStore(path: path)
        let palace = try store.add(name: "Noodle Palace", type: "Soup", location: "Taipei")
        #expect(try finder.search("noodle palace", limit: 5) == [palace.id])
        var renamed = palace
        renamed.name = "Dumpling Palace"
        try store.update(renamed)
        #expect(try finder.search("noodle palace", limit: 5).isEmpty)
        #expect(try names(finder.search("dumpling", limit: 5), finder) == ["Dumpling Palace"])
        _ = try store.delete(ids: [palace.id])
        #expect(try finder.search("dumpling", limit: 5).isEmpty)
        #expect(try finder.restaurants(withIDs: [palace.id]).isEmpty)
    }

    @Test func aClosedDatabaseIsLeftByteIdenticalWithNoSideFile() throws {
        let path = try makeDatabase()
        let before = contents()
        #expect(before.keys.sorted() == ["test.sqlite3"])
        let finder = RestaurantFinder(path: path)
        #expect(try !finder.search("cafe", limit: 5).isEmpty)
        #expect(try finder.restaurants(withIDs: finder.search("cafe", limit: 5)).count > 0)
        #expect(finder.checkNow() == true)
        #expect(contents() == before)
    }

    @Test func aMissingDatabaseIsNotCreated() {
        let path = directory.file("none.sqlite3")
        let finder = RestaurantFinder(path: path)
        #expect(throws: StoreError.noDatabase(path: path)) { try finder.search("cafe", limit: 5) }
        #expect(throws: StoreError.noDatabase(path: path)) { try finder.restaurants(withIDs: [UUID()]) }
        #expect(contents().isEmpty)
    }

    @Test func anEmptyFileHoldsNoRestaurants() throws {
        let path = directory.file()
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let finder = RestaurantFinder(path: path)
        #expect(try finder.search("cafe", limit: 5).isEmpty)
        #expect(contents() == ["test.sqlite3": Data()])
    }

    @Test(arguments: ["DELETE", "WAL"])
    func anotherProgramsDatabaseIsRefusedByteIdentical(journal: String) throws {
        let path = directory.file("other.sqlite3")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute(
                "PRAGMA journal_mode = \(journal); CREATE TABLE restaurant (name); INSERT INTO restaurant VALUES ('cafe')"
            )
        }
        let before = contents()
        let finder = RestaurantFinder(path: path)
        #expect(throws: StoreError.self) { try finder.search("cafe", limit: 5) }
        #expect(throws: StoreError.self) { try finder.restaurants(withIDs: [UUID()]) }
        #expect(contents() == before)
    }

    @Test func textAndGarbageAreRefusedByteIdentical() throws {
        let path = directory.file("notes.sqlite3")
        for bytes in [Data("cafe teakha\n".utf8), Data(DatabaseFile.header) + Data(repeating: 7, count: 4080)] {
            _ = FileManager.default.createFile(atPath: path, contents: bytes)
            #expect(throws: StoreError.self) { try RestaurantFinder(path: path).search("cafe", limit: 5) }
            #expect(contents() == ["notes.sqlite3": bytes])
        }
    }

    @Test func aNewerFoodPinsDatabaseIsRefusedUntouched() throws {
        let path = try makeDatabase()
        try SQLiteConnection(path: path).execute("PRAGMA user_version = \(Schema.current + 1)")
        let before = contents()
        #expect(throws: StoreError.newerSchema(path: path, found: Schema.current + 1, supported: Schema.current)) {
            try RestaurantFinder(path: path).search("cafe", limit: 5)
        }
        #expect(contents() == before)
    }

    /// A database from before ratings is read as it is: the finder never migrates (that would write).
    @Test func anOlderSchemaIsReadWithoutMigrating() throws {
        let step = try #require(Schema.migrations.firstIndex(of: RestaurantStore.ratingMigration))
        let path = directory.file()
        try DatabaseFile.prepare(path)
        do {
            let old = try SQLiteConnection(path: path)
            for migration in Schema.migrations[..<step] { try old.execute(migration) }
            try old.execute("PRAGMA user_version = \(step)")
            try old.prepare(
                "INSERT INTO restaurant (id, position, name, type, location, created_at) VALUES (?, 1, 'Old Cafe', 'Cafe', 'Oslo', 0)"
            ).bind(UUID()).run()
        }
        let before = contents()
        let finder = RestaurantFinder(path: path)
        #expect(try names(finder.search("old", limit: 5), finder) == ["Old Cafe"])
        #expect(contents() == before)
    }

    @Test func whileAStoreHasItOpenTheWALIsReadAndLeftAsItWas() throws {
        let path = try makeDatabase()
        let store = try RestaurantStore(path: path)
        let added = try store.add(name: "Only In The WAL", type: "Cafe", location: "Here")
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        let before = contents()
        let finder = RestaurantFinder(path: path)
        #expect(try finder.search("only wal", limit: 5) == [added.id])
        #expect(finder.checkNow() == true)
        // The database and its WAL byte for byte; the `-shm` is SQLite's shared memory, where every
        // reader marks what it reads.
        let after = contents()
        #expect(after.keys.sorted() == before.keys.sorted())
        for name in ["test.sqlite3", "test.sqlite3-wal"] { #expect(after[name] == before[name], "\(name)") }
    }

    // MARK: - Damage

    /// Overwrites one page of `object` (a table or an index) in the closed database at `path`.
    func damage(_ path: String, pageOf object: String) throws {
        let page: Int
        let pageSize: Int
        do {
            let look = try SQLiteConnection(path: path, mode: .inspection)
            pageSize = try look.integer("PRAGMA page_size")
            page = try #require(
                try look.prepare("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno")
                    .bind(object).map { $0.int(0) }.dropFirst().first)
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64((page - 1) * pageSize))
        var generator = SystemRandomNumberGenerator()
        try handle.write(contentsOf: Data((0..<pageSize).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        try handle.close()
    }

    func manyRestaurants() throws -> String {
        let path = directory.file()
        try RestaurantStore(path: path).addSynthetic(count: 3_000)
        return path
    }

    @Test func damageTheSearchReadsAnswersNothingAndWritesNothing() throws {
        let path = try manyRestaurants()
        try damage(path, pageOf: "restaurant")
        let before = contents()
        let finder = RestaurantFinder(path: path)
        #expect(throws: StoreError.damaged(path: path)) { try finder.search("restaurant", limit: 5) }
        #expect(throws: StoreError.damaged(path: path)) { try finder.restaurants(withIDs: [UUID()]) }
        #expect(contents() == before)
    }

    @Test func damageElsewhereIsFoundByTheCheckAndThenAnswersNothing() throws {
        let path = try manyRestaurants()
        try damage(path, pageOf: "sqlite_autoindex_restaurant_1")
        let before = contents()
        let finder = RestaurantFinder(path: path)
        // The scan never reads the id index: the first answer comes from pages that are sound.
        #expect(try finder.search("restaurant 12", limit: 5).count == 5)
        #expect(finder.checkNow() == false)
        #expect(throws: StoreError.damaged(path: path)) { try finder.search("restaurant 12", limit: 5) }
        #expect(throws: StoreError.damaged(path: path)) { try finder.restaurants(withIDs: [UUID()]) }
        #expect(contents() == before)
    }

    /// The rowid is only a hint of the number of rows, and any program that writes the file may give a
    /// row any rowid: the largest one SQLite allows must not make the Shell's search trap (reserving
    /// 40 bytes for each of 2^63 rows overflowed) or ask for more memory than the file could fill.
    @Test func aRowidNearTheLimitIsNoReasonToTrap() throws {
        let path = try makeDatabase([("Zed", "Bar", "Oslo")])
        try SQLiteConnection(path: path).execute(
            "UPDATE restaurant SET rowid = 9223372036854775807 WHERE name = 'Zed'")
        let finder = RestaurantFinder(path: path)
        #expect(try names(finder.search("zed", limit: 5), finder) == ["Zed"])
    }
}

@Suite("Where a reader looks for the database")
struct DatabaseLookupTests {
    let directory = TemporaryDirectory()

    @Test func theSameOrderAsResolveButNothingIsCreated() throws {
        let data = directory.path + "/data"
        #expect(DatabaseLocation.path(explicitPath: "/flag/db", environment: ["FOODPIN_DB": "/env/db"]) == "/flag/db")
        #expect(DatabaseLocation.path(explicitPath: nil, environment: ["FOODPIN_DB": "/env/db"]) == "/env/db")
        let environment = ["XDG_DATA_HOME": data]
        #expect(DatabaseLocation.path(explicitPath: nil, environment: environment) == data + "/foodpin/foodpin.sqlite3")
        #expect(!FileManager.default.fileExists(atPath: data))
        #expect(
            try DatabaseLocation.resolve(explicitPath: nil, environment: environment)
                == DatabaseLocation.path(explicitPath: nil, environment: environment))
    }
}

@Suite("The finder's index is the window's")
struct FinderIndexTests {
    let directory = TemporaryDirectory()

    /// Folded from SQLite's bytes, it holds exactly what `RestaurantSearchIndex(entries)` makes of the
    /// same restaurants: hostile text, accents, tabs and all.
    @Test func readIndexFoldsAsTheEntriesDo() throws {
        let store = try directory.store()
        for (offset, text) in hostileTexts.enumerated() {
            try store.add(name: text, type: "Café\tCrème \(offset)", location: "ÅSA İstanbul")
        }
        // A delete undone puts a restaurant back at its place under a new rowid: the table's own order
        // is no longer the list's.
        let second = try #require(try store.all().dropFirst().first)
        try store.restore(store.delete(ids: [second.id]))
        #expect(try store.all().dropFirst().first?.id == second.id)
        let fast = try RestaurantFinder.readIndex(SQLiteConnection(path: store.path, mode: .readOnly))
        let reference = RestaurantSearchIndex(try store.all().map(RestaurantSearchIndex.Entry.init))
        #expect(fast.identifiers == reference.identifiers)
        #expect(fast.favorites == reference.favorites)
        #expect(fast.starts == reference.starts)
        #expect(fast.text == reference.text)
    }
}
