import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// A window at 0,0 (no window manager, undecorated) with three `SwipeRow`s of plain labels, driven by
/// real X input from xdotool.
@MainActor
final class RowActionsFixture {
    let window: Widget
    let rows: [SwipeRow]
    /// Every handler call: (action title, source view, row index).
    var performed: [(title: String, source: Widget, row: Int)] = []
    /// What the next handler call passes to its completion; nil leaves the completion pending.
    var completionResult: Bool? = true
    /// Releases seen by a click gesture on the list box (a click that reached the "list").
    var listClicks = 0
    var deleteConfirmed: [Int] = []
    private(set) var pendingCompletions: [(Bool) -> Void] = []

    init(width: Int32 = 420, rowCount: Int = 3, fullSwipe: Bool = true) {
        window = Widget(gtk_window_new())
        let win: UnsafeMutablePointer<GtkWindow> = window.widget.cast()
        gtk_window_set_decorated(win, 0)
        gtk_window_set_default_size(win, width, -1)
        let list = Box(.vertical)
        list.addCSSClass("view")
        var rows: [SwipeRow] = []
        for index in 0..<rowCount {
            let row = SwipeRow()
            let label = Label("Restaurant \(index + 1)")
            label.xalign = 0
            label.setMargins(top: 18, bottom: 18, start: 16, end: 16)
            row.content = label
            row.accessibleRowName = "Restaurant \(index + 1)"
            rows.append(row)
            list.append(row)
            if index < rowCount - 1 { list.append(Widget(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))) }
        }
        self.rows = rows
        for (index, row) in rows.enumerated() {
            row.leadingActions = { [weak self] in
                guard let self else { return nil }
                return SwipeActionsConfiguration(
                    actions: [
                        self.action(
                            "Favourite", .normal, "emblem-favorite-symbolic", .systemYellow, "<Control>f", index)
                    ], performsFirstActionWithFullSwipe: fullSwipe)
            }
            row.trailingActions = { [weak self] in
                guard let self else { return nil }
                return SwipeActionsConfiguration(
                    actions: [
                        self.action("Delete", .destructive, "user-trash-symbolic", nil, "Delete", index),
                        self.action("Share", .normal, "send-to-symbolic", .systemOrange, "<Control>s", index),
                    ], performsFirstActionWithFullSwipe: fullSwipe)
            }
            row.onOpened = { [weak self] opened in
                for other in self?.rows ?? [] where other !== opened { other.close(animated: true) }
            }
            row.onDeleteConfirmed = { [weak self] in self?.deleteConfirmed.append(index) }
        }
        let click = gtk_gesture_click_new()!
        Signal.connect(click, "released") { [weak self] (_: Int, _: Double, _: Double) in self?.listClicks += 1 }
        list.addController(click.opaque)
        gtk_window_set_child(win, list.widget)
        gtk_window_present(win)
        waitUntil("the window was never mapped") { rows.allSatisfy { $0.isMapped && $0.width > 0 } }
        settle()
    }

    private func action(
        _ title: String, _ style: ContextualAction.Style, _ image: String, _ color: Color?,
        _ shortcut: String, _ row: Int
    ) -> ContextualAction {
        ContextualAction(style: style, title: title, image: image, backgroundColor: color, shortcut: shortcut) {
            [weak self] action, source, completion in
            guard let self else { return }
            self.performed.append((action.title ?? "", source, row))
            if let result = self.completionResult {
                completion(result)
            } else {
                self.pendingCompletions.append(completion)
            }
        }
    }

    func close() {
        rows.forEach { $0.dismissContextMenu() }
        waitForFrame()  // the menus' popovers are gone from the screen before their window goes
        gtk_window_destroy(window.widget.cast())
        drain()
    }

    // MARK: - Geometry (window coordinates are screen coordinates: the window sits at 0,0)

    func frame(of widget: Widget) -> (x: Double, y: Double, width: Double, height: Double) {
        guard let rect = widget.bounds(in: window) else {
            XCTFail("widget not in the fixture window")
            return (0, 0, 0, 0)
        }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    func center(of widget: Widget) -> (x: Int, y: Int) {
        let f = frame(of: widget)
        return (Int(f.x + f.width / 2), Int(f.y + f.height / 2))
    }

    /// Spins until no row is animating and the window has painted a frame after that.
    func settle(timeout: Double = 3, file: StaticString = #filePath, line: UInt = #line) {
        waitUntil("a row is still animating", timeout: timeout, file: file, line: line) {
            self.rows.allSatisfy { !$0.offsetAnimation.isRunning && !$0.expansionAnimation.isRunning }
        }
        waitForFrame(file: file, line: line)
        drain()
    }

    // MARK: - Real input

    /// Presses at (x, y), moves by (dx, dy) in `steps` steps `stepDelay` seconds apart, releases.
    func drag(
        from start: (x: Int, y: Int), by delta: (dx: Int, dy: Int), steps: Int = 12, stepDelay: Double = 0.02,
        button: Int = 1
    ) {
        var args = ["mousemove", "\(start.x)", "\(start.y)", "sleep", "0.05", "mousedown", "\(button)"]
        for step in 1...steps {
            let x = start.x + delta.dx * step / steps, y = start.y + delta.dy * step / steps
            args += ["sleep", String(stepDelay), "mousemove", "\(x)", "\(y)"]
        }
        args += ["sleep", "0.05", "mouseup", "\(button)"]
        xdotool(args)
    }

    /// Drags a row horizontally from 3/4 (leftwards) or 1/4 (rightwards) of its width.
    func swipe(_ row: SwipeRow, by dx: Int, stepDelay: Double = 0.02) {
        let f = frame(of: row)
        let x = Int(dx < 0 ? f.x + f.width * 0.85 : f.x + f.width * 0.15)
        drag(from: (x, Int(f.y + f.height / 2)), by: (dx, 0), stepDelay: stepDelay)
        settle()
    }

    func click(_ widget: Widget, button: Int = 1) {
        let c = center(of: widget)
        xdotool(["mousemove", "\(c.x)", "\(c.y)", "sleep", "0.05", "click", "\(button)"])
    }

    /// Clicks a widget inside a popover (its own X window, placed relative to the fixture window).
    func click(_ widget: UnsafeMutablePointer<GtkWidget>, inPopover popover: UnsafeMutablePointer<GtkWidget>) {
        guard let frame = screenFrame(of: widget, inPopover: popover) else { return XCTFail("popover not placed") }
        let (x, y) = (Int(frame.midX), Int(frame.midY))
        xdotool(["mousemove", "\(x)", "\(y)", "sleep", "0.05", "click", "1"])
    }

    /// Runs xdotool, spinning the GLib main context while its events arrive, until the window has
    /// painted a frame after them (GTK handles input before it lays out and paints).
    func xdotool(_ arguments: [String]) {
        XCTAssertTrue(GtkKitTests.xdotool(arguments), "xdotool \(arguments.joined(separator: " "))")
        waitForFrame()
        drain()
    }

    // MARK: - Screenshots

    /// Saves the window (and `extraHeight` pixels below it, for menus) as
    /// `.build/screenshots/rowactions-NAME.png` in the package.
    func screenshot(_ name: String, extraHeight: Int = 0) {
        xdotool(["mousemove", "1270", "790"])  // no hover highlight or tooltip in the picture
        GtkKitTests.screenshot(
            "rowactions-\(name)", width: Int(window.width), height: Int(window.height) + extraHeight)
    }
}

/// Whether `widget` or one of its descendants is a GtkLabel showing `text` and is mapped.
@MainActor
func mappedLabels(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    var result: [String] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if current.isA(gtk_label_get_type()), Bool(gtk_widget_get_mapped(current)) {
            result.append(String(cString: gtk_label_get_text(current.opaque)))
        }
        result += mappedLabels(under: current)
        child = gtk_widget_get_next_sibling(current)
    }
    return result
}
extension RowActionsFixture: TestFixture {}
