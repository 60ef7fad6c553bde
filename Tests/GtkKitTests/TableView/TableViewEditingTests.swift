import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// Swipe actions, edit mode and drag reordering, through the SwipeRow each cell lives in.
final class TableViewEditingTests: GtkTestCase {
    func testEveryCellLivesInASwipeRowAskingTheDelegateByIdentity() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C"]])
            defer { fixture.close() }
            let host = fixture.host(at: IndexPath(item: 1, section: 0))
            XCTAssertNotNil(host)
            XCTAssertTrue(host?.content === fixture.table.cellForRow(at: IndexPath(item: 1, section: 0)))

            // The row moves; the configuration is asked for where the row is now.
            fixture.update { $0.deleteItems(["A"]) }
            fixture.settle()
            host?.open(.trailing, animated: false)
            XCTAssertEqual(fixture.delegate.trailingAsked.last, IndexPath(item: 0, section: 0))
            XCTAssertTrue(host?.isOpen == true)

            // Opening another row closes the first.
            let other = fixture.host(at: IndexPath(item: 1, section: 0))
            XCTAssertFalse(other === host)
            other?.open(.trailing, animated: false)
            waitUntil("one open row at a time: the first stayed open") { host?.isOpen != true }
            XCTAssertTrue(other?.isOpen == true)
        }
    }

    func testEditModeReachesRowsBoundLaterAndCommitsDelete() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(count: 1_000)
            defer { fixture.close() }
            fixture.table.setEditing(true, animated: false)
            XCTAssertTrue(fixture.table.isEditing)
            XCTAssertTrue(fixture.host(at: IndexPath(item: 2, section: 0))?.isEditing == true)

            // Rows bound after the switch (scrolled to, or inserted) are in edit mode too.
            fixture.table.scrollToRow(at: IndexPath(item: 900, section: 0), at: .top)
            fixture.settle()
            fixture.update { $0.insertItems(["Fresh"], beforeItem: "Row 901") }
            fixture.settle()
            let fresh = fixture.host(at: IndexPath(item: 901, section: 0))
            XCTAssertEqual((fresh?.content as? TitleCell)?.title.text, "Fresh")
            XCTAssertTrue(fresh?.isEditing == true)
            XCTAssertTrue(fixture.host(at: IndexPath(item: 905, section: 0))?.isEditing == true)

            // Minus, then Delete: the delegate commits the delete of that row.
            gtkshim_signal_emit(fresh!.removeButton.widget, "clicked")
            XCTAssertTrue(fresh!.isConfirmingDelete)
            gtkshim_signal_emit(fresh!.confirmButton.widget, "clicked")
            XCTAssertEqual(fixture.delegate.deletes, [IndexPath(item: 901, section: 0)])

            fixture.table.setEditing(false, animated: false)
            XCTAssertFalse(fresh!.isEditing)
            XCTAssertFalse(fixture.host(at: IndexPath(item: 905, section: 0))!.isEditing)
        }
    }

    func testDragHandleReordersRows() throws {
        try onMain {
            try requireTool("xdotool")
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C", "D", "E"]])
            defer { fixture.close() }
            fixture.delegate.immovable = [IndexPath(item: 4, section: 0)]
            fixture.table.allowsReordering = true
            let container = try XCTUnwrap(fixture.table.materialisedRow(for: IndexPath(item: 0, section: 0))?.container)
            XCTAssertFalse(container.isHandleVisible, "no handle outside edit mode")
            fixture.table.setEditing(true, animated: false)
            fixture.settle()
            XCTAssertTrue(container.isHandleVisible)
            XCTAssertFalse(
                fixture.table.materialisedRow(for: IndexPath(item: 4, section: 0))!.container!.isHandleVisible,
                "canMoveRowAt false: no handle")

            // Drag A's handle to the lower half of C: A lands after C.
            let start = try XCTUnwrap(fixture.centre(of: container.handle))
            let target = try XCTUnwrap(fixture.centre(of: IndexPath(item: 2, section: 0)))
            // One gesture, paced inside xdotool as a hand would move (the loop keeps spinning).
            var gesture = ["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1", "sleep", "0.1"]
            for step in 1...10 {
                let y = start.y + (target.y + 10 - start.y) * step / 10
                gesture += ["mousemove", "\(start.x - 5)", "\(y)", "sleep", "0.03"]
            }
            xdotool(gesture + ["mouseup", "1"])
            XCTAssertTrue(spin(until: { !fixture.delegate.moves.isEmpty }, timeout: 3), "the drop moves the row")
            XCTAssertEqual(fixture.delegate.moves.first?.0, IndexPath(item: 0, section: 0))
            XCTAssertEqual(fixture.delegate.moves.first?.1, IndexPath(item: 2, section: 0))
            XCTAssertEqual(fixture.dataSource.snapshot().itemIdentifiers, ["B", "C", "A", "D", "E"])
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["B", "C", "A", "D", "E"])
        }
    }
}
