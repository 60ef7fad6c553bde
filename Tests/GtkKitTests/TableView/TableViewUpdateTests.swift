import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Applies deletes, inserts, moves and reloads and reads back what the list store and GTK show.
final class TableViewUpdateTests: GtkTestCase {
    func testThreeRowsShowInOrder() {
        withFixture(TableFixture(sections: ["Main": ["A", "B", "C"]])) { fixture in
            XCTAssertEqual(fixture.storeTitles, ["A", "B", "C"])
            XCTAssertEqual(fixture.shownTitles, ["A", "B", "C"])
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 3)
        }
    }

    func testDeleteInsertMoveReload() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C"]])
            defer { fixture.close() }

            fixture.update { $0.deleteItems(["B"]) }
            fixture.settle()
            XCTAssertEqual(fixture.storeTitles, ["A", "C"])
            XCTAssertEqual(fixture.shownTitles, ["A", "C"])

            fixture.update { $0.insertItems(["D", "E"], afterItem: "A") }
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["A", "D", "E", "C"])

            fixture.update { $0.moveItem("C", beforeItem: "A") }
            fixture.settle()
            XCTAssertEqual(fixture.storeTitles, ["C", "A", "D", "E"])
            XCTAssertEqual(fixture.shownTitles, ["C", "A", "D", "E"])

            let cellBefore = fixture.table.cellForRow(at: IndexPath(item: 1, section: 0)) as? TitleCell
            XCTAssertEqual(cellBefore?.subtitle.text, "v0")
            fixture.versions["A"] = 7
            fixture.update { $0.reloadItems(["A"]) }
            fixture.settle()
            let cellAfter = fixture.table.cellForRow(at: IndexPath(item: 1, section: 0)) as? TitleCell
            XCTAssertEqual(cellAfter?.subtitle.text, "v7", "a reloaded row is bound again")
            XCTAssertEqual(fixture.shownTitles, ["C", "A", "D", "E"])

            fixture.versions["D"] = 3
            fixture.update { $0.reconfigureItems(["D"]) }
            fixture.settle()
            XCTAssertEqual(
                (fixture.table.cellForRow(at: IndexPath(item: 2, section: 0)) as? TitleCell)?.subtitle.text,
                "v3", "a reconfigured row is rebound in place")
        }
    }

    func testOneSpliceFor100kDelete() {
        withFixture(TableFixture(count: 100_000)) { fixture in
            XCTAssertEqual(Int(g_list_model_get_n_items(fixture.table.model)), 100_000)
            var changes: [(Int, Int, Int)] = []
            Signal.connect(fixture.table.model, "items-changed") { (position: Int, removed: Int, added: Int) in
                changes.append((position, removed, added))
            }
            fixture.update { $0.deleteItems(["Row 50000"]) }
            XCTAssertEqual(changes.count, 1)
            XCTAssertEqual(changes.first?.0, 50_000)
            XCTAssertEqual(changes.first?.1, 1)
            XCTAssertEqual(changes.first?.2, 0)
            fixture.update { $0.insertItems(["New"], beforeItem: "Row 3") }
            XCTAssertEqual(changes.count, 2)
            fixture.settle()
            XCTAssertEqual(Array(fixture.shownTitles.prefix(5)), ["Row 0", "Row 1", "Row 2", "New", "Row 3"])
        }
    }

    func testSectionHeaderRows() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(
                sections: ["Fruit": ["Apple", "Pear"], "Veg": ["Leek"]],
                order: ["Fruit", "Veg"], headers: true)
            defer { fixture.close() }
            XCTAssertEqual(fixture.storeTitles, ["#Fruit", "Apple", "Pear", "#Veg", "Leek"])
            XCTAssertEqual(fixture.shownTitles, ["#Fruit", "Apple", "Pear", "#Veg", "Leek"])
            XCTAssertEqual(fixture.table.numberOfSections, 2)
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 1), 1)
            XCTAssertEqual(
                (fixture.table.cellForRow(at: IndexPath(item: 0, section: 1)) as? TitleCell)?.title.text, "Leek")

            // Header rows are neither selectable nor activatable.
            let header = fixture.table.containers.values.first { $0.row?.isHeader == true }
            XCTAssertNotNil(header)
            XCTAssertEqual(gtk_list_item_get_selectable(header!.listItem), 0)
            XCTAssertEqual(gtk_list_item_get_activatable(header!.listItem), 0)

            fixture.update {
                $0.moveItem("Pear", afterItem: "Leek"); $0.appendSections(["Nuts"]);
                $0.appendItems(["Pecan"], toSection: "Nuts")
            }
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["#Fruit", "Apple", "#Veg", "Leek", "Pear", "#Nuts", "Pecan"])
            fixture.update { $0.deleteSections(["Fruit"]) }
            fixture.settle()
            XCTAssertEqual(fixture.storeTitles, ["#Veg", "Leek", "Pear", "#Nuts", "Pecan"])
            fixture.table.selectRow(at: IndexPath(item: 0, section: 1))
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 0, section: 1))
            XCTAssertEqual(gtk_single_selection_get_selected(fixture.table.selection), 4)
        }
    }
}
