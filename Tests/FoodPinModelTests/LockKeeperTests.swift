import Foundation
import Testing

@testable import FoodPinModel

/// Closing any descriptor of a file drops every POSIX lock the process holds on it, and GTK's file
/// chooser opens each file of a folder it shows. A window whose database was opened and closed that
/// way looked to other programs like no user at all: the next one to close deleted its WAL, and the
/// window's later changes went into the deleted file. The change monitor puts the locks back.
@Suite("Locks dropped by another part of the process are put back")
struct LockKeeperTests {
    let directory = TemporaryDirectory()

    @Test func aDroppedLockIsPutBackAndAnotherProgramClosingLastLeavesTheJournal() throws {
        let path = directory.file()
        let store = try directory.store()
        let file = try #require(store.connection.file)
        let watching = store.observeIdentifiers(on: DispatchQueue(label: "observer")) { _ in }
        // Another program with the database open, which closes once told to (it is then the last).
        let other = try AnotherProgram.reading(path)
        let holds = { SharedLocks.thisProcessHolds(file, memory: OpenFiles.id(of: path + "-shm")) }
        #expect(holds() == (true, true))

        // What a file chooser showing the folder does to each file in it.
        for name in [path, path + "-shm"] {
            let descriptor = open(name, O_RDONLY)
            var first: UInt8 = 0
            _ = read(descriptor, &first, 1)
            close(descriptor)
        }
        #expect(holds() == (false, false), "the test no longer drops the locks it means to")
        #expect(waitUntil { holds() == (true, true) }, "the locks were not put back")

        other.release()
        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "the other program deleted the WAL in use")
        try store.add(name: "After The Chooser", type: "T", location: "L")
        let seen = try SQLiteConnection(path: path, mode: .readOnly)
        #expect(try seen.integer("SELECT count(*) FROM restaurant WHERE name = 'After The Chooser'") == 1)
        withExtendedLifetime(watching) {}
    }
}
