import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Edits that come faster than a row animation (200 ms): rows moved between sections, deleted and
/// inserted again one to three frames (16–50 ms) apart, so a row's fade is stopped, skipped on unmap
/// or replaced while the previous one is still running or emitting "done". The To-Do window's fast ticks crashed here
/// (a freed animation unreffed on unmap); the test passes when the process survives and the table
/// ends showing the snapshot.
final class TableViewRapidAnimationTests: GtkTestCase {
    override func tearDown() {
        onMain { setAnimations(true) }
        super.tearDown()
    }

    func testMovesDeletesAndInsertsFasterThanTheAnimation() {
        onMain {
            setAnimations(true)
            let open = (0..<30).map { "Item \($0)" }
            let fixture = TableFixture(
                sections: ["Open": open, "Done": []], order: ["Open", "Done"], headers: true)
            defer { fixture.close() }
            var generator = SystemRandomNumberGenerator()
            for round in 0..<120 {
                fixture.update(animated: true) { snapshot in
                    let openItems = snapshot.itemIdentifiers(inSection: "Open")
                    let doneItems = snapshot.itemIdentifiers(inSection: "Done")
                    switch round % 4 {
                    case 0, 1:
                        // Tick: a cross-section move into the other section's top.
                        if let item = openItems.randomElement(using: &generator) {
                            if let first = doneItems.first {
                                snapshot.moveItem(item, beforeItem: first)
                            } else {
                                snapshot.deleteItems([item])
                                snapshot.appendItems([item], toSection: "Done")
                            }
                        }
                    case 2:
                        // Untick.
                        if let item = doneItems.randomElement(using: &generator) {
                            snapshot.deleteItems([item])
                            snapshot.appendItems([item], toSection: "Open")
                        }
                    default:
                        // Delete one and insert a new one where it was.
                        if let item = openItems.randomElement(using: &generator) {
                            snapshot.insertItems(["New \(round)"], afterItem: item)
                            snapshot.deleteItems([item])
                        }
                    }
                }
                waitForFrames(1 + round % 3)  // the next edit one to three frames later, mid-animation
            }
            waitUntil("rows still vanish: \(fixture.storeTitles.filter { $0.hasPrefix("~") })") {
                !fixture.storeTitles.contains { $0.hasPrefix("~") } && fixture.table.expandingRows == 0
            }
            fixture.settle()
            let snapshot = fixture.dataSource.snapshot()
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), snapshot.numberOfItems(inSection: "Open"))
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 1), snapshot.numberOfItems(inSection: "Done"))
            XCTAssertFalse(fixture.storeTitles.contains { $0.hasPrefix("~") }, "no row left vanishing")
        }
    }
}

final class TableViewAnimationTeardownTests: GtkTestCase {
    /// A table torn down after its rows faded in and out: every row's fade goes with its row, none
    /// outlives the widget it animated ("Finalizing object associated with an
    /// AdwPropertyAnimationTarget" before the fade stopped using a property target).
    func testTornDownTableLeavesNoAnimationBehind() {
        onMain {
            setAnimations(true)
            let log = LoggedMessages(domain: "Adwaita")  // its criticals: bugs in how we hold animations
            defer { log.remove() }
            weak var weakTable: TableView?
            do {
                let window = gtk_window_new()!
                let table = TableView()
                weakTable = table
                gtk_window_set_default_size(window.cast(), 420, 480)
                gtk_window_set_child(window.cast(), table.widget)
                table.register({ TitleCell() }, forCellReuseIdentifier: "title")
                let dataSource = TableViewDiffableDataSource<String, String>(tableView: table) {
                    table, indexPath, item in
                    let cell = table.dequeueReusableCell(withIdentifier: "title", for: indexPath, as: TitleCell.self)
                    cell.title.text = item
                    return cell
                }
                gtk_window_present(window.cast())
                waitUntil("the table was never mapped") { table.isMapped }
                var snapshot = DiffableSnapshot<String, String>()
                snapshot.appendSections(["Main"])
                snapshot.appendItems((0..<20).map { "Row \($0)" })
                dataSource.apply(snapshot, animatingDifferences: false)
                drain()
                for round in 0..<4 {
                    snapshot.insertItems(["New \(round)"], afterItem: "Row \(round)")
                    snapshot.deleteItems(["Row \(10 + round)"])
                    dataSource.apply(snapshot, animatingDifferences: true)
                    waitForFrames(18)  // the fades run their 200 ms (twelve frames) and go
                }
                gtk_window_destroy(window.cast())
                drain()
            }
            drain()
            XCTAssertNil(weakTable, "the table is gone (else this test checks nothing)")
            XCTAssertEqual(log.messages, [])
        }
    }
}
