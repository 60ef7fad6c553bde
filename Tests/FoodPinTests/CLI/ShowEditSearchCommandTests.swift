import Foundation
import Testing
import UITestSupport

/// End to end: `foodpin show`, `edit` and `search`, exact output and exit status.
@Suite("foodpin show, edit, search")
struct ShowEditSearchCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    @discardableResult
    func foodpin(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments + ["--db", db])
    }

    @Test func showPrintsEveryFieldAndJSONTheListsKeys() throws {
        #expect(
            try foodpin("show", "HOMEI")
                == .init(
                    status: 0,
                    stdout: """
                        Homei
                        Type: Cafe
                        Location: Hong Kong
                        Coordinates: 22.28505,114.14908
                        Phone: +852 2884 4122
                        Id: 5a3b1e00-f00d-4000-8000-000000000002

                        A tiny Sheung Wan corner for flat whites and cakes.

                        """, stderr: ""))
        #expect(
            try foodpin("show", "5a3b1e00-f00d-4000-8000-000000000003", "--json")
                == .init(
                    status: 0,
                    stdout: """
                        {"id":"5a3b1e00-f00d-4000-8000-000000000003","name":"Teakha","type":"Tea House","location":"Hong Kong","image":null,"isFavorite":false,"phone":"+852 2858 9185","summary":"Masala chai and scones in a leafy Tai Ping Shan lane.","latitude":22.28497,"longitude":114.14939,"rating":null}

                        """, stderr: ""))
        #expect(
            try foodpin("show", "Nowhere")
                == .init(status: 1, stdout: "", stderr: "foodpin: no restaurant named or with id \"Nowhere\"\n"))
    }

    @Test func editChangesOnlyWhatIsGivenAndShowSeesIt() throws {
        let image = scratch.path + "/bowl.png"
        _ = FileManager.default.createFile(atPath: image, contents: TestImages.png(width: 3, height: 2))
        #expect(
            try foodpin(
                "edit", "homei", "--name", "Homei\u{1B}[2J", "--phone", "", "--image", image, "--location", "Sheung Wan"
            )
                == .init(status: 0, stdout: "Updated Homei\\e[2J (5a3b1e00-f00d-4000-8000-000000000002)\n", stderr: ""))
        try foodpin("favorite", "5a3b1e00-f00d-4000-8000-000000000002")
        #expect(
            try foodpin("show", "5a3b1e00-f00d-4000-8000-000000000002")
                == .init(
                    status: 0,
                    stdout: """
                        Homei\\e[2J ♥
                        Type: Cafe
                        Location: Sheung Wan
                        Coordinates: 22.28505,114.14908
                        Photo: \(image)
                        Id: 5a3b1e00-f00d-4000-8000-000000000002

                        A tiny Sheung Wan corner for flat whites and cakes.

                        """, stderr: ""))
        #expect(
            try foodpin("edit", "5a3b1e00-f00d-4000-8000-000000000002", "--no-image", "--summary", "")
                == .init(status: 0, stdout: "Updated Homei\\e[2J (5a3b1e00-f00d-4000-8000-000000000002)\n", stderr: ""))
        let shown = try foodpin("show", "5a3b1e00-f00d-4000-8000-000000000002", "--json").stdout
        #expect(
            shown.contains(
                #""image":null,"isFavorite":true,"phone":null,"summary":null,"latitude":22.28505,"longitude":114.14908,"rating":null}"#
            ))
    }

    @Test func editRefusesNonsenseAndChangesNothing() throws {
        let before = try foodpin("list", "--json")
        #expect(
            try foodpin("edit", "homei")
                == .init(
                    status: 2, stdout: "",
                    stderr: """
                        foodpin: nothing to change: give at least one of --name, --type, --location, --phone, --summary, --image, --no-image, --coordinates, --no-coordinates
                        Try 'foodpin edit --help'.

                        """))
        #expect(try foodpin("edit", "homei", "--image", "x.png", "--no-image").status == 2)
        #expect(
            try foodpin("edit", "homei", "--name", " \t ")
                == .init(status: 1, stdout: "", stderr: "foodpin: the name cannot be empty\n"))
        #expect(try foodpin("edit", "homei", "--image", scratch.path + "/missing.png").status == 1)
        #expect(
            try foodpin("edit", "cafe", "--name", "x")
                == .init(status: 1, stdout: "", stderr: "foodpin: no restaurant named or with id \"cafe\"\n"))
        #expect(try foodpin("list", "--json") == before)
    }

    @Test func searchMatchesWordsInAnyOrderIgnoringCaseAndAccents() throws {
        try foodpin("edit", "Teakha", "--name", "Téakha Café")
        try foodpin("favorite", "Homei")
        #expect(
            try foodpin("search", "CAFÉ kong")
                == .init(
                    status: 0,
                    stdout: """
                          Cafe Deadend — Coffee & Tea Shop — Hong Kong
                        ♥ Homei — Cafe — Hong Kong
                          Téakha Café — Tea House — Hong Kong
                          Cafe Loisl — Austrian / Casual Drink — Hong Kong

                        """, stderr: ""))
        #expect(
            try foodpin("search", "cafe", "--favorites")
                == .init(status: 0, stdout: "♥ Homei — Cafe — Hong Kong\n", stderr: ""))
        #expect(try foodpin("search", "zzz") == .init(status: 0, stdout: "No results.\n", stderr: ""))
        #expect(try foodpin("search", "zzz", "--json") == .init(status: 0, stdout: "[]\n", stderr: ""))
        let json = try foodpin("search", "london spanish", "--json")
        let names = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]).map {
            $0["name"] as? String
        }
        #expect(names == ["Barrafina", "Donostia"])
        #expect(try foodpin("search").status == 2)
    }
}
