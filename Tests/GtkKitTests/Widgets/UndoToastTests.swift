import CGtk
import XCTest

@testable import GtkKit

/// UndoToast hands its records to `commit` exactly once when they can no longer be undone — when the
/// toast times out, or `commit()` is called — and never after an undo. Undo right after a record
/// dismisses a toast still sliding in, which crashed libadwaita 1.2 (segfault) before `Toast.dismiss`
/// waited for the animation.
final class UndoToastTests: GtkTestCase {
    func testRecordsAreCommittedOnceWhenTheToastTimesOutAndNeverAfterUndo() {
        onMain {
            let overlay = ToastOverlay(child: Label("Content"))
            let window = shownWindow(overlay)
            defer { window.destroy() }
            var committed: [[Int]] = [], reverted: [[Int]] = []
            let undo = UndoToast<Int>(
                timeout: 1, title: { "\($0.count) changes" }, present: { overlay.add($0) },
                revert: { reverted.append($0) }, commit: { committed.append($0) })
            undo.record(1)
            undo.record(2)
            XCTAssertTrue(spin(until: { !committed.isEmpty }, timeout: 5), "the toast's timeout did not commit")
            XCTAssertEqual(committed, [[1, 2]])
            XCTAssertFalse(undo.canUndo)

            undo.record(3)
            XCTAssertTrue(undo.undo())
            XCTAssertEqual(reverted, [[3]])
            undo.record(4)
            undo.commit()
            XCTAssertEqual(committed, [[1, 2], [4]], "commit() commits what is pending, and an undone record never")
            holdStill(
                for: 1.5, because: "the dismissed toast's own timeout (1 s) would have fired by then",
                "the dismissed toast committed again: \(committed)"
            ) { committed.count == 2 }
            XCTAssertTrue(
                spin(until: { labels(in: overlay.widget).allSatisfy { !$0.contains("changes") } }, timeout: 3),
                "a toast dismissed while another animated never went: \(labels(in: overlay.widget))")
        }
    }
}
