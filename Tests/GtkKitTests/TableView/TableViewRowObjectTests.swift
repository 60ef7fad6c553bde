import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Row objects are made on demand: a 100,000-row table keeps a few hundred alive, not one per row,
/// and a row gives back the same object for as long as someone holds it.
final class TableViewRowObjectTests: GtkTestCase {
    /// A generous bound for "the rows near the viewport": GTK 4.8 keeps about 200 list items.
    static let bound = 500

    func testLiveRowObjectsStayBoundedAt100k() {
        onMain {
            setAnimations(true)
            let baseline = RowRef.liveCount
            let fixture = TableFixture(count: 100_000)
            XCTAssertEqual(fixture.table.rows.count, 100_000)
            XCTAssertGreaterThan(RowRef.liveCount - baseline, 5, "the visible rows have objects")
            XCTAssertLessThan(RowRef.liveCount - baseline, Self.bound, "after the first apply")

            fixture.update(animated: true) {
                $0.deleteItems(["Row 3", "Row 50000"]); $0.insertItems(["New"], afterItem: "Row 7")
            }
            fixture.settle()
            XCTAssertLessThan(RowRef.liveCount - baseline, Self.bound, "after an animated apply")

            let adjustment = gtk_scrollable_get_vadjustment(fixture.table.listView.opaque)!
            var most = 0
            for step in 1...40 {
                let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                fixture.scrollOffset = upper * Double(step) / 40
                fixture.settle()
                most = max(most, RowRef.liveCount - baseline)
            }
            XCTAssertEqual(fixture.shownTitles.last, "Row 99999")
            XCTAssertLessThan(most, Self.bound, "while scrolling through every row")
            XCTAssertEqual(
                fixture.table.rows.objects.count, RowRef.liveCount - baseline,
                "every live row object is in the cache, and no other")

            // Asking for a far row's cell makes no object.
            let before = RowRef.liveCount
            XCTAssertNil(fixture.table.cellForRow(at: IndexPath(item: 1_000, section: 0)))
            XCTAssertEqual(RowRef.liveCount, before)

            // Only GTK holds row objects: once the list view lets go of its items, none is left.
            fixture.close()
            gtk_list_view_set_model(fixture.table.listView.opaque, nil)
            drain()
            XCTAssertEqual(RowRef.liveCount, baseline, "no row object outlives the list view's items")
            XCTAssertEqual(fixture.table.rows.objects.count, 0)
        }
    }

    func testSameRowSameObjectWhileHeld() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(count: 100_000)
            defer { fixture.close() }
            let model = fixture.table.model

            // A far row GTK does not hold: made on request, the same while held, gone when let go.
            let baseline = RowRef.liveCount
            let far = g_list_model_get_item(model, 60_000)!
            XCTAssertEqual(RowRef.liveCount, baseline + 1)
            let again = g_list_model_get_item(model, 60_000)!
            XCTAssertEqual(far, again, "the same row gives the same object while it is held")
            XCTAssertEqual((RowObject.row(of: far) as? RowBox<String, String>)?.item, "Row 60000")
            g_object_unref(again)

            // Rows move with the updates before them, and keep their object.
            fixture.update { $0.deleteItems(["Row 10", "Row 59990"]) }
            let moved = g_list_model_get_item(model, 59_998)!
            XCTAssertEqual(moved, far, "the held row moved up by two and kept its object")
            g_object_unref(moved)
            fixture.update {
                $0.deleteItems(["Row 60000"]); $0.insertItems(["Other"], beforeItem: "Row 60001")
            }
            let replaced = g_list_model_get_item(model, 59_998)!
            XCTAssertNotEqual(replaced, far, "a new row at the same place is another object")
            XCTAssertEqual((RowObject.row(of: replaced) as? RowBox<String, String>)?.item, "Other")
            XCTAssertEqual(
                (RowObject.row(of: far) as? RowBox<String, String>)?.item, "Row 60000",
                "a removed row's object lives on, detached, while held")
            g_object_unref(replaced)
            g_object_unref(far)
            XCTAssertEqual(RowRef.liveCount, baseline, "let go, both are finalised")

            // A bound row's object is the one its list item shows.
            let container = fixture.table.containers.values.first {
                ($0.row as? RowBox<String, String>)?.item == "Row 4"
            }!
            let bound = g_list_model_get_item(model, 4)!
            XCTAssertEqual(UnsafeMutableRawPointer(bound), gtk_list_item_get_item(container.listItem))
            g_object_unref(bound)

            // The selection holds its row's object: far away and back, it is the same one.
            fixture.table.selectRow(at: IndexPath(item: 5, section: 0))
            let selected = gtk_single_selection_get_selected_item(fixture.table.selection)
            fixture.table.scrollToRow(at: IndexPath(item: 90_000, section: 0), at: .top)
            fixture.settle()
            XCTAssertNil(fixture.table.cellForRow(at: IndexPath(item: 5, section: 0)), "row 5 is far from the viewport")
            let back = g_list_model_get_item(model, 5)!
            XCTAssertEqual(UnsafeMutableRawPointer(back), selected)
            g_object_unref(back)
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 5, section: 0))
        }
    }

    /// A reload that replaces 100,000 rows with tens of thousands makes objects for the rows GTK shows
    /// only. In one `items-changed`, GTK 4.8 would ask for every new row while looking for its scroll
    /// anchor among them: 14,286 objects made and dropped for a search's result.
    func testReloadMakesObjectsForShownRowsOnly() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(count: 100_000)
            defer { fixture.close() }
            fixture.scrollOffset = 3_000
            fixture.settle()
            for (name, items) in [
                ("every seventh row", stride(from: 0, to: 100_000, by: 7).map { "Row \($0)" }),
                ("new rows", (0..<20_000).map { "Hit \($0)" }),
            ] {
                var snapshot = DiffableSnapshot<String, String>()
                snapshot.appendSections(["Main"])
                snapshot.appendItems(items, toSection: "Main")
                let made = RowRef.madeCount
                fixture.dataSource.applySnapshotUsingReloadData(snapshot)
                XCTAssertLessThan(RowRef.madeCount - made, Self.bound, name)
                XCTAssertEqual(Int(g_list_model_get_n_items(fixture.table.model)), items.count, name)
                fixture.settle()
                XCTAssertLessThan(RowRef.madeCount - made, Self.bound, "\(name), once drawn")
                XCTAssertEqual(fixture.shownTitles.first, items[0], "\(name): the result shows from its top")
            }
        }
    }
}
