import FoodPinModel
import Foundation
import Testing
import UITestSupport

/// End to end: the real `foodpin` binary, a temporary database, exact output and exit status.
@Suite("foodpin command line")
struct FoodPinCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func foodpin(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments + ["--db", db])
    }

    func json(_ result: CommandRunner.Result) throws -> [[String: Any]] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    static let samples: [(String, String, String)] = [
        ("Cafe Deadend", "Coffee & Tea Shop", "Hong Kong"), ("Homei", "Cafe", "Hong Kong"),
        ("Teakha", "Tea House", "Hong Kong"), ("Cafe Loisl", "Austrian / Casual Drink", "Hong Kong"),
        ("Petite Oyster", "French", "Hong Kong"), ("For Kee Restaurant", "Bakery", "Hong Kong"),
        ("Po's Atelier", "Bakery", "Hong Kong"), ("Bourke Street Bakery", "Chocolate", "Sydney"),
        ("Haigh's Chocolate", "Cafe", "Sydney"), ("Palomino Espresso", "American / Seafood", "Sydney"),
        ("Upstate", "American", "New York"), ("Traif", "American", "New York"),
        ("Graham Avenue Meats And Deli", "Breakfast & Brunch", "New York"),
        ("Waffle & Wolf", "Coffee & Tea", "New York"),
        ("Five Leaves", "Coffee & Tea", "New York"), ("Cafe Lore", "Latin American", "New York"),
        ("Confessional", "Spanish", "New York"), ("Barrafina", "Spanish", "London"), ("Donostia", "Spanish", "London"),
        ("Royal Oak", "British", "London"), ("CASK Pub and Kitchen", "Thai", "London"),
    ]

    @Test func firstListShowsTheSamplesInOrder() throws {
        let expected = Self.samples.map { "  \($0.0) — \($0.1) — \($0.2)\n" }.joined()
        #expect(try foodpin("list") == .init(status: 0, stdout: expected, stderr: ""))
    }

    @Test func jsonHasExactlyTheDocumentedKeysInDisplayOrder() throws {
        let result = try foodpin("list", "--json")
        #expect(result.status == 0 && result.stderr.isEmpty)
        let objects = try json(result)
        #expect(objects.map { $0["name"] as? String } == Self.samples.map(\.0))
        for object in objects {
            #expect(
                Set(object.keys) == [
                    "id", "name", "type", "location", "image", "isFavorite", "phone", "summary", "latitude",
                    "longitude", "rating",
                ])
            #expect(object["image"] is NSNull)
            #expect(object["isFavorite"] as? Bool == false)
            #expect(UUID(uuidString: object["id"] as? String ?? "") != nil)
        }
        // Keys come in the documented order, one object per line.
        let firstLine = result.stdout.split(separator: "\n")[1]
        #expect(
            firstLine.hasPrefix(
                #"  {"id":"5a3b1e00-f00d-4000-8000-000000000001","name":"Cafe Deadend","type":"Coffee & Tea Shop","location":"Hong Kong","image":null,"isFavorite":false,"phone":"#
            ))
    }

    @Test func addAppendsAndPrintsTheID() throws {
        let image = scratch.path + "/bowl.png"
        _ = FileManager.default.createFile(atPath: image, contents: TestImages.png(width: 3, height: 2))
        let added = try foodpin(
            "add", "--name", "Noodle Bar", "--type=Ramen", "--location", "Tokyo",
            "--phone", "+81 3", "--summary", "Late-night bowls.", "--image", image)
        #expect(added.status == 0 && added.stderr.isEmpty)
        let id = try #require(added.stdout.firstMatch(of: /^Added Noodle Bar \(([0-9a-f-]{36})\)\n$/)?.1)
        let last = try #require(try json(foodpin("list", "--json")).last)
        #expect(last["id"] as? String == String(id))
        #expect(last["phone"] as? String == "+81 3" && last["summary"] as? String == "Late-night bowls.")
        #expect(last["image"] as? String == image)
        #expect(last["type"] as? String == "Ramen")
    }

    @Test func deleteByNameOrIDAndAmbiguity() throws {
        #expect(
            try foodpin("delete", "homei", "5a3b1e00-f00d-4000-8000-000000000003")
                == .init(
                    status: 0,
                    stdout:
                        "Deleted Homei (5a3b1e00-f00d-4000-8000-000000000002)\nDeleted Teakha (5a3b1e00-f00d-4000-8000-000000000003)\n",
                    stderr: ""))
        let twin = try foodpin("add", "--name", "CAFE DEADEND", "--type", "T", "--location", "L")
        let twinID = try #require(twin.stdout.firstMatch(of: /\(([0-9a-f-]{36})\)/)?.1)
        let ambiguous = try foodpin("delete", "Cafe Deadend")
        #expect(
            ambiguous
                == .init(
                    status: 1, stdout: "",
                    stderr: """
                        foodpin: "Cafe Deadend" matches 2 restaurants: Cafe Deadend (5a3b1e00-f00d-4000-8000-000000000001), CAFE DEADEND (\(twinID)); give an id instead

                        """))
        #expect(try json(foodpin("list", "--json")).count == 20)
    }

    @Test func oneUnknownNameDeletesNothing() throws {
        #expect(
            try foodpin("delete", "Upstate", "Nowhere")
                == .init(
                    status: 1, stdout: "",
                    stderr: """
                        foodpin: no restaurant named or with id "Nowhere"

                        """))
        #expect(try json(foodpin("list", "--json")).count == 21)
    }

    @Test func favoriteOnAndOff() throws {
        #expect(try foodpin("favorite", "traif") == .init(status: 0, stdout: "♥ Traif is a favourite\n", stderr: ""))
        #expect(
            try foodpin("list", "--favorites")
                == .init(status: 0, stdout: "♥ Traif — American — New York\n", stderr: ""))
        #expect(try foodpin("list").stdout.contains("♥ Traif — American — New York\n"))
        #expect(
            try foodpin("favorite", "Traif", "--off")
                == .init(status: 0, stdout: "Traif is no longer a favourite\n", stderr: ""))
        #expect(try foodpin("list", "--favorites") == .init(status: 0, stdout: "No favourites.\n", stderr: ""))
        #expect(try foodpin("list", "--favorites", "--json") == .init(status: 0, stdout: "[]\n", stderr: ""))
    }

    @Test func shareAddsTheImagePathOnlyWhileItIsAnImage() throws {
        #expect(
            try foodpin("share", "Royal Oak") == .init(status: 0, stdout: "Just checking in at Royal Oak\n", stderr: "")
        )
        let image = scratch.path + "/photo.png"
        _ = FileManager.default.createFile(atPath: image, contents: TestImages.png(width: 2, height: 2))
        #expect(
            try foodpin("add", "--name", "Pictured", "--type", "T", "--location", "L", "--image", image).status == 0)
        #expect(
            try foodpin("share", "pictured")
                == .init(status: 0, stdout: "Just checking in at Pictured\n\(image)\n", stderr: ""))
        // The photo removed, or replaced by something that is not an image: the text alone.
        try FileManager.default.removeItem(atPath: image)
        #expect(try foodpin("share", "Pictured").stdout == "Just checking in at Pictured\n")
        _ = FileManager.default.createFile(atPath: image, contents: Data([0x89, 0x50]))
        #expect(try foodpin("share", "Pictured").stdout == "Just checking in at Pictured\n")
    }

    @Test func restoreSamplesPutsBackOnlyTheMissingOnes() throws {
        #expect(try foodpin("restore-samples").stdout == "All samples are present\n")
        _ = try foodpin("delete", "Donostia", "Barrafina")
        #expect(try json(foodpin("list", "--json")).count == 19)
        #expect(try foodpin("restore-samples") == .init(status: 0, stdout: "Restored 2 samples\n", stderr: ""))
        // Back in the tutorial's order, where they were (issue 29), not at the end.
        #expect(
            try json(foodpin("list", "--json")).map { $0["name"] as? String } == Restaurant.samples.map(\.name))
    }

    /// The user's favourite and photo of a sample survive its deletion and a restore, in another
    /// process than the one that deleted it.
    @Test func restoreSamplesKeepsWhatTheUserAddedToThem() throws {
        #expect(try foodpin("favorite", "Homei").status == 0)
        _ = try foodpin("delete", "Homei", "Teakha")
        #expect(try foodpin("restore-samples") == .init(status: 0, stdout: "Restored 2 samples\n", stderr: ""))
        #expect(try foodpin("list", "--favorites").stdout == "♥ Homei — Cafe — Hong Kong\n")
        // Unmarked before a second delete: the old mark does not come back.
        _ = try foodpin("favorite", "Homei", "--off")
        _ = try foodpin("delete", "Homei")
        _ = try foodpin("restore-samples")
        #expect(try foodpin("list", "--favorites").stdout == "No favourites.\n")
    }

    @Test func deletedSamplesStayDeletedAtTheNextLaunch() throws {
        _ = try foodpin("delete", "Upstate")
        #expect(try foodpin("list").stdout.contains("Upstate") == false)
    }

    @Test func hostileTextRoundTripsIntact() throws {
        for text in hostileTexts {
            let added = try foodpin("add", "--name", text, "--type", text, "--location", text, "--summary", text)
            #expect(added.status == 0, "\(added)")
        }
        let objects = try json(foodpin("list", "--json")).suffix(hostileTexts.count)
        #expect(objects.map { $0["name"] as? String } == hostileTexts)
        #expect(objects.map { $0["summary"] as? String } == hostileTexts)
        let sql = hostileTexts[1]
        #expect(try foodpin("share", sql).stdout == "Just checking in at \(sql)\n")
    }

    @Test func usageErrorsExitTwoWithAHint() throws {
        #expect(
            try foodpin("add", "--name", "X")
                == .init(status: 2, stdout: "", stderr: "foodpin: missing --type TYPE\nTry 'foodpin add --help'.\n"))
        #expect(
            try foodpin("frobnicate")
                == .init(
                    status: 2, stdout: "", stderr: "foodpin: unknown command 'frobnicate'\nTry 'foodpin --help'.\n"))
        #expect(
            try foodpin("list", "--fast")
                == .init(
                    status: 2, stdout: "", stderr: "foodpin: unknown option '--fast'\nTry 'foodpin list --help'.\n"))
        #expect(
            try foodpin("share")
                == .init(status: 2, stdout: "", stderr: "foodpin: missing NAME|ID\nTry 'foodpin share --help'.\n"))
        #expect(
            try foodpin("favorite", "a", "b")
                == .init(
                    status: 2, stdout: "", stderr: "foodpin: unexpected argument 'b'\nTry 'foodpin favourite --help'.\n"
                )
        )
        #expect(
            try CommandRunner("foodpin", home: scratch.path).run(["list", "--db"])
                == .init(
                    status: 2, stdout: "",
                    stderr: "foodpin: option '--db' needs a value PATH\nTry 'foodpin list --help'.\n"))
    }

    @Test func helpEverywhere() throws {
        for command in [[], ["list"], ["add"], ["delete"], ["favourite"], ["share"], ["restore-samples"]] {
            let result = try CommandRunner("foodpin", home: scratch.path).run(command + ["--help"])
            #expect(result.status == 0 && result.stderr.isEmpty)
            #expect(result.stdout.contains("Usage: foodpin \(command.joined(separator: " "))"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/data"), "help must not create a database")
    }

    /// The launcher actions' flags open the window; a command took them too, before or after its name,
    /// ignored them in silence (`foodpin list --search` listed everything) and offered them in its help.
    /// Fails if a subcommand accepts or shows them again; `--db` is still every command's.
    @Test func theLauncherFlagsAreTheWindowsAlone() throws {
        for flag in ["--search", "--new-restaurant"] {
            let refused = CommandRunner.Result(
                status: 2, stdout: "", stderr: "foodpin: unknown option '\(flag)'\nTry 'foodpin list --help'.\n")
            #expect(try foodpin("list", flag) == refused)
            #expect(try foodpin(flag, "list") == refused)
        }
        let help = try foodpin("list", "--help").stdout
        #expect(help.contains("--db PATH") && !help.contains("--search") && !help.contains("--new-restaurant"))
        #expect(try foodpin("--help").stdout.contains("--new-restaurant"))
        #expect(!FileManager.default.fileExists(atPath: db), "a refused command line opens no database")
    }
}
