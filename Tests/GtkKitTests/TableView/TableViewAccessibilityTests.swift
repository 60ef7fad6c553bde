import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// What the table tells screen readers about its rows.
final class TableViewAccessibilityTests: GtkTestCase {
    /// Each edit-mode remove control is named after its row (as the delegate names it), on rows bound
    /// at first, on recycled rows bound later, and after rows shift; rows without a name say "Remove".
    func testRemoveControlsAreNamedAfterTheirRows() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(count: 0)
            defer { fixture.close() }
            fixture.delegate.accessibleName = { [weak fixture] path in
                let item = fixture?.dataSource.itemIdentifier(for: path)
                return item == "Row 3" ? nil : item
            }
            fixture.update { $0.appendItems((0..<500).map { "Row \($0)" }, toSection: "Main") }
            fixture.settle()
            fixture.table.setEditing(true, animated: false)
            fixture.settle()

            @MainActor func label(_ item: Int) -> String? {
                fixture.host(at: IndexPath(item: item, section: 0))?.removeButton.accessibleLabel
            }
            @MainActor func tooltip(_ item: Int) -> String? {
                guard let host = fixture.host(at: IndexPath(item: item, section: 0)),
                    let text = gtk_widget_get_tooltip_text(host.removeButton.widget)
                else { return nil }
                return String(cString: text)
            }
            XCTAssertEqual(label(0), "Delete Row 0")
            XCTAssertEqual(tooltip(0), "Delete Row 0", "the GTK widget carries the name too")
            XCTAssertEqual(label(2), "Delete Row 2")
            XCTAssertEqual(label(3), "Remove", "no name from the delegate")

            fixture.table.scrollToRow(at: IndexPath(item: 450, section: 0), at: .top)
            fixture.settle()
            XCTAssertEqual(label(450), "Delete Row 450", "a recycled row widget is renamed at bind time")

            fixture.update { $0.deleteItems(["Row 449"]) }
            fixture.settle()
            XCTAssertEqual(label(449), "Delete Row 450", "the name follows the row, not its index path")
        }
    }
}
