import Foundation
import Testing

@testable import FoodPinModel

/// A fresh directory under the system temp directory, removed when released.
final class TemporaryDirectory {
    let path: String

    init() {
        var template = Array(
            (URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("foodpin-model-XXXXXX").path)
                .utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the directory.
    func file(_ name: String = "test.sqlite3") -> String { path + "/" + name }

    /// A store on `file()`: the samples on its first launch unless `seeding` is false.
    func store(seeding: Bool = true) throws -> RestaurantStore {
        try RestaurantStore(path: file(), seedingSamples: seeding)
    }
}

/// Text that has broken naive SQL and text handling elsewhere: quotes, SQL, emoji, right-to-left
/// script, control characters (no NUL) and a 10,000-character string.
let hostileTexts: [String] = [
    "O'Brien's \"Best\" `Bar`",
    "Robert'); DROP TABLE restaurant;--",
    "%_\\ LIKE '%'",
    "🍜 Ramen 🇯🇵 👩‍👩‍👧‍👦",
    "مطعم الشرق — שלום",
    "tab\there\u{01}\u{1F}\u{7F}bell\u{07}",
    "line one\nline two\r\nthree",
    String(repeating: "x", count: 9_990) + "0123456789",
]

/// Runs one SQL statement on the database at `path` from another process (Python's sqlite3 module,
/// installed with the test dependencies), as a second program writing the same file would.
func executeInAnotherProcess(_ sql: String, on path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    child.arguments = [
        "-c", "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1], timeout=5)\nc.execute(sys.argv[2])\nc.commit()",
        path, sql,
    ]
    try child.run()
    child.waitUntilExit()
    #expect(child.terminationStatus == 0, "python3 could not write \(path)", sourceLocation: sourceLocation)
}

func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

func permissions(_ path: String) -> Int {
    var status = stat()
    stat(path, &status)
    return Int(status.st_mode & 0o777)
}

/// `seconds` times `UITEST_TIMEOUT_SCALE` (as every timeout of the UI tests): for the deadlines of
/// waits that only bound a failure, and for holds.
func scaled(_ seconds: Double) -> Double {
    seconds * (ProcessInfo.processInfo.environment["UITEST_TIMEOUT_SCALE"].flatMap(Double.init).map { max($0, 0) } ?? 1)
}

/// Lets `seconds` (scaled) pass on purpose, and says why: for a test that gives another thread the
/// chance to do the wrong thing (a check that something does not happen), never to wait for something.
func holdStill(for seconds: Double, because reason: String) {
    Thread.sleep(forTimeInterval: scaled(seconds))
}

/// Polls `condition` (every 10 ms, as SQLite's own busy handler does) until it holds or `timeout`
/// (scaled) seconds pass; returns whether it held.
func waitUntil(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: scaled(timeout))
    while !condition() {
        guard Date() < deadline else { return false }
        usleep(10_000)
    }
    return true
}

/// Runs the main run loop (where `observeOnMain` delivers) until `condition` holds or `timeout`
/// (scaled) seconds pass; returns whether it held. Call it on the main thread.
@discardableResult
func runMainLoop(timeout: Double = 5, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: scaled(timeout))
    while !condition() {
        guard Date() < deadline else { return false }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }
    return true
}
