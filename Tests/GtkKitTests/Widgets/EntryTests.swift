import CGtk
import XCTest

@testable import GtkKit

final class EntryTests: GtkTestCase {
    func testActivateAndChangedHandlersFire() {
        onMain {
            let entry = Entry(placeholder: "New to-do")
            let window = shownWindow(entry)
            defer { window.destroy() }
            var activations = 0, changes: [String] = []
            entry.onActivate { activations += 1 }
            entry.onChanged { changes.append(entry.text) }
            entry.text = "Buy milk"
            XCTAssertEqual(changes.last, "Buy milk")
            // Enter reaches the entry through its inner GtkText, as a key press would.
            let text = descendants(of: entry.widget).first { $0.isA(gtk_text_get_type()) }!
            gtkshim_signal_emit(text, "activate")
            XCTAssertEqual(activations, 1)
            XCTAssertEqual(entry.placeholder, "New to-do")
        }
    }

    func testErrorStateSetsClassTooltipAndClears() {
        onMain {
            let entry = Entry()
            entry.errorMessage = "A name is required"
            XCTAssertTrue(entry.hasCSSClass("error"))
            XCTAssertEqual(entry.tooltip, "A name is required")
            entry.errorMessage = nil
            XCTAssertFalse(entry.hasCSSClass("error"))
            XCTAssertNil(entry.tooltip)
        }
    }
}
