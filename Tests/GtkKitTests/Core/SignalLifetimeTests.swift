import CGtk
import XCTest

@testable import GtkKit

/// Closures handed to GTK are boxed, and every box is released when GTK drops its connection.
final class SignalLifetimeTests: GtkTestCase {
    func testNoBoxOutlivesItsWidgets() {
        onMain {
            // Widgets an earlier test dropped may still be finalised by the main loop: let them go
            // first, so that their boxes are not counted against this test's.
            drain()
            let baseline = SignalBoxes.liveCount
            var clicks = 0
            do {
                var rows: [Box] = []
                for index in 0..<10_000 {
                    let row = Box(.horizontal)
                    let button = Button(label: "Row \(index)")
                    button.onClicked { clicks += 1 }
                    let press = gtk_gesture_click_new()!
                    Signal.connect(press, "pressed") { (_: Int, _: Double, _: Double) in clicks += 1 }
                    row.addController(press)
                    row.append(button)
                    rows.append(row)
                }
                XCTAssertEqual(SignalBoxes.liveCount - baseline, 20_000, "two connections per row")
                // The signal really reaches the closure.
                gtkshim_signal_emit(gtk_widget_get_first_child(rows[42].widget), "clicked")
                XCTAssertEqual(clicks, 1)
            }
            drain()
            XCTAssertEqual(SignalBoxes.liveCount, baseline, "a signal box outlived its widget")
        }
    }

    func testDisconnectReleasesTheBoxAtOnce() {
        onMain {
            let baseline = SignalBoxes.liveCount
            let button = Button(label: "Once")
            let connection = button.onClicked {}
            XCTAssertEqual(SignalBoxes.liveCount, baseline + 1)
            connection.disconnect()
            XCTAssertEqual(SignalBoxes.liveCount, baseline)
            withExtendedLifetime(button) {}
        }
    }

}
