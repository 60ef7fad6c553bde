import CGtk
import XCTest

@testable import GtkKit

final class ToastTests: GtkTestCase {
    func testToastButtonRunsItsHandlerAndDismisses() {
        onMain {
            let overlay = ToastOverlay(child: Label("Content"))
            let window = shownWindow(overlay)
            defer { window.destroy() }
            var clicked = 0, dismissed = 0
            let toast = Toast("Deleted “Cafe Deadend”", buttonLabel: "Undo", timeout: 0)
            toast.onButtonClicked { clicked += 1 }
            toast.onDismissed { dismissed += 1 }
            overlay.add(toast)
            XCTAssertTrue(spin(until: { !buttons(labelled: "Undo", in: overlay.widget).isEmpty }))
            let undo = buttons(labelled: "Undo", in: overlay.widget)[0]
            XCTAssertTrue(spin(until: { Bool(gtk_widget_get_mapped(undo)) }))
            XCTAssertTrue(Bool(gtk_widget_activate(undo)))
            XCTAssertTrue(spin(until: { clicked == 1 }), "the toast's button handler did not run")
            XCTAssertTrue(spin(until: { dismissed == 1 }), "the toast did not dismiss after its button")
        }
    }

    func testTitleShowsAsWrittenAndSettersRoundTrip() {
        onMain {
            let toast = Toast("Fish & <Chips>")
            XCTAssertEqual(toast.title, "Fish & <Chips>")
            XCTAssertEqual(stringProperty(toast.object, "title"), "Fish &amp; &lt;Chips&gt;")
            XCTAssertNil(toast.buttonLabel)
            toast.buttonLabel = "Open"
            toast.timeout = 2
            toast.isHighPriority = true
            XCTAssertEqual(toast.buttonLabel, "Open")
            XCTAssertEqual(toast.timeout, 2)
            XCTAssertTrue(toast.isHighPriority)
        }
    }
}
