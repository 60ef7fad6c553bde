import Foundation
import Testing

@testable import FoodPinModel

@Suite("Schema versions and the database location")
struct SchemaTests {
    let directory = TemporaryDirectory()

    @Test func newDatabaseIsAtCurrentVersion() throws {
        let store = try directory.store()
        #expect(try store.connection.integer("PRAGMA user_version") == Schema.current)
    }

    @Test func versionOneDatabaseIsMigratedKeepingItsRows() throws {
        let path = directory.file()
        try DatabaseFile.prepare(path)
        let old = try SQLiteConnection(path: path)
        try old.execute(Schema.migrations[0])
        try old.execute("PRAGMA user_version = 1")
        try old.prepare(
            "INSERT INTO restaurant (id, position, name, type, location, created_at) VALUES (?, 1, 'Old', 'T', 'L', 0)"
        )
        .bind(UUID()).run()
        _ = consume old

        let list = try TodoList(path: path)
        try list.add("works after the migration")
        #expect(try list.connection.integer("PRAGMA user_version") == Schema.current)
        let store = try RestaurantStore(path: path)
        #expect(try store.all().first?.name == "Old")
        // Made before FoodPin stamped its files, it carries the stamp now.
        #expect(try store.connection.integer("PRAGMA application_id") == DatabaseOwnership.applicationID)
    }

    /// Every version a released FoodPin may have left on disk — not only the one before the latest
    /// step — opens, migrates to `current`, and keeps its restaurant and its to-do. The four steps
    /// appended this round came from four branches; this fails if one of them leans on a table,
    /// column or trigger that only a later step makes, or drops what an earlier one wrote.
    @Test(arguments: 1..<Schema.current)
    func everyEarlierVersionMigratesKeepingItsRows(version: Int) throws {
        let path = directory.file("v\(version).sqlite3")
        let restaurant = UUID()
        let todo = UUID()
        do {
            let old = try databaseFromSchema(version, at: path, restaurant: restaurant, named: "Old")
            if version >= 2 {
                try old.prepare("INSERT INTO todo_item (id, position, text, created_at) VALUES (?, 1, 'Old to-do', 0)")
                    .bind(todo).run()
            }
        }
        let store = try RestaurantStore(path: path)
        #expect(try store.connection.integer("PRAGMA user_version") == Schema.current)
        #expect(try store.connection.integer("PRAGMA application_id") == DatabaseOwnership.applicationID)
        let kept = try #require(try store.restaurant(id: restaurant))
        #expect(kept.name == "Old" && kept.isFavorite && kept.rating == nil && kept.coordinate == nil)
        try store.setRating(.good, for: restaurant)
        try store.setCoordinate(Coordinate(latitude: 1, longitude: 2)!, for: restaurant)
        let list = try TodoList(path: path)
        if version >= 2 { #expect(try list.items.map(\.text) == ["Old to-do"]) }
        try list.add("after the migration")
        #expect(try RestaurantStore(path: path).restaurant(id: restaurant)?.rating == .good)
    }

    @Test func explicitPathWinsOverEnvironment() throws {
        let environment = ["FOODPIN_DB": "/env/db", "XDG_DATA_HOME": directory.path, "HOME": "/home/x"]
        #expect(try DatabaseLocation.resolve(explicitPath: "/flag/db", environment: environment) == "/flag/db")
        #expect(try DatabaseLocation.resolve(explicitPath: nil, environment: environment) == "/env/db")
    }

    @Test func defaultLocationIsCreatedPrivate() throws {
        let data = directory.path + "/data"
        let path = try DatabaseLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": data])
        #expect(path == data + "/foodpin/foodpin.sqlite3")
        #expect(permissions(data + "/foodpin") == 0o700)
        #expect(permissions(data) == 0o700)
    }

    @Test func relativeXDGDataHomeIsIgnored() {
        let directory = DatabaseLocation.defaultDirectory(environment: [
            "XDG_DATA_HOME": "relative", "HOME": "/home/ann",
        ])
        #expect(directory == "/home/ann/.local/share/foodpin")
    }

    @Test func uncreatableDefaultDirectoryIsAClearError() throws {
        let blocker = directory.file("blocker")
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
        #expect(throws: StoreError.self) {
            _ = try DatabaseLocation.resolve(explicitPath: nil, environment: ["XDG_DATA_HOME": blocker])
        }
        #expect(fileBytes(blocker) == Data("x".utf8))
    }
}
