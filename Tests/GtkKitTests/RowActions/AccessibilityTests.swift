import CGtk
import Foundation
import UITestSupport
import XCTest

@testable import GtkKit

/// What a screen reader sees, read back through AT-SPI.
final class AccessibilityTests: GtkTestCase {
    func testRevealedActionButtonsAreNamedByTheirTitles() {
        withFixture(RowActionsFixture()) { fixture in
            fixture.swipe(fixture.rows[0], by: -120)
            XCTAssertTrue(fixture.rows[0].isOpen)
            let buttons = readTree(until: { nodes in
                ["Delete", "Share"].allSatisfy { name in nodes.contains { $0.name == name } }
            })
            .filter { $0.role == "button" || $0.role == "push button" }
            let names = buttons.map(\.name)
            XCTAssertTrue(names.contains("Delete") && names.contains("Share"), "\(buttons)")
            XCTAssertFalse(names.contains("Favourite"), "the other edge is not built")
        }
    }

    func testClosedRowsExposeNoActionButtonsAndEditControlsAreNamed() {
        withFixture(RowActionsFixture()) { fixture in
            fixture.swipe(fixture.rows[0], by: -120)
            fixture.xdotool(["key", "Escape"])
            fixture.settle()
            XCTAssertFalse(fixture.rows[0].isOpen)
            XCTAssertFalse(fixture.rows[0].actionButtons(.trailing).isEmpty, "buttons kept, clipped")
            fixture.rows.forEach { $0.setEditing(true, animated: false) }
            fixture.settle()
            let names = readTree(until: { $0.contains { $0.name == "Delete Restaurant 3" } })
                .filter { $0.role.contains("button") }.map(\.name)
            XCTAssertEqual(
                names, ["Delete Restaurant 1", "Delete Restaurant 2", "Delete Restaurant 3"],
                "only the edit controls: no closed row's actions, no collapsed confirmation")
            fixture.click(fixture.rows[1].removeButton)
            XCTAssertTrue(fixture.rows[1].isConfirmingDelete)
            let confirming = readTree().filter { $0.role.contains("button") }.map(\.name)
            XCTAssertEqual(confirming.filter { $0 == "Delete" }.count, 1, "the revealed confirmation: \(confirming)")
            fixture.rows.forEach { $0.setEditing(false, animated: false) }
            fixture.settle()
            XCTAssertEqual(readTree().filter { $0.role.contains("button") }.map(\.name), [], "nothing left over")
        }
    }
}

/// This process's accessible tree, read while the main loop keeps answering. GTK updates what it
/// exposes asynchronously, so with `until` the tree is read again, after a frame each time, until it
/// holds (or 10 s, scaled, pass).
@MainActor private func readTree(until expected: ([AtspiProbe.Node]) -> Bool = { _ in true }) -> [AtspiProbe.Node] {
    let deadline = Date().addingTimeInterval(scaled(10))
    var nodes: [AtspiProbe.Node] = []
    repeat {
        let probe = AtspiProbe()
        probe.start()
        XCTAssertTrue(spin(until: { probe.nodes != nil }, timeout: 20), "AT-SPI did not answer")
        nodes = probe.nodes ?? []
        if expected(nodes) { break }
        waitForFrame()
    } while Date() < deadline
    return nodes
}
