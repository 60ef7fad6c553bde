import Foundation
import UITestSupport
import XCTest

/// Issue 31, as GNOME Shell meets it: `gdbus call` on a session bus of the test's own, which starts
/// FoodPin by D-Bus activation from its service file, with a real database, a damaged one, another
/// program's and none. The database file is byte for byte the same afterwards (sha256), and no side
/// file is left beside it.
final class SearchProviderBusTests: XCTestCase {
    let scratch = ScratchDirectory()
    var folder: String { scratch.path + "/data/foodpin" }
    var db: String { folder + "/foodpin.sqlite3" }
    static let teakha = "5a3b1e00-f00d-4000-8000-000000000003"

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("the app needs an X display: run the tests through scripts/with-display.sh")
            throw XCTSkip("no display")
        }
    }

    func foodpin(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments + ["--db", db])
    }

    /// Every file of the database's folder by name, with the sha256 of its bytes (`sha256sum`).
    func fingerprint() -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map { name in
                let sum = try? Subprocess.run("sha256sum", ["--", folder + "/" + name])
                return (name, String(sum?.text.prefix(64) ?? "unreadable"))
            })
    }

    /// Whether a window of process `pid` is on the screen.
    func hasWindow(_ pid: Int32) -> Bool {
        (try? Input.xdotool(["search", "--onlyvisible", "--pid", String(pid)]))?.isEmpty == false
    }

    // MARK: - A real database

    func testTheShellFindsARestaurantAndOpensTheApp() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try foodpin(["restore-samples"]).status, 0)
        XCTAssertEqual(
            try foodpin(["add", "--name", "Café Crème", "--type", "Bakery", "--location", "Montréal"]).status, 0)
        let before = fingerprint()
        XCTAssertEqual(before.keys.sorted(), ["foodpin.sqlite3"])

        let bus = try PrivateSessionBus(home: scratch.path)
        defer { bus.stop() }
        XCTAssertEqual(try bus.search("GetInitialResultSet", "['teakha']"), "(['\(Self.teakha)'],)\n")
        XCTAssertEqual(try bus.search("GetInitialResultSet", "['kong', 'KHA']"), "(['\(Self.teakha)'],)\n")
        let creme = try bus.search("GetInitialResultSet", "['creme', 'montreal']")
        XCTAssertEqual(creme.components(separatedBy: "'").count, 3, "one result: \(creme)")
        let many = try bus.search("GetInitialResultSet", "['hong', 'kong']")
        XCTAssertEqual(many.components(separatedBy: "', '").count, 5, "a handful: \(many)")
        XCTAssertEqual(try bus.search("GetSubsearchResultSet", "['x']", "['tea', 'kha']"), "(['\(Self.teakha)'],)\n")
        XCTAssertEqual(try bus.search("GetInitialResultSet", "['nothing', 'like', 'it']"), "(@as [],)\n")

        let metas = try bus.search("GetResultMetas", "['\(Self.teakha)', 'not-an-id']")
        XCTAssertTrue(metas.hasPrefix("([{'id': <'\(Self.teakha)'>, 'name': <'Teakha'>"), metas)
        XCTAssertTrue(metas.contains("'description': <'Tea House · Hong Kong'>"), metas)
        XCTAssertTrue(
            metas.contains("'icon': <('bytes', <[byte 0x89, 0x50, 0x4e, 0x47"), "a PNG icon: \(metas.prefix(300))")
        XCTAssertEqual(metas.components(separatedBy: "'id'").count, 2, "the malformed id is left out")

        // Everything above only read: the file as it was, nothing beside it.
        XCTAssertEqual(fingerprint(), before)

        // Choosing a result brings the app's window up (a search in FoodPin too).
        let pid = try bus.providerPID()
        XCTAssertFalse(hasWindow(pid), "a search alone opens no window")
        XCTAssertEqual(try bus.search("ActivateResult", "'\(Self.teakha)'", "['teakha']", "0"), "()\n")
        try eventually(timeout: 20, "ActivateResult brought up no window") { hasWindow(pid) }
        XCTAssertEqual(try bus.search("LaunchSearch", "['tea']", "0"), "()\n")
        XCTAssertEqual(try bus.providerPID(), pid, "one app: the activated one")
        bus.stop()
        try eventually(timeout: 20, "the app did not end") { kill(pid, 0) != 0 }
        XCTAssertEqual(fingerprint()["foodpin.sqlite3"], before["foodpin.sqlite3"], "opening the window wrote nothing")
    }

    // MARK: - Files that are not sound

    /// Asks as the Shell asks and checks that nothing is answered, nothing written, and the app still
    /// comes up (where it says what is wrong with the file) when a result would be chosen.
    func expectNothingFound(sourceLocation file: StaticString = #filePath, line: UInt = #line) throws {
        let before = fingerprint()
        let bus = try PrivateSessionBus(home: scratch.path)
        defer { bus.stop() }
        for terms in ["['restaurant']", "['teakha']", "['r']"] {
            XCTAssertEqual(try bus.search("GetInitialResultSet", terms), "(@as [],)\n", file: file, line: line)
        }
        XCTAssertEqual(
            try bus.search("GetSubsearchResultSet", "['\(Self.teakha)']", "['tea']"), "(@as [],)\n", file: file,
            line: line)
        XCTAssertEqual(
            try bus.search("GetResultMetas", "['\(Self.teakha)']"), "(@aa{sv} [],)\n", file: file, line: line)
        XCTAssertEqual(fingerprint(), before, "the file and its folder as they were", file: file, line: line)
        let pid = try bus.providerPID()
        XCTAssertEqual(try bus.search("ActivateResult", "'\(Self.teakha)'", "['tea']", "0"), "()\n")
        try eventually(timeout: 20, "ActivateResult brought up no window") { hasWindow(pid) }
        bus.stop()
        try eventually(timeout: 20, "the app did not end") { kill(pid, 0) != 0 }
        XCTAssertEqual(fingerprint(), before, "the window wrote nothing either", file: file, line: line)
    }

    func testADamagedDatabaseAnswersNothingQuietly() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(try foodpin(["add-synthetic", "3000"]).status, 0)
        // A page of the restaurants' own table, in the middle of the file, overwritten.
        let page = try python(
            """
            import sqlite3, sys
            c = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)
            pages = [r[0] for r in c.execute("SELECT pageno FROM dbstat WHERE name = 'restaurant' AND pagetype = 'leaf' ORDER BY pageno")]
            print(pages[len(pages) // 2], c.execute('PRAGMA page_size').fetchone()[0])
            """, db)
        let numbers = page.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        XCTAssertEqual(numbers.count, 2, page)
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: db))
        try handle.seek(toOffset: UInt64((numbers[0] - 1) * numbers[1]))
        try handle.write(contentsOf: Data((0..<numbers[1]).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }))
        try handle.close()
        try expectNothingFound()
    }

    func testAnotherProgramsDatabaseAnswersNothingQuietly() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try python(
            """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute("CREATE TABLE restaurant (name TEXT)")
            c.execute("INSERT INTO restaurant VALUES ('Teakha')")
            c.commit()
            """, db)
        try expectNothingFound()
    }

    func testNoDatabaseAnswersNothingAndMakesNoFolder() throws {
        let bus = try PrivateSessionBus(home: scratch.path)
        defer { bus.stop() }
        XCTAssertEqual(try bus.search("GetInitialResultSet", "['teakha']"), "(@as [],)\n")
        XCTAssertEqual(try bus.search("GetResultMetas", "['\(Self.teakha)']"), "(@aa{sv} [],)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path + "/data"), "the provider made a folder")
    }

    /// Runs a Python script (Debian's, with its sqlite3 module) with `argument`; its output.
    func python(_ script: String, _ argument: String) throws -> String {
        let result = try Subprocess.run("/usr/bin/python3", ["-c", script, argument], timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.text
    }
}
