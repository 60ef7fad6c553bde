import CGtk
import XCTest

@testable import GtkKit

final class PopoverTests: GtkTestCase {
    func testPopoverPointsAtTheSourceRectAndUnparentsOnClose() {
        onMain {
            let box = Box(spacing: 0)
            let source = Button(label: "Share")
            source.setSizeRequest(width: 200, height: 60)
            box.append(source)
            let window = shownWindow(box)
            defer { window.destroy() }
            var closed = 0
            weak var weakPopover: Popover?
            do {
                let popover = Popover(child: Label("Hello"))
                popover.onClose = { closed += 1 }
                let rect = Rect(x: 10, y: 5, width: 40, height: 20)
                popover.present(from: source, pointingTo: rect)
                weakPopover = popover
            }
            // The shown popover keeps itself alive, attached to its source.
            do {
                guard let popover = weakPopover else { return XCTFail("a shown popover was released") }
                XCTAssertTrue(spin(until: { popover.isMapped }))
                XCTAssertEqual(popover.parentPointer, source.widget)
                XCTAssertTrue(popover.sourceView === source)
                let pointing = popover.pointingTo
                XCTAssertEqual(pointing?.x, 10); XCTAssertEqual(pointing?.y, 5)
                XCTAssertEqual(pointing?.width, 40); XCTAssertEqual(pointing?.height, 20)
                popover.popdown()
                XCTAssertTrue(spin(until: { closed == 1 }))
                XCTAssertNil(popover.parentPointer, "a closed popover stays attached to its source")
                XCTAssertNil(popover.sourceView)
            }
            drain()
            XCTAssertNil(weakPopover, "a closed popover was not released")
        }
    }

    func testDestroyedSourceReleasesThePopover() {
        onMain {
            let box = Box(spacing: 0)
            let window = shownWindow(box)
            defer { window.destroy() }
            var closed = 0
            weak var weakPopover: Popover?
            do {
                let source = Button(label: "Row")
                box.append(source)
                waitUntil("the source was never mapped") { source.isMapped }
                source.grabFocus()  // GTK 4.8 logs a critical when a popover opens in a window with no focus
                let popover = Popover(child: Label("Share"))
                popover.onClose = { closed += 1 }
                popover.present(from: source)
                weakPopover = popover
                XCTAssertTrue(spin(until: { popover.isMapped }))
                box.remove(source)  // the row goes while its popover is up
            }
            XCTAssertTrue(spin(until: { closed == 1 }), "the popover did not report its close")
            drain()
            XCTAssertNil(weakPopover, "the popover outlived its destroyed source")
        }
    }
}
