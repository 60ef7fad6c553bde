import Foundation
import Testing
import UITestSupport

/// End to end: `foodpin rate` (issue 31), and the rating in `show`, `show --json` and `list --json`.
@Suite("foodpin rate")
struct RateCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    @discardableResult
    func foodpin(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments + ["--db", db])
    }

    @Test func rateShowsInShowAndJSONAndClears() throws {
        #expect(
            try foodpin("rate", "teakha", "Awesome")
                == .init(status: 0, stdout: "Teakha is rated Awesome\n", stderr: ""))
        #expect(
            try foodpin("show", "Teakha")
                == .init(
                    status: 0,
                    stdout: """
                        Teakha
                        Type: Tea House
                        Location: Hong Kong
                        Coordinates: 22.28497,114.14939
                        Phone: +852 2858 9185
                        Rating: Awesome
                        Id: 5a3b1e00-f00d-4000-8000-000000000003

                        Masala chai and scones in a leafy Tai Ping Shan lane.

                        """, stderr: ""))
        #expect(try foodpin("show", "Teakha", "--json").stdout.contains(#""rating":"awesome"}"#))
        #expect(try foodpin("rate", "5a3b1e00-f00d-4000-8000-000000000003", "bad").status == 0)
        let listed = try JSONSerialization.jsonObject(with: Data(try foodpin("list", "--json").stdout.utf8))
        let ratings = (listed as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["rating"]) }
        #expect(ratings.first { $0.0 == "Teakha" }?.1 as? String == "bad")
        #expect(ratings.filter { $0.0 != "Teakha" }.allSatisfy { $0.1 is NSNull })

        #expect(
            try foodpin("rate", "Teakha", "--clear")
                == .init(status: 0, stdout: "Teakha is no longer rated\n", stderr: ""))
        #expect(!(try foodpin("show", "Teakha").stdout.contains("Rating:")))
        #expect(try foodpin("show", "Teakha", "--json").stdout.contains(#""rating":null}"#))
    }

    @Test func anUnknownMoodOrAMissingOneIsAUsageErrorAndChangesNothing() throws {
        try foodpin("rate", "Teakha", "good")
        let before = try foodpin("list", "--json")
        for arguments in [["Teakha", "delicious"], ["Teakha"], ["Teakha", "okay", "--clear"], ["Teakha", ""]] {
            let result = try CommandRunner("foodpin", home: scratch.path).run(["rate"] + arguments + ["--db", db])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty && result.stderr.contains("foodpin rate --help"), "\(arguments): \(result)")
        }
        let unknown = try foodpin("rate", "Teakha", "delicious")
        #expect(
            unknown.stderr.hasPrefix("foodpin: “delicious” is not a mood: use awesome, good, okay, bad or terrible.\n"))
        #expect(try foodpin("list", "--json") == before)
    }

    @Test func aRestaurantThatIsNotThereIsAnErrorAndHostileTextIsShownEscaped() throws {
        #expect(
            try foodpin("rate", "Nowhere", "good")
                == .init(status: 1, stdout: "", stderr: "foodpin: no restaurant named or with id \"Nowhere\"\n"))
        let hostile = try foodpin("rate", "Teakha", "good\u{1B}[2J")
        #expect(hostile.status == 2 && hostile.stderr.contains("good\\e[2J") && !hostile.stderr.contains("\u{1B}"))
    }
}
