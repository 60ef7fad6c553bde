import CGtk
import GtkKit
import XCTest

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
                let rect = graphene_rect_t(origin: graphene_point_t(x: 10, y: 5), size: graphene_size_t(width: 40, height: 20))
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
}
