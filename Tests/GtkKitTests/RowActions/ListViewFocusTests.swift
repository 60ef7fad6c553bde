import CGtk
import XCTest

@testable import GtkKit

/// In a GtkListView (as TableView uses it) keyboard focus must land on the SwipeRow, where its keys
/// (Menu, Shift+F10, shortcuts, Escape) are handled, and clicks must still select.
final class ListViewFocusTests: GtkTestCase {
    func testFocusReachesTheRowAndClicksStillSelect() {
        onMain {
            var rows: [SwipeRow] = []
            let model = gtk_string_list_new(nil)!
            for index in 0..<4 { gtk_string_list_append(model, "Item \(index)") }
            let selection = gtk_single_selection_new(model.opaque)!
            gtk_single_selection_set_autoselect(selection, 0)
            gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
            let factory = gtk_signal_list_item_factory_new()!
            Signal.connect(factory, "setup") { (item: UnsafeMutableRawPointer?) in
                let row = SwipeRow()
                let label = Label("")
                label.setMargins(top: 14, bottom: 14, start: 12, end: 12)
                label.xalign = 0
                row.content = label
                row.trailingActions = {
                    SwipeActionsConfiguration(actions: [
                        ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                    ])
                }
                rows.append(row)
                gtk_list_item_set_child(OpaquePointer(item), row.widget)
            }
            Signal.connect(factory, "bind") { (item: UnsafeMutableRawPointer?) in
                let object = gtk_list_item_get_item(OpaquePointer(item))
                let text = gtk_string_object_get_string(OpaquePointer(object))
                let child = gtk_list_item_get_child(OpaquePointer(item))!
                let row = Object.wrapper(of: child, as: SwipeRow.self)!
                gtk_label_set_text(row.content!.widget.opaque, text)
            }
            let list = gtk_list_view_new(selection.opaque, factory.opaque)!
            let window = gtk_window_new()!
            gtk_window_set_decorated(window.cast(), 0)
            gtk_window_set_default_size(window.cast(), 360, 300)
            gtk_window_set_child(window.cast(), list)
            gtk_window_present(window.cast())
            defer { gtk_window_destroy(window.cast()); drain() }
            XCTAssertTrue(spin(until: { rows.count >= 4 && rows.allSatisfy(\.isMapped) }))
            waitForFrame()  // the rows laid out

            gtk_widget_grab_focus(list)
            // Where the focus lands: a SwipeRow, not its list item.
            XCTAssertTrue(
                spin(until: { rows.contains { $0.widget == gtk_root_get_focus(OpaquePointer(window)) } }),
                "focus is on a SwipeRow, not its list item")

            let second = rows.first { String(cString: gtk_label_get_text($0.content!.widget.opaque)) == "Item 1" }!
            let rect = second.bounds(in: Widget(window))!
            xdotool([
                "mousemove", "\(Int(rect.origin.x + 60))", "\(Int(rect.origin.y + rect.size.height / 2))",
                "sleep", "0.05", "click", "1",
            ])
            XCTAssertTrue(spin(until: { gtk_single_selection_get_selected(selection) == 1 }), "a click selects the row")

            // A swipe inside the list view opens the row and does not change the selection.
            let third = rows.first { String(cString: gtk_label_get_text($0.content!.widget.opaque)) == "Item 2" }!
            let frame = third.bounds(in: Widget(window))!
            let y = Int(frame.origin.y + frame.size.height / 2)
            var arguments = ["mousemove", "300", "\(y)", "sleep", "0.05", "mousedown", "1"]
            for step in 1...10 { arguments += ["sleep", "0.02", "mousemove", "\(300 - step * 12)", "\(y)"] }
            arguments += ["sleep", "0.05", "mouseup", "1"]
            xdotool(arguments)
            XCTAssertTrue(
                spin(until: { third.isOpen && !third.offsetAnimation.isRunning }), "swiped open inside a list view")
            XCTAssertEqual(gtk_single_selection_get_selected(selection), 1, "the swipe did not select")
        }
    }
}
