import Foundation
import UITestSupport
import XCTest

/// Issue 31: what the Shell's choice does to the window. The app is started by D-Bus activation on a
/// bus of the test's own, as the Shell starts it, and joins the test's accessibility bus so that the
/// window it opens is read through AT-SPI: ActivateResult opens the restaurant's page, LaunchSearch
/// opens the window searching for the terms typed.
final class SearchProviderWindowTests: XCTestCase {
    let scratch = ScratchDirectory()
    var folder: String { scratch.path + "/data/foodpin" }
    static let teakha = "5a3b1e00-f00d-4000-8000-000000000003"

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("the app needs an X display: run the tests through scripts/with-display.sh")
            throw XCTSkip("no display")
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try CommandRunner("foodpin", home: scratch.path).run(
            ["restore-samples", "--db", folder + "/foodpin.sqlite3"])
        XCTAssertEqual(result.status, 0, "\(result)")
    }

    /// The AT-SPI window of process `pid`, once it shows.
    func window(of pid: Int32) throws -> Accessible {
        try eventuallyValue(timeout: 20, "the activated FoodPin showed no window on the accessibility bus") {
            UITestSession.pump()
            let application = try UITestSession.desktop().children.first { $0.processID == pid }
            application?.useSafeCaching()
            return application?.children.first { $0.name == "FoodPin" && !($0.extents?.isEmpty ?? true) }
        }
    }

    func testActivateResultOpensTheRestaurantsPage() throws {
        let bus = try PrivateSessionBus(home: scratch.path, accessible: true)
        defer { bus.stop() }
        XCTAssertEqual(try bus.search("GetInitialResultSet", "['teakha']"), "(['\(Self.teakha)'],)\n")
        XCTAssertEqual(try bus.search("ActivateResult", "'\(Self.teakha)'", "['teakha']", "0"), "()\n")
        let window = try window(of: try bus.providerPID())
        // The page: Teakha's name large, and its facts (Tea House, its phone) on screen.
        try eventually("ActivateResult did not open Teakha's page", dump: window) {
            let texts = window.all(role: "label", onScreenOnly: true).map(\.displayedText)
            return texts.contains("Tea House") && texts.contains("+852 2858 9185")
        }
    }

    func testLaunchSearchOpensTheWindowSearchingForTheTerms() throws {
        let bus = try PrivateSessionBus(home: scratch.path, accessible: true)
        defer { bus.stop() }
        XCTAssertEqual(try bus.search("LaunchSearch", "['tea', 'kha']", "0"), "()\n")
        let window = try window(of: try bus.providerPID())
        try eventually("LaunchSearch did not open the search with the terms", dump: window) {
            window.first(onScreenOnly: true, where: { $0.name == "Search Restaurants" && $0.text == "tea kha" }) != nil
        }
        // The list narrowed to what the terms find.
        try eventually("the list was not narrowed to Teakha", dump: window) {
            let rows = window.all(role: "list item", onScreenOnly: true)
            return rows.count == 1 && rows[0].first(role: "label", name: "Teakha") != nil
        }
    }
}
