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

    /// Another process holding SQLite's SHARED lock on `path` — what a connection holds from before it
    /// opens the `-shm` until it closes — until its input is closed.
    private func holdSharedLock(on path: String) throws -> (Process, Pipe) {
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        other.arguments = [
            "-c",
            """
            import fcntl, os, sys
            fd = os.open(sys.argv[1], os.O_RDONLY)
            fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 510, 0x40000002, 0)
            print('locked', flush=True)
            sys.stdin.read()
            """,
            path,
        ]
        let input = Pipe(), output = Pipe()
        other.standardInput = input
        other.standardOutput = output
        try other.run()
        #expect(String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).hasPrefix("locked"))
        return (other, input)
    }

    @Test func anEmptySharedMemoryAConnectionIsOpeningStays() throws {
        let path = try databaseWithEmptySharedMemory()
        let (other, input) = try holdSharedLock(on: path)
        SideFiles.removeUnusedEmptySharedMemory(path)
        #expect(FileManager.default.fileExists(atPath: path + "-shm"), "unlinked under a process opening it")
        try input.fileHandleForWriting.close()
        other.waitUntilExit()
        SideFiles.removeUnusedEmptySharedMemory(path)
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"), "left behind once nobody had it")
    }

    @Test func theRemovalLockConflictsWithAnyConnection() throws {
        let path = try databaseWithEmptySharedMemory()
        let (other, input) = try holdSharedLock(on: path)
        let descriptor = open(path, O_RDWR)
        #expect(descriptor >= 0)
        #expect(!SharedLocks.lockDatabaseExclusively(descriptor), "taken while another process reads")
        try input.fileHandleForWriting.close()
        other.waitUntilExit()
        #expect(SharedLocks.lockDatabaseExclusively(descriptor))
        close(descriptor)
        // Released with the descriptor: a connection opens and writes as before.
        let store = try directory.store()
        try store.add(name: "After", type: "T", location: "L")
    }
}
