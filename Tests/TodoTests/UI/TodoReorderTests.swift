import UITestSupport
import XCTest

/// Drag to reorder shows where the row will land, and takes a drop below the last row (issue 10,
/// point 7: that drop did nothing, and nothing showed where a row would go).
final class TodoReorderTests: TodoUITestCase {
    func testDroppingBelowTheLastRowMovesTheRowToTheEndAndALineShowsWhere() throws {
        let app = try launch(seed: ["Buy milk", "Walk the dog", "Book tickets"])
        try Input.click(app.button("Edit"))
        let handle = try app.reorderHandle(of: "Buy milk")
        let start = try Input.center(of: handle)
        let lastRow = try Input.frame(of: app.row("Book tickets"))
        let end = Point(x: start.x - 40, y: lastRow.maxY + 60)
        var arguments = ["mousemove", "\(start.x)", "\(start.y)", "sleep", "0.05", "mousedown", "1", "sleep", "0.05"]
        for step in 1...20 {
            arguments += [
                "mousemove", "\(start.x + (end.x - start.x) * step / 20)", "\(start.y + (end.y - start.y) * step / 20)",
                "sleep", "0.03",
            ]
        }
        try Input.xdotool(arguments + ["sleep", "0.2"])
        defer { _ = try? Input.xdotool(["mouseup", "1"]) }
        try eventually("no drop line at the end of the list while dragging below it") {
            let shot = try app.screenshot("reorder-drop-line")
            let column = try (lastRow.maxY - 4...lastRow.maxY + 3).map { y in
                try Screenshot.pixel(at: Point(x: lastRow.x + lastRow.width / 2, y: y), in: shot)
            }
            // libadwaita's accent (blue in the default style): strong blue, little red.
            return column.contains { $0.blue > 170 && $0.red < 120 && $0.blue - $0.red > 80 }
        }
        try Input.xdotool(["mouseup", "1"])
        try app.waitForRows(["Walk the dog", "Book tickets", "Buy milk"])
        try app.waitForStored(["Walk the dog", "Book tickets", "Buy milk"])
    }
}
