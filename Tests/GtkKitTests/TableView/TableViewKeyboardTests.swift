import CGtk
import Diffable
import Foundation
import XCTest

@testable import GtkKit

/// Issue 29, at the toolkit's level: the selected row is the row the keys act on. The arrows cross
/// section headers (GTK's list stopped at one); each move the user makes reaches the delegate; Tab
/// enters the list at the selected row even after the rows it last focused are gone; GTK moving the
/// focus by itself goes back to the selected row; a popover gives the focus back when it closes.
final class TableViewKeyboardTests: GtkTestCase {
    /// Records the moves the delegate is told of.
    @MainActor
    final class MoveRecorder: TableViewDelegate {
        var moves: [IndexPath?] = []
        func tableView(_ tableView: TableView, selectionDidMoveTo indexPath: IndexPath?) { moves.append(indexPath) }
    }

    /// A window holding a button (somewhere else for the focus to be) above a table in two sections.
    @MainActor
    final class KeyboardFixture: TestFixture {
        let window = Window(title: "Keys", width: 420, height: 520)
        let button = Button(label: "Elsewhere")
        let table = TableView()
        let dataSource: TableViewDiffableDataSource<String, String>
        let recorder = MoveRecorder()

        init() {
            let box = Box(.vertical)
            box.append(button)
            box.append(table)
            window.content = box
            table.register({ Label() }, forCellReuseIdentifier: "label")
            dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "label", for: indexPath, as: Label.self)
                cell.text = item
                return cell
            }
            dataSource.headerProvider = { _, _, section in
                section == "Done" ? TableView.makeSectionHeader(title: section) : nil
            }
            table.delegate = recorder
            var snapshot = DiffableSnapshot<String, String>()
            snapshot.appendSections(["Open", "Done"])
            snapshot.appendItems(["A", "B", "C"], toSection: "Open")
            snapshot.appendItems(["X", "Y"], toSection: "Done")
            dataSource.apply(snapshot, animatingDifferences: false)
            window.present()
            XCTAssertTrue(
                spin(until: { self.table.isMapped && self.table.cellForRow(at: IndexPath(item: 0, section: 0)) != nil }
                ),
                "the table did not show its rows")
        }

        func close() {
            window.destroy()
            drain()
        }

        /// Presses keys (xdotool) and lets GTK handle them.
        func press(_ keys: String...) {
            xdotool(["key", "--delay", "40"] + keys)
            drain()
        }

        /// Gives the window the X input focus (a click on the button) and the focus to the button.
        func focusButton() {
            guard let centre = TableFixtureCentre.centre(of: button, in: window) else { return }
            xdotool(["mousemove", "\(centre.x)", "\(centre.y)", "click", "1"])
            XCTAssertTrue(spin(until: { self.button.containsFocus }, timeout: 3), "the button did not take the focus")
        }
    }

    func testTheArrowsWalkEveryRowAcrossSectionsAndTellTheDelegate() throws {
        try requireXdotool()
        withFixture(KeyboardFixture()) { fixture in
            fixture.focusButton()
            fixture.table.focusRow(at: IndexPath(item: 0, section: 0))
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 0, section: 0) }))
            var visited: [IndexPath] = []
            for _ in 0..<5 {
                fixture.press("Down")
                _ = spin(
                    until: { fixture.table.indexPathForFocusedRow.map { !visited.contains($0) } ?? false }, timeout: 2)
                if let path = fixture.table.indexPathForFocusedRow, !visited.contains(path) { visited.append(path) }
            }
            XCTAssertEqual(
                visited,
                [
                    IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
                    IndexPath(item: 1, section: 1),
                ],
                "Down stopped at the Done header")
            XCTAssertEqual(
                fixture.table.indexPathForSelectedRow, IndexPath(item: 1, section: 1), "the focus is the selection")
            XCTAssertEqual(
                fixture.recorder.moves.last, IndexPath(item: 1, section: 1), "the delegate heard of the moves")
            fixture.press("Home")
            XCTAssertTrue(spin(until: { fixture.table.indexPathForSelectedRow == IndexPath(item: 0, section: 0) }))
            fixture.press("End")
            XCTAssertTrue(spin(until: { fixture.table.indexPathForSelectedRow == IndexPath(item: 1, section: 1) }))
            let told = fixture.recorder.moves.count
            fixture.table.selectRow(at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(fixture.recorder.moves.count, told, "selectRow(at:) tells the delegate nothing, as in UIKit")
        }
    }

    /// The row last focused is deleted while the focus is elsewhere: Tab still enters the list, at
    /// the selected row (GTK offered Tab to the gone row alone, and the list was skipped).
    func testTabEntersTheListAtTheSelectedRowAfterTheFocusedRowWent() throws {
        try requireXdotool()
        withFixture(KeyboardFixture()) { fixture in
            fixture.focusButton()
            fixture.table.focusRow(at: IndexPath(item: 1, section: 1))
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 1, section: 1) }))
            fixture.focusButton()
            var snapshot = fixture.dataSource.snapshot()
            snapshot.deleteSections(["Done"])
            fixture.dataSource.apply(snapshot, animatingDifferences: false)
            fixture.table.selectRow(at: IndexPath(item: 2, section: 0))
            drain()
            fixture.press("Tab")
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 2, section: 0) }, timeout: 3),
                "Tab did not enter the list at the selected row: focus on \(String(describing: fixture.table.indexPathForFocusedRow))"
            )
        }
    }

    /// Tab into a list with no row selected: the first row is focused and selected, and the delegate
    /// hears of it — the user chose it (To-Do's Ctrl+D on that row did nothing: the app had no
    /// current row, since the table selected it silently).
    func testTabIntoAListWithNoSelectionTellsTheDelegate() throws {
        try requireXdotool()
        withFixture(KeyboardFixture()) { fixture in
            fixture.focusButton()
            XCTAssertNil(fixture.table.indexPathForSelectedRow)
            fixture.press("Tab")
            let first = IndexPath(item: 0, section: 0)
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == first }, timeout: 3))
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, first)
            XCTAssertEqual(fixture.recorder.moves, [first], "the delegate did not hear of Tab's row")
        }
    }

    /// GTK moving the focus to another row by itself (no key, no click) goes back to the selected row.
    func testTheFocusGoesBackToTheSelectedRowWhenGtkMovesIt() {
        withFixture(KeyboardFixture()) { fixture in
            fixture.table.focusRow(at: IndexPath(item: 0, section: 0))
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 0, section: 0) }))
            // As GTK does after a popover closes: a grab on another row's widget, no key pressed.
            let other = fixture.table.materialisedRow(for: IndexPath(item: 2, section: 0))
            XCTAssertNotNil(other?.container?.parentHandle?.grabFocus())
            drain()
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 0, section: 0))
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(item: 0, section: 0))
        }
    }

    /// A popover closing gives the focus back to the widget that had it when it opened — here a list
    /// row, whose table would otherwise select where GTK put the focus (the next row).
    func testAClosingPopoverGivesTheFocusBack() {
        withFixture(KeyboardFixture()) { fixture in
            fixture.table.focusRow(at: IndexPath(item: 0, section: 0))
            XCTAssertTrue(spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 0, section: 0) }))
            let cell = fixture.table.cellForRow(at: IndexPath(item: 0, section: 0))!
            let inside = Button(label: "Copy")
            let popover = Popover(child: inside)
            popover.initialFocus = inside
            popover.present(from: cell)
            XCTAssertTrue(spin(until: { inside.containsFocus }, timeout: 3), "the popover's first button has no focus")
            popover.popdown()
            XCTAssertTrue(
                spin(until: { fixture.table.indexPathForFocusedRow == IndexPath(item: 0, section: 0) }, timeout: 3))
            // GTK moved the focus in the frame after the popover hid: two frames pass here.
            var frames = 0
            fixture.table.afterNextFrame { [weak table = fixture.table] in
                frames += 1
                table?.afterNextFrame { frames += 1 }
                table?.queueDraw()
            }
            fixture.table.queueDraw()
            XCTAssertTrue(spin(until: { frames == 2 }, timeout: 3))
            XCTAssertEqual(fixture.table.indexPathForFocusedRow, IndexPath(item: 0, section: 0))
            XCTAssertEqual(fixture.table.indexPathForSelectedRow, IndexPath(item: 0, section: 0))
        }
    }

    private func requireXdotool() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            XCTFail("xdotool missing: run scripts/deps.sh test")
            throw XCTSkip("xdotool missing")
        }
    }
}

/// A widget's centre in its window's coordinates (no window manager: the window is at 0,0).
@MainActor
enum TableFixtureCentre {
    static func centre(of widget: Widget, in window: Window) -> (x: Int, y: Int)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget.widget, window.widget, &rect) != 0 else { return nil }
        return (Int(rect.origin.x + rect.size.width / 2), Int(rect.origin.y + rect.size.height / 2))
    }
}
