import Foundation
import Testing
import UITestSupport

/// End to end: `--coordinates` on add and edit, `--no-coordinates`, and the coordinates in `show` and
/// `--json` (issue 30); wrong values are usage errors that change nothing.
@Suite("foodpin --coordinates")
struct CoordinatesCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    @discardableResult
    func foodpin(_ arguments: String...) throws -> CommandRunner.Result {
        try CommandRunner("foodpin", home: scratch.path).run(arguments + ["--db", db])
    }

    @Test func addAndEditPlaceARestaurantAndShowAndJSONSayWhere() throws {
        let added = try foodpin(
            "add", "--name", "Mustard", "--type", "Bistro", "--location", "Berlin", "--coordinates", " 52.52 , 13.405 ")
        #expect(added.status == 0 && added.stdout.hasPrefix("Added Mustard ("))
        let shown = try foodpin("show", "Mustard").stdout
        #expect(shown.contains("\nLocation: Berlin\nCoordinates: 52.52,13.405\n"))
        #expect(
            try foodpin("show", "Mustard", "--json").stdout.hasSuffix(
                #""latitude":52.52,"longitude":13.405,"rating":null}"# + "\n"))

        try foodpin("edit", "Mustard", "--coordinates", "-33.86962,151.20726")
        #expect(try foodpin("show", "Mustard").stdout.contains("\nCoordinates: -33.86962,151.20726\n"))
        try foodpin("edit", "Mustard", "--coordinates=-90,-180")
        #expect(try foodpin("show", "Mustard").stdout.contains("\nCoordinates: -90,-180\n"))

        try foodpin("edit", "Mustard", "--no-coordinates")
        #expect(!(try foodpin("show", "Mustard").stdout.contains("Coordinates")))
        #expect(
            try foodpin("show", "Mustard", "--json").stdout.hasSuffix(
                #""latitude":null,"longitude":null,"rating":null}"# + "\n"))
        try foodpin("edit", "Mustard", "--name", "Mustard Bar")
        #expect(try foodpin("show", "Mustard Bar", "--json").stdout.contains(#""latitude":null"#))
    }

    /// Every sample ships with its place; the list's JSON carries it.
    @Test func theSamplesHaveTheirPlaces() throws {
        let json = try foodpin("list", "--json").stdout
        let objects = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.count == 21)
        #expect(objects.allSatisfy { $0["latitude"] is Double && $0["longitude"] is Double })
        let barrafina = try #require(objects.first { $0["name"] as? String == "Barrafina" })
        #expect(barrafina["latitude"] as? Double == 51.51399 && barrafina["longitude"] as? Double == -0.13169)
    }

    @Test(arguments: [
        ("91,0", "foodpin: the latitude 91 is not between -90 and 90"),
        ("0,-180.5", "foodpin: the longitude -180.5 is not between -180 and 180"),
        ("abc", "foodpin: “abc” is not LATITUDE,LONGITUDE (two numbers such as 22.2847,114.1480)"),
        ("22.3", "foodpin: “22.3” is not LATITUDE,LONGITUDE (two numbers such as 22.2847,114.1480)"),
        ("nan,1", "foodpin: “nan,1” is not LATITUDE,LONGITUDE (two numbers such as 22.2847,114.1480)"),
        ("1e3,0", "foodpin: “1e3,0” is not LATITUDE,LONGITUDE (two numbers such as 22.2847,114.1480)"),
        ("", "foodpin: “” is not LATITUDE,LONGITUDE (two numbers such as 22.2847,114.1480)"),
    ])
    func aWrongValueIsAUsageErrorThatChangesNothing(_ value: String, _ message: String) throws {
        let before = try foodpin("list", "--json")
        #expect(
            try foodpin("add", "--name", "N", "--type", "T", "--location", "L", "--coordinates", value)
                == .init(status: 2, stdout: "", stderr: message + "\nTry 'foodpin add --help'.\n"))
        #expect(try foodpin("edit", "Homei", "--coordinates", value).status == 2)
        #expect(try foodpin("list", "--json") == before)
    }

    @Test func coordinatesAndNoCoordinatesTogetherAreRefused() throws {
        #expect(
            try foodpin("edit", "Homei", "--coordinates", "1,2", "--no-coordinates")
                == .init(
                    status: 2, stdout: "",
                    stderr:
                        "foodpin: --coordinates and --no-coordinates cannot be used together\nTry 'foodpin edit --help'.\n"
                ))
        #expect(try foodpin("show", "Homei").stdout.contains("Coordinates: 22.28505,114.14908"))
    }
}
