import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Seeded random updates, animated or not, applied while earlier deletions still vanish: after each
/// apply the model's live rows are the snapshot's, and every row widget shows the row it is bound to.
final class TableViewRandomUpdateTests: GtkTestCase {
    override func tearDown() {
        onMain { setAnimations(true) }
        super.tearDown()
    }

    func testRandomUpdatesKeepTheModelInStep() {
        onMain {
            setAnimations(true)
            var rng = SplitMix(state: 0x7AB1E)
            for headers in [false, true] {
                let order = ["S0", "S1", "S2"]
                var next = 0
                func fresh() -> String { next += 1; return "I\(next)" }
                let sections = Dictionary(uniqueKeysWithValues: order.map { ($0, (0..<8).map { _ in fresh() }) })
                let fixture = TableFixture(sections: sections, order: order, headers: headers)
                var pending = 0
                for round in 0..<60 {
                    let animated = Int.random(in: 0..<4, using: &rng) != 0
                    pending += 1
                    fixture.update(animated: animated, completion: { pending -= 1 }) { snapshot in
                        for _ in 0..<Int.random(in: 1...4, using: &rng) {
                            let items = snapshot.itemIdentifiers
                            let section = order[Int.random(in: 0..<order.count, using: &rng)]
                            switch Int.random(in: 0..<5, using: &rng) {
                            case 0...1 where !items.isEmpty:
                                snapshot.deleteItems([items.randomElement(using: &rng)!])
                            case 2 where !items.isEmpty:
                                snapshot.insertItems([fresh()], beforeItem: items.randomElement(using: &rng)!)
                            case 3 where items.count > 1:
                                let item = items.randomElement(using: &rng)!, other = items.randomElement(using: &rng)!
                                if item != other { snapshot.moveItem(item, afterItem: other) }
                            case 4 where !items.isEmpty:
                                snapshot.reloadItems([items.randomElement(using: &rng)!])
                            default:
                                snapshot.appendItems([fresh()], toSection: section)
                            }
                        }
                    }
                    let live = fixture.storeTitles.filter { !$0.hasPrefix("~") }
                    XCTAssertEqual(
                        live, Self.rows(of: fixture.dataSource.snapshot(), headers: headers), "round \(round)")
                    // A third of the rounds let the animations run six frames (a 200 ms row animation
                    // is twelve) before the next edit; the others edit again at once.
                    if Int.random(in: 0..<3, using: &rng) == 0 { waitForFrames(6) } else { drain() }
                    Self.checkBoundRows(fixture, round: round)
                }
                XCTAssertTrue(
                    spin(until: { pending == 0 }, timeout: 5), "every completion runs once the ghosts are gone")
                XCTAssertEqual(fixture.storeTitles, Self.rows(of: fixture.dataSource.snapshot(), headers: headers))
                fixture.settle()
                Self.checkBoundRows(fixture, round: -1)
                fixture.close()
            }
        }
    }

    /// The snapshot's rows as the fixture names them.
    @MainActor static func rows(of snapshot: DiffableSnapshot<String, String>, headers: Bool) -> [String] {
        snapshot.sectionIdentifiers.flatMap { (headers ? ["#\($0)"] : []) + snapshot.itemIdentifiers(inSection: $0) }
    }

    /// Every bound item row's cell shows its item, and the row is the one at its list item's position.
    @MainActor static func checkBoundRows(_ fixture: TableFixture, round: Int) {
        for container in fixture.table.containers.values {
            guard let row = container.row as? RowBox<String, String>, let item = row.item, !row.isVanishing else {
                continue
            }
            XCTAssertEqual((container.cell as? TitleCell)?.title.text, item, "round \(round): the cell shows its row")
            let position = Int(gtk_list_item_get_position(container.listItem))
            XCTAssertTrue(
                fixture.table.rows.materialisedRow(at: position) === row, "round \(round): \(item) at \(position)")
        }
    }
}
