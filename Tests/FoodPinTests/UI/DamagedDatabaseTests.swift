import Foundation
import UITestSupport
import XCTest

@testable import FoodPinModel

/// Issue 9 in the window: a damaged database shows the problem page — at launch, or as soon as damage
/// is met later — and is never written again; the page's text stays whole.
final class DamagedDatabaseTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }

    /// A database of 3,000 restaurants, closed, in a directory of its own.
    private func makeDatabase() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = directory.appendingPathComponent("foodpin.sqlite3")
        try RestaurantStore(path: database.path).addSynthetic(count: 3_000)
        return database
    }

    /// Overwrites page `number` (1-based) of the file with bytes no b-tree page starts with.
    private func overwritePage(_ number: Int, of database: URL) throws {
        let handle = try FileHandle(forUpdating: database)
        try handle.seek(toOffset: UInt64((number - 1) * 4096))
        try handle.write(contentsOf: Data(repeating: 0xEE, count: 4096))
        try handle.close()
    }

    func testADamagedDatabaseShowsTheProblemPageAndIsNeverWritten() throws {
        let database = try makeDatabase()
        let pages = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: database.path)[.size] as? Int) / 4096
        try overwritePage(pages / 2, of: database)
        let before = try Data(contentsOf: database)

        let app = try launch(existingDatabase: database)
        _ = try app.window.waitForFirst(
            role: "label", nameContains: "It is damaged. FoodPin will not write to it again")
        _ = try app.window.waitForFirst(role: "push button", name: "Move Aside and Start Fresh") { _ in true }
        XCTAssertNil(
            app.window.first(role: "push button", name: "Restore Sample Restaurants", onScreenOnly: true),
            "the empty state (whose button writes the samples) must not be offered")
        try app.screenshot("damaged-database")
        app.process.terminate()
        XCTAssertEqual(try Data(contentsOf: database), before, "the damaged file was written")
    }

    func testDamageMetAfterTheWindowOpenedSwitchesToTheProblemPage() throws {
        let database = try makeDatabase()
        let app = try launch(existingDatabase: database)
        _ = try app.waitForRow(named: "Cafe Deadend")
        // Every committed page into the file, then a leaf of the order index (which every change
        // re-reads) overwritten, then a change by another program so that the window reads it.
        let other = try SQLiteConnection(path: database.path)
        try other.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let leaf = try XCTUnwrap(
            try other.prepare(
                "SELECT pageno FROM dbstat WHERE name = 'restaurant_order' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1"
            )
            .first { $0.int(0) })
        try overwritePage(leaf, of: database)
        try other.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('poke', '1')")
        _ = try app.window.waitForFirst(
            role: "label", nameContains: "It is damaged. FoodPin will not write to it again")
        XCTAssertNil(app.row(named: "Cafe Deadend"), "the list stayed after the damage was found")
    }

    /// XDG_DATA_HOME names a file: the default folder cannot be made. The reason reads whole (it once
    /// lost every space: "Cannotcreate/tmp/…").
    func testAnUncreatableDataFolderIsExplainedInWholeWords() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-blocker-\(UUID().uuidString)")
        try Data("x".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let process = try AppProcess(
            product: "foodpin", environment: ["FOODPIN_DB": "", "XDG_DATA_HOME": blocker.path])
        addTeardownBlock { process.terminate() }
        let window = try process.waitForWindow(title: "FoodPin")
        _ = try window.waitForFirst(
            role: "label",
            nameContains:
                "Cannot create \(blocker.path): a file with that name exists and is not a directory.")
    }
}
