import UITestSupport
import XCTest

/// Finding objects by role and name in a real GTK 4 window, and reading their properties.
final class FindTests: XCTestCase {
    nonisolated(unsafe) private var app: FixtureApp!

    override func setUpWithError() throws { app = try FixtureApp() }
    override func tearDown() { app?.process.terminate(); app = nil }

    func testFindsButtonsByRoleAndName() throws {
        let press = try XCTUnwrap(app.window.first(role: "push button", name: "Press me"))
        XCTAssertEqual(press.roleName, "push button")
        XCTAssertEqual(press.actionNames.first, "click")
        XCTAssertTrue(press.isSensitive)
        XCTAssertTrue(press.isOnScreen)
        XCTAssertEqual(press.parent?.roleName, "panel")
        XCTAssertNil(app.window.first(role: "label", name: "Press me", maxDepth: 2), "maxDepth must bound the search")
        XCTAssertNil(app.window.first(role: "push button", name: "No such button"))
    }

    func testIconOnlyButtonIsNamedByItsAccessibleLabel() throws {
        let delete = try XCTUnwrap(app.window.first(role: "push button", name: "Delete item"))
        XCTAssertEqual(delete.childCount, 0)
        try delete.doAction(0)
        try app.waitForStatus("deleted")
    }

    func testExtentsAreWindowCoordinatesInsideTheWindow() throws {
        let window = try XCTUnwrap(app.window.extents)
        XCTAssertEqual(window.x, 0)
        XCTAssertEqual(window.y, 0)
        let entry = try XCTUnwrap(app.window.first(role: "text")?.extents)
        XCTAssertTrue(window.contains(entry.center))
        XCTAssertGreaterThan(entry.width, 100)
    }

    func testListRowsAndOnScreenPruning() throws {
        let rows = app.window.all(role: "list item", onScreenOnly: true)
        XCTAssertGreaterThan(rows.count, 5)
        XCTAssertLessThan(rows.count, 40, "off-screen rows of the 500 must be left out")
        let labels = app.window.all(role: "label", nameContains: "Row ", onScreenOnly: true, limit: 3)
        XCTAssertEqual(labels.map(\.name), ["Row 0", "Row 1", "Row 2"])
        XCTAssertTrue(try XCTUnwrap(rows.first).isSelected)
        XCTAssertNil(app.window.first(role: "label", name: "Row 150", onScreenOnly: true))
        if let far = app.window.first(role: "label", name: "Row 150") { XCTAssertFalse(far.isOnScreen) }
    }

    func testDumpNamesWhatIsOnScreen() throws {
        let dump = app.window.dump()
        XCTAssertTrue(dump.contains("[push button \"Press me\"]"), dump)
        XCTAssertTrue(dump.contains("[text \"GtkEntry\"] editable"), dump)
        XCTAssertFalse(dump.contains("Row 150"), dump)
    }

    func testApplicationIsFoundByProcessID() throws {
        let application = try XCTUnwrap(app.process.accessibleApplication)
        XCTAssertEqual(application.processID, app.process.pid)
        XCTAssertEqual(app.window.application, application)
        XCTAssertEqual(app.process.windows.map(\.name), ["UITest Fixture"])
    }
}
