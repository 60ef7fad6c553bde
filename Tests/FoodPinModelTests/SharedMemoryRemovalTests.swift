import Foundation
import Testing

@testable import FoodPinModel

/// FoodPin makes an empty `-shm` to read a WAL through a connection that cannot write, and takes it
/// away afterwards. SQLite opens a `-shm` by name and locks it only after: two `foodpin add` loops at
/// once (CI, under load) lost a commit when one process unlinked the empty `-shm` another had just
/// opened — the two then kept separate indexes of one WAL. Removal now needs the database itself
/// free of every connection, checked under a lock no connection can hold at the same time.
@Suite("An empty -shm is removed only while nobody opens the database")
struct SharedMemoryRemovalTests {
    let directory = TemporaryDirectory()

    /// A FoodPin database with nothing beside it, and the empty `-shm` a look would make.
    private func databaseWithEmptySharedMemory() throws -> String {
        let path = directory.file()
        do { _ = try directory.store() }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "closing last leaves no journal")
        #expect(SideFiles.makeSharedMemoryIfMissing(path))
        return path
    }

    @Test func anEmptySharedMemoryAConnectionIsOpeningStays() throws {
        let path = try databaseWithEmptySharedMemory()
        let other = try AnotherProgram.holdingSharedLock(path)
        SideFiles.removeUnusedEmptySharedMemory(path)
        #expect(FileManager.default.fileExists(atPath: path + "-shm"), "unlinked under a process opening it")
        other.release()
        SideFiles.removeUnusedEmptySharedMemory(path)
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"), "left behind once nobody had it")
    }

    @Test func theRemovalLockConflictsWithAnyConnection() throws {
        let path = try databaseWithEmptySharedMemory()
        let other = try AnotherProgram.holdingSharedLock(path)
        let descriptor = open(path, O_RDWR)
        #expect(descriptor >= 0)
        #expect(!SharedLocks.lockDatabaseExclusively(descriptor), "taken while another process reads")
        other.release()
        #expect(SharedLocks.lockDatabaseExclusively(descriptor))
        close(descriptor)
        // Released with the descriptor: a connection opens and writes as before.
        let store = try directory.store()
        try store.add(name: "After", type: "T", location: "L")
    }
}
