import FoodPinModel
import Foundation
import Testing
import UITestSupport

/// A second store opened in the same process must not drop the first one's SQLite locks: if it did,
/// another process closing its connection would think it was the last user and delete the WAL
/// under the open window.
@Suite("Two stores in one process keep their locks")
struct InProcessLockTests {
    @Test func anotherProcessLeavesTheWALOfAnOpenDatabaseInPlace() throws {
        let scratch = ScratchDirectory()
        let path = scratch.path + "/foodpin.sqlite3"
        let first = try RestaurantStore(path: path)
        let second = try RestaurantStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))

        let cli = try CommandRunner("foodpin", home: scratch.path)
        let added = try cli.run([
            "add", "--name", "Late Night Ramen", "--type", "Japanese", "--location", "Tokyo", "--db", path,
        ])
        #expect(added.status == 0, "\(added)")

        #expect(
            FileManager.default.fileExists(atPath: path + "-wal"),
            "the other process deleted the WAL of a database this process holds open")
        #expect(try first.all().contains { $0.name == "Late Night Ramen" })
        #expect(try first.integrityCheck() == ["ok"])
        withExtendedLifetime(second) {}
    }
}
