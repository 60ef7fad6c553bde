import CGtk
import XCTest

@testable import GtkKit

/// Swiping rows with real pointer input (xdotool under Xvfb).
final class SwipeGestureTests: GtkTestCase {
    func testDragLeftRevealsTrailingActionsOutermostFirst() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -120)
            XCTAssertEqual(row.openEdge, .trailing)
            let buttons = row.actionButtons(.trailing)
            XCTAssertEqual(buttons.map(\.accessibleLabel), ["Delete", "Share"])
            XCTAssertTrue(buttons.allSatisfy(\.isMapped), "revealed buttons are mapped")
            let open = row.revealed[.trailing]!.openWidth
            XCTAssertEqual(row.offset, -open, accuracy: 0.5, "settles at the buttons' natural width")
            // First action outermost: Delete sits at the row's right edge, Share left of it.
            let rowFrame = fixture.frame(of: row)
            let delete = fixture.frame(of: buttons[0]), share = fixture.frame(of: buttons[1])
            XCTAssertEqual(delete.x + delete.width, rowFrame.x + rowFrame.width, accuracy: 1)
            XCTAssertEqual(share.x + share.width, delete.x, accuracy: 1)
            XCTAssertEqual(mappedLabels(under: row.trailingTray.widget), ["Delete", "Share"])
            XCTAssertTrue(fixture.performed.isEmpty, "opening performs nothing")
            XCTAssertEqual(fixture.listClicks, 0, "a swipe is not a click on the list")
            fixture.screenshot("trailing-open")
        }
    }

    /// A busy machine delivers a quick swipe as one motion event past the threshold: it must open.
    func testASwipeArrivingAsOneMotionEventOpensTheRow() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            let f = fixture.frame(of: row)
            fixture.drag(from: (Int(f.x + f.width * 0.85), Int(f.y + f.height / 2)), by: (-130, 0), steps: 1)
            fixture.settle()
            XCTAssertEqual(row.openEdge, .trailing, "the movement past the threshold was dropped")
        }
    }

    func testDragRightRevealsLeadingActions() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[1]
            fixture.swipe(row, by: 110)
            XCTAssertEqual(row.openEdge, .leading)
            XCTAssertGreaterThan(row.offset, 0)
            XCTAssertEqual(row.actionButtons(.leading).map(\.accessibleLabel), ["Favourite"])
            XCTAssertTrue(row.actionButtons(.leading)[0].isMapped)
            XCTAssertTrue(row.actionButtons(.trailing).isEmpty, "the other edge is not built")
            fixture.screenshot("leading-open")
        }
    }

    func testClickingAnActionRunsItsHandlerWithTheButtonAsSource() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -120)
            let share = row.actionButtons(.trailing)[1]
            fixture.click(share)
            XCTAssertEqual(fixture.performed.count, 1)
            XCTAssertEqual(fixture.performed.first?.title, "Share")
            XCTAssertTrue(fixture.performed.first?.source === share, "sourceView is the button clicked")
            XCTAssertEqual(fixture.performed.first?.row, 0)
            fixture.settle()
            XCTAssertFalse(row.isOpen, "completion(true) closes the row")
            XCTAssertEqual(row.offset, 0)
        }
    }

    func testFullSwipePerformsTheFirstAction() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[2]
            fixture.completionResult = nil
            fixture.swipe(row, by: -330)
            XCTAssertEqual(fixture.performed.map(\.title), ["Delete"])
            XCTAssertTrue(fixture.performed.first?.source === row.actionButtons(.trailing).first)
            XCTAssertEqual(row.expansion, 1, accuracy: 0.01, "the first button covers the gap")
            fixture.screenshot("full-swipe")
            fixture.pendingCompletions.first?(true)
            fixture.settle()
            XCTAssertEqual(row.offset, 0)
        }
    }

    func testNoFullSwipeWhenTheConfigurationSaysSo() {
        withFixture(RowActionsFixture(fullSwipe: false)) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -330)
            XCTAssertTrue(fixture.performed.isEmpty)
            XCTAssertEqual(row.openEdge, .trailing, "a long drag only opens")
        }
    }

    func testCompletionFalseSpringsBack() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.completionResult = nil
            fixture.swipe(row, by: -120)
            fixture.click(row.actionButtons(.trailing)[0])
            XCTAssertEqual(fixture.performed.map(\.title), ["Delete"])
            XCTAssertTrue(row.isOpen, "the row waits for the completion")
            fixture.pendingCompletions[0](false)
            XCTAssertTrue(row.offsetAnimation.isRunning, "springs, not jumps")
            fixture.settle()
            XCTAssertEqual(row.offset, 0)
            XCTAssertFalse(row.isOpen)
            fixture.pendingCompletions[0](true)
            XCTAssertEqual(row.offset, 0, "a second completion call is ignored")
        }
    }

    func testEscapeCloses() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -120)
            XCTAssertTrue(row.isOpen)
            fixture.xdotool(["key", "Escape"])
            fixture.settle()
            XCTAssertFalse(row.isOpen)
            XCTAssertEqual(row.offset, 0)
        }
    }

    func testOpeningAnotherRowClosesTheFirst() {
        withFixture(RowActionsFixture()) { fixture in
            fixture.swipe(fixture.rows[0], by: -120)
            XCTAssertTrue(fixture.rows[0].isOpen)
            fixture.swipe(fixture.rows[1], by: 110)
            XCTAssertTrue(fixture.rows[1].isOpen)
            XCTAssertFalse(fixture.rows[0].isOpen)
            XCTAssertEqual(fixture.rows[0].offset, 0)
        }
    }

    func testClickingTheContentOfAnOpenRowClosesItWithoutSelecting() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -120)
            let f = fixture.frame(of: row)
            fixture.xdotool(["mousemove", "\(Int(f.x + 40))", "\(Int(f.y + f.height / 2))", "click", "1"])
            fixture.settle()
            XCTAssertFalse(row.isOpen)
            XCTAssertEqual(fixture.listClicks, 0)
            // Closed, the same click reaches the list (the table selects the row).
            fixture.xdotool(["mousemove", "\(Int(f.x + 40))", "\(Int(f.y + f.height / 2))", "click", "1"])
            XCTAssertEqual(fixture.listClicks, 1)
            XCTAssertTrue(fixture.performed.isEmpty)
        }
    }

    func testAVerticalDragDoesNotOpen() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            let c = fixture.center(of: row)
            fixture.drag(from: (c.x, c.y), by: (-12, 90))
            fixture.settle()
            XCTAssertFalse(row.isOpen)
            XCTAssertEqual(row.offset, 0)
            XCTAssertTrue(fixture.rows.allSatisfy { !$0.isOpen })
        }
    }

    func testHorizontalScrollReveals() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[1]
            let c = fixture.center(of: row)
            fixture.xdotool(["mousemove", "\(c.x)", "\(c.y)", "sleep", "0.05", "click", "7"])
            fixture.settle()
            XCTAssertEqual(row.openEdge, .trailing, "scrolling right reveals the trailing actions")
            fixture.xdotool(["click", "6"])
            fixture.settle()
            XCTAssertFalse(row.isOpen, "scrolling back closes")
            fixture.xdotool(["click", "6"])
            fixture.settle()
            XCTAssertEqual(row.openEdge, .leading)
            fixture.xdotool(["click", "4"])
            fixture.settle()
            XCTAssertEqual(row.openEdge, .leading, "vertical scrolling leaves the row alone")
        }
    }

    func testRightToLeftSwapsTheEdges() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            gtk_widget_set_direction(row.widget, GTK_TEXT_DIR_RTL)
            fixture.swipe(row, by: 120)
            XCTAssertEqual(row.openEdge, .trailing, "in RTL a drag to the right reveals the trailing edge")
            let rowFrame = fixture.frame(of: row), delete = fixture.frame(of: row.actionButtons(.trailing)[0])
            XCTAssertEqual(delete.x, rowFrame.x, accuracy: 1, "the first action is outermost, on the left")
        }
    }

    func testClosedRowsHideTheirButtonsFromScreenReadersButKeepThemForAnchoring() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.swipe(row, by: -120)
            let share = row.actionButtons(.trailing)[1]
            fixture.click(share)
            fixture.settle()
            XCTAssertFalse(row.isOpen)
            XCTAssertTrue(share.parentPointer != nil, "the source view outlives the closing animation")
            XCTAssertTrue(row.revealed[.trailing]?.isStale ?? false)
            fixture.swipe(row, by: -120)
            XCTAssertFalse(row.actionButtons(.trailing).contains { $0 === share }, "a new swipe asks again")
            XCTAssertNil(share.parentPointer)
        }
    }

    func testVerticalWheelStillScrollsTheList() {
        withFixture(RowActionsFixture(rowCount: 12)) { fixture in
            // Put the rows' box in a short scrolled window.
            let window: UnsafeMutablePointer<GtkWindow> = fixture.window.widget.cast()
            let list = gtk_window_get_child(window)!
            g_object_ref(list.gpointer)
            gtk_window_set_child(window, nil)
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(scroller.opaque, list)
            g_object_unref(list.gpointer)
            gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_max_content_height(scroller.opaque, 200)
            gtk_scrolled_window_set_propagate_natural_height(scroller.opaque, 1)
            gtk_window_set_child(window, scroller)
            gtk_window_set_default_size(window, 420, 200)
            let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)!
            XCTAssertTrue(
                spin(until: { gtk_adjustment_get_upper(adjustment) > gtk_adjustment_get_page_size(adjustment) + 100 }),
                "the list overflows: \(gtk_adjustment_get_upper(adjustment)) \(gtk_adjustment_get_page_size(adjustment))"
            )
            let c = fixture.center(of: fixture.rows[1])
            fixture.xdotool([
                "mousemove", "\(c.x)", "\(c.y)", "sleep", "0.05", "click", "5", "sleep", "0.05", "click", "5",
            ])
            XCTAssertTrue(spin(until: { gtk_adjustment_get_value(adjustment) > 0 }), "the wheel scrolled the list")
            XCTAssertTrue(fixture.rows.allSatisfy { !$0.isOpen })
        }
    }

    func testAnimationsFollowGtkEnableAnimations() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            let settings = gtk_settings_get_default()!
            row.open(.trailing, animated: true)
            XCTAssertTrue(row.offsetAnimation.isRunning, "animated by default")
            fixture.settle()
            row.close(animated: false)
            gtkshim_object_set_bool(settings.gpointer, "gtk-enable-animations", 0)
            defer { gtkshim_object_set_bool(settings.gpointer, "gtk-enable-animations", 1) }
            row.open(.trailing, animated: true)
            XCTAssertFalse(row.offsetAnimation.isRunning)
            XCTAssertEqual(row.offset, -row.revealed[.trailing]!.openWidth, "jumps straight to the end")
        }
    }

    func testARecycledRowForgetsAPendingAction() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            fixture.completionResult = nil
            fixture.swipe(row, by: -120)
            fixture.click(row.actionButtons(.trailing)[0])
            XCTAssertNotNil(row.pendingAction)
            row.content = Label("Another item")
            XCTAssertNil(row.pendingAction)
            XCTAssertFalse(row.isOpen)
            XCTAssertEqual(row.offset, 0)
            fixture.swipe(row, by: 110)
            XCTAssertEqual(row.openEdge, .leading, "gestures work again")
            fixture.pendingCompletions[0](false)
            fixture.settle()
            XCTAssertEqual(row.openEdge, .leading, "the old item's completion does nothing")
        }
    }
}
