import UITestSupport
import XCTest

/// Where the keyboard focus is, and what a row shows, as a user sees it.
extension TodoDriver {
    /// The text of the row holding the keyboard focus (the row or a widget inside it), or nil.
    func focusedRowText() -> String? {
        guard let rows = try? rows() else { return nil }
        for item in rows {
            guard item.isFocused || item.first(where: { $0.isFocused }) != nil else { continue }
            return item.first(role: "label", onScreenOnly: true)?.displayedText
        }
        return nil
    }

    func waitForFocus(onRow text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually(
            "the focus should be on \"\(text)\", is on \(focusedRowText() ?? "no row")", file: file, line: line
        ) {
            focusedRowText() == text
        }
    }

    /// Whether the row showing `text` shows its edit-mode Delete confirmation.
    func isConfirmingDelete(_ text: String) throws -> Bool {
        let row = try row(text)
        guard let confirm = row.first(role: "push button", name: "Delete", onScreenOnly: true) else { return false }
        return (confirm.extents?.width ?? 0) > 20
    }

    /// The edit-mode reorder handle of the row showing `text`, once it has finished sliding in.
    func reorderHandle(of text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Accessible {
        let handle = try row(text).waitForFirst(name: "Reorder", file: file, line: line)
        var last: Rect?
        try eventually("the handle should finish sliding in", file: file, line: line) {
            defer { last = handle.extents }
            return handle.extents == last && (handle.extents?.width ?? 0) > 0
        }
        return handle
    }

    /// Resizes the window with xdotool (no window manager: the X window itself).
    func resize(width: Int, height: Int) throws {
        let ids = try Input.xdotool(["search", "--onlyvisible", "--pid", "\(process.pid)"]).split(separator: "\n")
        for id in ids { try Input.xdotool(["windowsize", String(id), "\(width)", "\(height)"]) }
    }
}
