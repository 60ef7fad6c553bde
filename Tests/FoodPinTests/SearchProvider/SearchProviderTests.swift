import CGtk
import FoodPinModel
import Foundation
import Synchronization
import TestSupport
import UITestSupport
import XCTest

@testable import FoodPin
@testable import GtkKit

/// The answers FoodPin gives GNOME Shell, called in this process as GDBus calls them (the bus itself
/// is `SearchProviderBusTests`'): result sets by the window's matching, metas with the restaurant's
/// own icon, activation handed to the main thread, and nothing at all from a file that is not sound.
final class SearchProviderTests: XCTestCase {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }
    static let teakha = "5a3b1e00-f00d-4000-8000-000000000003"

    /// What the provider handed to the app, in order.
    final class Handed: Sendable {
        private let state = Mutex<[String]>([])
        func note(_ event: String) { state.withLock { $0.append(event) } }
        var events: [String] { state.withLock { $0 } }
    }

    func provider(_ handed: Handed = Handed()) -> SearchProvider {
        SearchProvider(
            databasePath: db,
            actions: .init(
                openRestaurant: { id, terms in handed.note("open \(id.uuidString.lowercased()) \(terms)") },
                openSearch: { terms in handed.note("search \(terms)") },
                noteActivity: { handed.note("activity") }))
    }

    func call(_ provider: SearchProvider, _ method: String, _ arguments: DBusValue...) -> [DBusValue] {
        let call = DBusObject.MethodCall(
            sender: ":1.1", interface: SearchProviderInterface.name, method: method, arguments: arguments)
        guard case .values(let values) = provider.handle(call) else {
            XCTFail("\(method) answered with an error")
            return []
        }
        return values
    }

    func results(_ provider: SearchProvider, _ terms: [String]) -> [String] {
        call(provider, "GetInitialResultSet", .strings(terms)).first?.strings ?? ["not as"]
    }

    /// Waits until `condition` holds; XCTest's wait runs the main thread's RunLoop.main meanwhile, which
    /// drains the main queue the provider hands activations to.
    func waitForMain(_ condition: @escaping @Sendable () -> Bool) {
        let handed = expectation(for: NSPredicate { _, _ in condition() }, evaluatedWith: nil)
        wait(for: [handed], timeout: 10 * timeoutScale)
    }

    func makeDatabase() throws -> RestaurantStore {
        try RestaurantStore(path: db)
    }

    // MARK: - Result sets

    func testResultSetsUseTheWindowsMatchingAndStopAtAHandful() throws {
        let store = try makeDatabase()
        let provider = provider()
        XCTAssertEqual(results(provider, ["teakha"]), [Self.teakha])
        XCTAssertEqual(results(provider, ["TEA", "kha"]), [Self.teakha])
        XCTAssertEqual(results(provider, ["kha", "hong"]), [Self.teakha], "every word, any order")
        let inHongKong = try store.all().filter { $0.location == "Hong Kong" }
        XCTAssertGreaterThan(inHongKong.count, SearchProvider.maximumResults)
        XCTAssertEqual(
            results(provider, ["hong", "kong"]),
            inHongKong.prefix(SearchProvider.maximumResults).map { $0.id.uuidString.lowercased() })
        XCTAssertEqual(results(provider, ["nowhere", "at", "all"]), [])
        XCTAssertEqual(results(provider, []), [])
        let cafe = try store.add(name: "Café Crème", type: "Bakery", location: "Montréal")
        XCTAssertEqual(results(provider, ["creme", "montreal"]), [cafe.id.uuidString.lowercased()], "accents ignored")
    }

    /// The previous results were cut to a handful: a narrower query is searched afresh, so a
    /// restaurant the cut left out is still found.
    func testASubsearchIsNotLimitedToThePreviousHandful() throws {
        let store = try makeDatabase()
        try store.addSynthetic(count: 40)
        let provider = provider()
        let first = results(provider, ["restaurant"])
        XCTAssertEqual(first.count, SearchProvider.maximumResults)
        let later = call(provider, "GetSubsearchResultSet", .strings(first), .strings(["restaurant", "37"]))
        let id = try XCTUnwrap(store.all().first { $0.name == "Restaurant 37" }?.id.uuidString.lowercased())
        XCTAssertEqual(later.first?.strings, [id])
    }

    // MARK: - Metas

    func testMetasNameTheRestaurantItsTypeAndPlaceAndDrawItsIcon() throws {
        let store = try makeDatabase()
        let photo = scratch.path + "/photo.png"
        try SolidPNG.write(width: 120, height: 80, red: 20, green: 160, blue: 90, to: photo)
        let teakha = try XCTUnwrap(store.restaurant(id: XCTUnwrap(UUID(uuidString: Self.teakha))))
        var withPhoto = teakha
        withPhoto.image = photo
        try store.update(withPhoto)
        let homei = "5a3b1e00-f00d-4000-8000-000000000002"
        let metas = call(
            provider(), "GetResultMetas", .strings([homei, "not-an-id", UUID().uuidString, Self.teakha]))
        let entries = try XCTUnwrap(
            metas.first.flatMap { value -> [[String: DBusValue]]? in
                guard case .array("a{sv}", let elements) = value else { return nil }
                return elements.compactMap(\.vardict)
            })
        XCTAssertEqual(entries.map { $0["id"]?.string }, [homei, Self.teakha], "the order asked, unknown ids left out")
        XCTAssertEqual(entries.map { $0["name"]?.string }, ["Homei", "Teakha"])
        XCTAssertEqual(entries.map { $0["description"]?.string }, ["Cafe · Hong Kong", "Tea House · Hong Kong"])
        XCTAssertEqual(Set(entries[1].keys), ["id", "name", "description", "icon"])
        // Teakha's icon is its photo, cropped round; Homei's its initials.
        let photoIcon = try XCTUnwrap(Self.iconPixels(entries[1]["icon"]))
        XCTAssertEqual(photoIcon.size, SearchResultIcons.size)
        XCTAssertEqual(photoIcon.centre, [20, 160, 90])
        let initialsIcon = try XCTUnwrap(Self.iconPixels(entries[0]["icon"]))
        XCTAssertNotEqual(initialsIcon.centre, [20, 160, 90])
    }

    func testHostileNamesComeBackExactly() throws {
        let store = try makeDatabase()
        var ids: [String: String] = [:]
        for name in hostileTexts {
            ids[name] = try store.add(name: name, type: "Bar\n\"x\"", location: "Here").id.uuidString.lowercased()
        }
        let metas = call(provider(), "GetResultMetas", .strings(hostileTexts.compactMap { ids[$0] }))
        guard case .array(_, let elements)? = metas.first else { return XCTFail("no metas") }
        XCTAssertEqual(elements.compactMap { $0.vardict?["name"]?.string }, hostileTexts)
    }

    func testAPhotoThatIsNoPictureOrAFIFOGivesTheInitialsAndBlocksNothing() throws {
        let store = try makeDatabase()
        let fifo = scratch.path + "/photo.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let text = scratch.path + "/photo.png"
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
        let first = try store.add(name: "Fifo Place", type: "Cafe", location: "Oslo", image: nil)
        try store.update(
            Restaurant(id: first.id, name: first.name, type: first.type, location: first.location, image: fifo))
        let second = try store.add(name: "Text Place", type: "Cafe", location: "Oslo")
        try store.update(
            Restaurant(id: second.id, name: second.name, type: second.type, location: second.location, image: text))
        let metas = call(provider(), "GetResultMetas", .strings([first.id, second.id].map { $0.uuidString }))
        guard case .array(_, let elements)? = metas.first else { return XCTFail("no metas") }
        XCTAssertEqual(elements.count, 2)
        for element in elements {
            XCTAssertEqual(try XCTUnwrap(Self.iconPixels(element.vardict?["icon"])).size, SearchResultIcons.size)
        }
    }

    // MARK: - Activation

    func testActivationIsHandedToTheMainThreadWithItsTerms() throws {
        _ = try makeDatabase()
        let handed = Handed()
        let provider = provider(handed)
        XCTAssertEqual(call(provider, "ActivateResult", .string(Self.teakha), .strings(["tea"]), .uint32(1)), [])
        XCTAssertEqual(call(provider, "ActivateResult", .string("../../etc"), .strings(["x"]), .uint32(2)), [])
        XCTAssertEqual(call(provider, "LaunchSearch", .strings(["tea", "kha"]), .uint32(3)), [])
        waitForMain { handed.events.filter { !$0.hasPrefix("activity") }.count >= 2 }
        XCTAssertEqual(
            handed.events.filter { !$0.hasPrefix("activity") },
            ["open \(Self.teakha) [\"tea\"]", "search [\"tea\", \"kha\"]"], "a malformed id opens nothing")
        waitForMain { handed.events.filter { $0 == "activity" }.count == 3 }
        XCTAssertEqual(handed.events.filter { $0 == "activity" }.count, 3, "each call keeps the app alive")
    }

    // MARK: - Files that are not sound

    func expectNothing(sourceLocation file: StaticString = #filePath, line: UInt = #line) {
        let provider = provider()
        XCTAssertEqual(results(provider, ["restaurant"]), [], file: file, line: line)
        XCTAssertEqual(results(provider, ["teakha"]), [], file: file, line: line)
        XCTAssertEqual(
            call(provider, "GetSubsearchResultSet", .strings([]), .strings(["tea"])).first, .strings([]),
            file: file, line: line)
        XCTAssertEqual(
            call(provider, "GetResultMetas", .strings([Self.teakha])).first, .array(elementType: "a{sv}", []),
            file: file, line: line)
    }

    func testNoDatabaseAnswersNothingAndCreatesNothing() {
        expectNothing()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [])
    }

    func testAnotherProgramsDatabaseAnswersNothing() throws {
        _ = FileManager.default.createFile(atPath: db, contents: Data("SQLite format 3\u{0}".utf8) + Data(count: 4080))
        let before = FileManager.default.contents(atPath: db)
        expectNothing()
        XCTAssertEqual(FileManager.default.contents(atPath: db), before)
    }

    // MARK: - Reading icons

    /// The size and centre colour of a serialised icon (`('bytes', <PNG>)`).
    static func iconPixels(_ icon: DBusValue?) -> (size: Int, centre: [UInt8])? {
        guard case .tuple(let members)? = icon, members.count == 2, members[0] == .string("bytes"),
            case .variant(.bytes(let png)) = members[1]
        else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("icon-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? Data(png).write(to: file)) != nil,
            case .success(let image) = ImageFile.decode(file.path)
        else { return nil }
        let pixbuf = image.pixbuf
        let offset =
            Int(gdk_pixbuf_get_rowstride(pixbuf)) * (image.height / 2)
            + Int(gdk_pixbuf_get_n_channels(pixbuf)) * (image.width / 2)
        let pixels = gdk_pixbuf_read_pixels(pixbuf)!
        return (image.width, [pixels[offset], pixels[offset + 1], pixels[offset + 2]])
    }
}
