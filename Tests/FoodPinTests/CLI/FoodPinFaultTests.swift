import FoodPinModel
import Foundation
import Testing
import UITestSupport

/// End to end, under hostile conditions: foreign files, processes killed mid-write, two writers.
@Suite("foodpin command line under faults", .serialized)
struct FoodPinFaultTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func runner() throws -> CommandRunner { try CommandRunner("foodpin", home: scratch.path) }

    func names(_ path: String) throws -> [String] {
        let result = try runner().run(["list", "--json", "--db", path])
        #expect(result.status == 0, "\(result)")
        let objects = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return objects.compactMap { $0["name"] as? String }
    }

    @Test(arguments: ["text", "random", "truncated"])
    func foreignFileIsRefusedAndLeftByteIdentical(kind: String) throws {
        let path = scratch.path + "/\(kind).db"
        let contents: Data
        switch kind {
        case "text":
            contents = Data("name,type\nCafe,Coffee\n".utf8)
        case "random":
            var generator = SystemRandomNumberGenerator()
            contents = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        default:
            _ = try runner().run(["add-synthetic", "3000", "--db", path])
            contents = try #require(FileManager.default.contents(atPath: path)).prefix(8192)
            try FileManager.default.removeItem(atPath: path)
        }
        _ = FileManager.default.createFile(atPath: path, contents: contents)
        for command in [["list"], ["add", "--name", "N", "--type", "T", "--location", "L"], ["restore-samples"]] {
            let result = try runner().run(command + ["--db", path])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("foodpin: \(path) is not a FoodPin database ("))
            #expect(result.stderr.hasSuffix("; the file was left untouched\n"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(FileManager.default.contents(atPath: path) == contents)
    }

    @Test func missingOrReadOnlyDirectoryIsAClearError() throws {
        let missing = scratch.path + "/nope/foodpin.sqlite3"
        #expect(
            try runner().run(["list", "--db", missing])
                == .init(status: 1, stdout: "", stderr: "foodpin: the directory \(scratch.path)/nope does not exist\n"))

        // A directory this user may not write to: as root, run the binary as `nobody` (root ignores
        // permission bits).
        let locked = scratch.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        chmod(scratch.path, 0o755)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let prefix = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        if !prefix.isEmpty, !FileManager.default.isExecutableFile(atPath: prefix[0]) { return }
        let result = try runner().run(["list", "--db", locked + "/foodpin.sqlite3"], prefix: prefix)
        #expect(
            result
                == .init(
                    status: 1, stdout: "",
                    stderr: "foodpin: cannot create \(locked)/foodpin.sqlite3: Permission denied\n"))
    }

    @Test func databaseLocationPrecedence() throws {
        var runner = try runner()
        // Default: $XDG_DATA_HOME/foodpin/foodpin.sqlite3, directory 0700, file 0600.
        #expect(try runner.run(["favorite", "Homei"]).status == 0)
        let defaultPath = scratch.path + "/data/foodpin/foodpin.sqlite3"
        var status = stat()
        #expect(stat(scratch.path + "/data/foodpin", &status) == 0 && status.st_mode & 0o777 == 0o700)
        #expect(stat(defaultPath, &status) == 0 && status.st_mode & 0o777 == 0o600)
        // FOODPIN_DB overrides the default; --db overrides FOODPIN_DB.
        runner.environment["FOODPIN_DB"] = scratch.path + "/env.sqlite3"
        #expect(try runner.run(["favorite", "Traif"]).status == 0)
        #expect(try runner.run(["list", "--favorites"]).stdout == "♥ Traif — American — New York\n")
        #expect(try runner.run(["list", "--favorites", "--db", defaultPath]).stdout == "♥ Homei — Cafe — Hong Kong\n")
        #expect(try runner.run(["list", "--favorites", "--db", db]).stdout == "No favourites.\n")
    }

    /// SIGKILL at random moments during a burst of writes, at least 20 times: every add that
    /// returned 0 survives, and the file passes `PRAGMA integrity_check`.
    @Test func acknowledgedWritesSurviveSIGKILL() throws {
        let runner = try runner()
        #expect(try runner.run(["restore-samples", "--db", db]).status == 0)
        var acknowledged: [String] = []
        var acknowledgedBulk = 0
        var kills = 0
        var round = 0
        while kills < 25 {
            round += 1
            // Mostly single adds, sometimes a bulk add (one transaction of 2,000 rows).
            let bulk = round % 4 == 0
            let name = "kill-\(round)"
            let arguments =
                bulk
                ? ["add-synthetic", "2000", "--db", db]
                : ["add", "--name", name, "--type", "T", "--location", "L", "--db", db]
            let running = try runner.start(arguments)
            if round % 2 == 0 {
                usleep(UInt32.random(in: 0...(bulk ? 60_000 : 25_000)))
                kill(running.pid, SIGKILL)
            }
            let result = running.wait()
            // Only a process that was still running when the signal came counts as interrupted.
            if result.status == -SIGKILL { kills += 1 }
            if result.status == 0 {
                if bulk { acknowledgedBulk += 2000 } else { acknowledged.append(name) }
            } else {
                #expect(result.status == -SIGKILL, "\(result)")
            }
        }
        let names = try names(db)
        let present = Set(names)
        for name in acknowledged { #expect(present.contains(name), "acknowledged \(name) is missing") }
        #expect(names.count >= 21 + acknowledged.count + acknowledgedBulk)
        #expect(Set(names.filter { $0.hasPrefix("kill-") }).count == names.filter { $0.hasPrefix("kill-") }.count)
        #expect(try integrityCheck(db) == "ok")
    }

    @Test func twoProcessesAddingAtOnceLoseNothing() throws {
        #expect(try runner().run(["restore-samples", "--db", db]).status == 0)
        // Each writer is a shell loop of 500 separate `foodpin add` processes (500 transactions).
        let script = """
            i=0; while [ $i -lt 500 ]; do i=$((i+1))
              "$0" add --name "$1-$i" --type T --location L --db "$2" >/dev/null || { echo "failed at $i" >&2; exit 1; }
            done
            """
        let writers = try ["a", "b"].map { label in
            try runner().start([label, db], prefix: ["/bin/sh", "-c", script])
        }
        let results = writers.map { $0.wait() }
        for result in results { #expect(result.status == 0 && result.stderr.isEmpty, "\(result)") }
        let names = try names(db)
        #expect(names.count == 21 + 1_000)
        #expect(Set(names).count == 21 + 1_000)
        #expect(try integrityCheck(db) == "ok")
    }

    /// Six first launches at once on a new file, thirty times: one failed now and then, in no time,
    /// with "stayed locked by another program for 5 seconds" (switching to WAL is answered busy
    /// without SQLite's busy handler) or "another program's SQLite database" (the file's facts read
    /// in three statements, a migration committing between them) — about one round in twenty.
    @Test func simultaneousFirstLaunchesCreateAndSeedOnce() throws {
        let runner = try runner()
        for round in 0..<30 {
            let path = scratch.path + "/first-\(round).sqlite3"
            let launches = try (0..<6).map { _ in try runner.start(["list", "--json", "--db", path]) }
            for result in launches.map({ $0.wait() }) {
                #expect(result.status == 0 && result.stderr.isEmpty, "round \(round): \(result)")
            }
            #expect(try names(path).count == 21)
        }
    }

    /// `PRAGMA integrity_check` of the file, opened afresh as after a restart.
    func integrityCheck(_ path: String) throws -> String {
        try RestaurantStore(path: path).integrityCheck().joined(separator: "; ")
    }
}
