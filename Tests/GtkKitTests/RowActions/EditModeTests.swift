import CGtk
import XCTest

@testable import GtkKit

/// Seed 001's edit mode: remove control → Delete confirmation → onDeleteConfirmed.
final class EditModeTests: GtkTestCase {
    func testRemoveControlThenConfirmationCallsOnDeleteConfirmed() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[1]
            XCTAssertFalse(row.removeButton.isMapped)
            fixture.rows.forEach { $0.setEditing(true, animated: true) }
            XCTAssertTrue(spin(until: { row.removeButton.isMapped && fixture.frame(of: row.removeButton).width > 0 }))
            fixture.settle()
            waitUntilStill()  // the controls' slide-in
            XCTAssertEqual(row.removeButton.accessibleLabel, "Delete Restaurant 2")
            XCTAssertFalse(row.confirmButton.isMapped)
            fixture.screenshot("edit-mode")

            fixture.click(row.removeButton)
            XCTAssertTrue(spin(until: { row.confirmButton.isMapped }))
            waitUntilStill()  // the confirmation's slide-in
            XCTAssertTrue(row.isConfirmingDelete)
            XCTAssertFalse(fixture.rows[0].isConfirmingDelete, "only the pressed row asks")
            let rowFrame = fixture.frame(of: row), confirm = fixture.frame(of: row.confirmButton)
            XCTAssertGreaterThan(confirm.x, rowFrame.x + rowFrame.width / 2, "confirmation at the row's end")
            fixture.screenshot("edit-confirm")
            XCTAssertTrue(fixture.deleteConfirmed.isEmpty)

            fixture.click(row.confirmButton)
            XCTAssertEqual(fixture.deleteConfirmed, [1])
        }
    }

    /// The remove control's tooltip is set only while it can be seen: setting a tooltip costs an X
    /// round trip, and every bind of a row set it (a third of To-Do's reorder).
    func testTheRemoveTooltipIsSetOnlyWhileEditing() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[1]
            XCTAssertNil(row.removeButton.tooltip)
            row.accessibleRowName = "Renamed"
            XCTAssertNil(row.removeButton.tooltip, "a bind outside edit mode sets no tooltip")
            XCTAssertEqual(row.removeButton.accessibleLabel, "Delete Renamed")
            row.setEditing(true, animated: false)
            XCTAssertEqual(row.removeButton.tooltip, "Delete Renamed")
            row.accessibleRowName = "Again"
            XCTAssertEqual(row.removeButton.tooltip, "Delete Again")
            row.setEditing(false, animated: false)
            XCTAssertNil(row.removeButton.tooltip)
        }
    }

    func testPressingTheControlAgainOrLeavingEditModeHidesTheConfirmation() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            row.setEditing(true, animated: false)
            fixture.settle()
            fixture.click(row.removeButton)
            XCTAssertTrue(row.isConfirmingDelete)
            fixture.click(row.removeButton)
            XCTAssertFalse(row.isConfirmingDelete)
            fixture.click(row.removeButton)
            XCTAssertTrue(row.isConfirmingDelete)
            row.setEditing(false, animated: true)
            XCTAssertFalse(row.isConfirmingDelete)
            XCTAssertTrue(spin(until: { !row.removeButton.isMapped }), "the control slides out")
            XCTAssertTrue(fixture.deleteConfirmed.isEmpty)
        }
    }

    func testNoSwipingWhileEditing() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            row.setEditing(true, animated: false)
            fixture.swipe(row, by: -120)
            XCTAssertFalse(row.isOpen)
            XCTAssertEqual(row.offset, 0)
        }
    }

    func testEnteringEditModeClosesAnOpenRow() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -120)
            XCTAssertTrue(row.isOpen)
            row.setEditing(true, animated: true)
            fixture.settle()
            XCTAssertFalse(row.isOpen)
            XCTAssertEqual(row.offset, 0)
        }
    }

    func testPrepareForReuseDropsTheConfirmationButKeepsEditMode() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            row.setEditing(true, animated: false)
            fixture.settle()
            fixture.click(row.removeButton)
            XCTAssertTrue(row.isConfirmingDelete)
            row.prepareForReuse()
            XCTAssertFalse(row.isConfirmingDelete)
            XCTAssertTrue(row.isEditing, "edit mode belongs to the table")
            XCTAssertFalse(row.removeButton.hasCSSClass("confirming"))
        }
    }
}
