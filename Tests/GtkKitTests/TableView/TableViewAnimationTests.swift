import CGtk
import Diffable
import XCTest

@testable import GtkKit

/// Animated deletion keeps the deleted row on screen while it collapses; the snapshot is new at once.
final class TableViewAnimationTests: GtkTestCase {
    override func tearDown() {
        onMain { setAnimations(true) }
        super.tearDown()
    }

    func testAnimatedDeleteCollapsesThenRemoves() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C"]])
            defer { fixture.close() }
            var completed = false
            let started = Date()
            fixture.update(animated: true, completion: { completed = true }) { $0.deleteItems(["B"]) }

            XCTAssertEqual(fixture.dataSource.snapshot().itemIdentifiers, ["A", "C"], "the snapshot is new at once")
            XCTAssertEqual(fixture.storeTitles, ["A", "~B", "C"], "B stays in the store while it vanishes")
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(
                (fixture.table.cellForRow(at: IndexPath(item: 1, section: 0)) as? TitleCell)?.title.text, "C")
            XCTAssertFalse(completed)

            // Midway the row is shorter than it was when the delete began.
            let ghost = fixture.table.containers.values.first { $0.row?.isVanishing == true }!
            let fullHeight = ghost.height
            XCTAssertTrue(
                spin(until: { ghost.height < fullHeight || completed }) && !completed,
                "the deleted row collapses (it was \(fullHeight) px, is \(ghost.height) px)")

            XCTAssertTrue(spin(until: { completed }, timeout: 3), "completion runs when the row is gone")
            XCTAssertGreaterThan(Date().timeIntervalSince(started), 0.15, "the collapse took about 200 ms")
            XCTAssertEqual(fixture.storeTitles, ["A", "C"])
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["A", "C"])
        }
    }

    func testAnimationsOffRemoveAtOnce() {
        onMain {
            setAnimations(false)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C"]])
            defer { fixture.close() }
            var completed = false
            fixture.update(animated: true, completion: { completed = true }) { $0.deleteItems(["B"]) }
            XCTAssertTrue(completed)
            XCTAssertEqual(fixture.storeTitles, ["A", "C"])
        }
    }

    func testInsertedRowExpands() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(sections: ["Main": ["A", "C"]])
            defer { fixture.close() }
            fixture.update(animated: true) { $0.insertItems(["B"], afterItem: "A") }
            XCTAssertEqual(fixture.storeTitles, ["A", "B", "C"])
            // The first frame lays B out where its animation starts; a later look may find it grown.
            waitForFrame()
            let row = fixture.table.containers.values.first { ($0.row as? RowBox<String, String>)?.item == "B" }
            XCTAssertNotNil(row)
            let full = fixture.table.cellForRow(at: IndexPath(item: 0, section: 0))!.height
            XCTAssertLessThan(row!.height, full, "B starts collapsed")
            let content = gtk_widget_get_first_child(row!.widget)
            XCTAssertLessThan(gtk_widget_get_opacity(content), 1, "and fades in (it showed at full opacity at once)")
            XCTAssertTrue(spin(until: { row!.height >= full }, timeout: 2), "then expands to full height")
        }
    }

    /// An apply's completion runs when the rows it inserted stand at full height, not while they
    /// grow: a caller setting a scroll offset then would see GTK move it with the growing rows (the
    /// search's Escape left the list 15–60 px off).
    func testCompletionWaitsForInsertedRowsToExpand() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(sections: ["Main": ["A", "D"]])
            defer { fixture.close() }
            fixture.settle()
            let full = fixture.table.materialisedRow(for: IndexPath(item: 0, section: 0))!.container!.height
            var heights: [Int]?
            fixture.update(
                animated: true,
                completion: {
                    heights = fixture.table.containers.values.compactMap { container -> Int? in
                        guard let item = (container.row as? RowBox<String, String>)?.item, item == "B" || item == "C"
                        else { return nil }
                        return container.height
                    }
                }
            ) { $0.insertItems(["B", "C"], afterItem: "A") }
            XCTAssertNil(heights, "the rows have not grown yet")
            XCTAssertTrue(spin(until: { heights != nil }, timeout: 3), "the completion runs")
            XCTAssertEqual(heights, [full, full], "both inserted rows stand at full height by then")
            XCTAssertEqual(fixture.table.expandingRows, 0)
        }
    }

    /// A reload while inserted rows grow ends their growth, and the waiting completion runs.
    func testReloadDuringExpansionRunsTheCompletion() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(sections: ["Main": ["A", "C"]])
            defer { fixture.close() }
            fixture.settle()
            var completed = false
            fixture.update(animated: true, completion: { completed = true }) { $0.insertItems(["B"], afterItem: "A") }
            var snapshot = fixture.dataSource.snapshot()
            snapshot.appendItems(["E"])
            fixture.dataSource.applySnapshotUsingReloadData(snapshot)
            XCTAssertTrue(spin(until: { completed }, timeout: 3))
            fixture.settle()
            XCTAssertEqual(fixture.table.expandingRows, 0)
            XCTAssertEqual(fixture.shownTitles, ["A", "B", "C", "E"])
        }
    }

    func testRowInsertedOffScreenDoesNotAnimateLater() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(count: 1_000)
            defer { fixture.close() }
            fixture.update(animated: true) { $0.insertItems(["Far"], beforeItem: "Row 900") }
            fixture.settle()
            fixture.table.scrollToRow(at: IndexPath(item: 900, section: 0), at: .middle)
            fixture.settle()
            let far = fixture.table.materialisedRow(for: IndexPath(item: 900, section: 0))?.container
            let neighbour = fixture.table.materialisedRow(for: IndexPath(item: 901, section: 0))?.container
            XCTAssertEqual((far?.cell as? TitleCell)?.title.text, "Far")
            XCTAssertEqual(far?.height, neighbour?.height, "shown at full height at once")
        }
    }

    /// Undo right after a delete: the row comes back while its ghost still vanishes. The two are
    /// distinct rows (and objects) of the model; the new one is live, the ghost leaves.
    func testReinsertWhileVanishing() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C"]])
            defer { fixture.close() }
            var completed = 0
            fixture.update(animated: true, completion: { completed += 1 }) { $0.deleteItems(["B"]) }
            XCTAssertEqual(fixture.storeTitles, ["A", "~B", "C"])
            waitForFrames(3)  // the ghost is collapsing
            fixture.update(animated: true, completion: { completed += 1 }) { $0.insertItems(["B"], afterItem: "A") }
            XCTAssertEqual(fixture.storeTitles, ["A", "~B", "B", "C"])
            let ghost = g_list_model_get_item(fixture.table.model, 1)!,
                back = g_list_model_get_item(fixture.table.model, 2)!
            XCTAssertNotEqual(ghost, back)
            g_object_unref(ghost)
            g_object_unref(back)
            XCTAssertEqual(fixture.table.numberOfRows(inSection: 0), 3)
            XCTAssertTrue(spin(until: { completed == 2 }, timeout: 3))
            XCTAssertEqual(fixture.storeTitles, ["A", "B", "C"])
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["A", "B", "C"])
            let b = fixture.table.cellForRow(at: IndexPath(item: 1, section: 0)),
                a = fixture.table.cellForRow(at: IndexPath(item: 0, section: 0))
            XCTAssertEqual((b as? TitleCell)?.title.text, "B")
            XCTAssertTrue(spin(until: { b!.height == a!.height }, timeout: 2), "the new B is shown at full height")
        }
    }

    func testApplyDuringAnimationStaysCorrect() {
        onMain {
            setAnimations(true)
            let fixture = TableFixture(sections: ["Main": ["A", "B", "C", "D", "E"]])
            defer { fixture.close() }
            var completions = 0
            fixture.update(animated: true, completion: { completions += 1 }) { $0.deleteItems(["B"]) }
            XCTAssertEqual(fixture.storeTitles, ["A", "~B", "C", "D", "E"])
            waitForFrames(3)  // B is collapsing
            fixture.update(animated: true, completion: { completions += 1 }) {
                $0.deleteItems(["D"])
                $0.insertItems(["X"], afterItem: "A")
                $0.moveItem("E", beforeItem: "C")
            }
            XCTAssertEqual(fixture.dataSource.snapshot().itemIdentifiers, ["A", "X", "E", "C"])
            let live = fixture.storeTitles.filter { !$0.hasPrefix("~") }
            XCTAssertEqual(live, ["A", "X", "E", "C"], "store: \(fixture.storeTitles)")
            XCTAssertEqual(
                (fixture.table.cellForRow(at: IndexPath(item: 3, section: 0)) as? TitleCell)?.title.text, "C")
            fixture.table.selectRow(at: IndexPath(item: 2, section: 0))
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 2, section: 0))

            // A third apply while both vanish.
            fixture.update(animated: true, completion: { completions += 1 }) { $0.deleteItems(["A"]) }
            XCTAssertEqual(fixture.storeTitles.filter { !$0.hasPrefix("~") }, ["X", "E", "C"])
            XCTAssertTrue(spin(until: { completions == 3 }, timeout: 3))
            XCTAssertEqual(fixture.storeTitles, ["X", "E", "C"])
            fixture.settle()
            XCTAssertEqual(fixture.shownTitles, ["X", "E", "C"])
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 1, section: 0), "E stays selected")
        }
    }
}
