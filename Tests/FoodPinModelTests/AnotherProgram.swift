import Foundation

@testable import FoodPinModel

/// Another program holding a database open while a test works on it: a Python script (Python's own
/// sqlite3, or raw `fcntl` locks) that prints "ready" once it holds what it holds, then waits until
/// `release()` closes its input.
final class AnotherProgram {
    struct NotReady: Error, CustomStringConvertible {
        var said: String
        var description: String { "the other program did not get ready: “\(said)”" }
    }

    private let process = Process()
    private let input = Pipe()
    private var running = false

    /// Its process id (as an error naming the process that holds a file shows it).
    var processIdentifier: Int32 { process.processIdentifier }

    /// Runs `script` with `path` as `sys.argv[1]`; returns once it printed "ready".
    /// - Throws: `NotReady` (with what it printed) when it exits or prints anything else first.
    init(_ script: String, path: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sys\n" + script + "\nprint('ready', flush=True)\nsys.stdin.read()", path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        running = true
        let said = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard said.hasPrefix("ready") else {
            release()
            throw NotReady(said: said)
        }
    }

    /// A connection of Python's sqlite3 module with the database open (it has read a table).
    static func reading(_ path: String) throws -> AnotherProgram {
        try AnotherProgram(
            "import sqlite3\nc = sqlite3.connect(sys.argv[1])\nc.execute('SELECT count(*) FROM restaurant').fetchall()",
            path: path)
    }

    /// SQLite's SHARED lock on the database and nothing else — what a connection holds from before
    /// it opens the `-shm` until it closes.
    static func holdingSharedLock(_ path: String) throws -> AnotherProgram {
        try AnotherProgram(
            "import fcntl, os\nfd = os.open(sys.argv[1], os.O_RDONLY)\nfcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 510, 0x40000002, 0)",
            path: path)
    }

    /// Lets the program end (its input closed; it closes what it holds as it exits) and waits for it.
    func release() {
        guard running else { return }
        running = false
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit { release() }
}

/// Makes `path` as the FoodPin of schema `version` left it, holding one favourite restaurant `name`
/// (Cafe, Sydney); returns the connection, for a test to add what that version had besides.
func databaseFromSchema(_ version: Int, at path: String, restaurant id: UUID, named name: String) throws
    -> SQLiteConnection
{
    try DatabaseFile.prepare(path)
    let old = try SQLiteConnection(path: path)
    for step in Schema.migrations[..<version] { try old.execute(step) }
    try old.execute("PRAGMA user_version = \(version)")
    try old.prepare(
        """
        INSERT INTO restaurant (id, position, name, type, location, is_favorite, created_at)
        VALUES (?, 1, ?, 'Cafe', 'Sydney', 1, 0)
        """
    ).bind(id, name).run()
    return old
}
