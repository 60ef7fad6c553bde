import CGtk
import XCTest

@testable import GtkKit

/// Stack hides the pages it does not show, so screen readers see only the shown one.
final class StackTests: GtkTestCase {
    func testOnlyTheShownPageIsVisible() {
        onMain {
            setAnimations(true)
            let stack = Stack(transitionDuration: 100)
            let list = Label("List"), empty = Label("Empty"), problem = Label("Problem")
            stack.addNamed(list, name: "list")
            stack.addNamed(empty, name: "empty")
            let window = shownWindow(stack)
            defer { window.destroy() }
            XCTAssertEqual(stack.visibleChildName, "list")
            XCTAssertTrue(list.isVisible)
            XCTAssertFalse(empty.isVisible, "a page added later is hidden, not only unmapped")

            stack.setVisibleChild(name: "empty", animated: true)
            XCTAssertEqual(stack.visibleChildName, "empty", "hiding the old page does not undo the switch")
            XCTAssertTrue(empty.isVisible)
            XCTAssertFalse(list.isVisible)
            XCTAssertTrue(spin(until: { empty.isMapped && !list.isMapped }))

            stack.visibleChildName = "list"
            XCTAssertEqual(stack.visibleChildName, "list")
            XCTAssertEqual([list.isVisible, empty.isVisible], [true, false])

            stack.addNamed(problem, name: "problem")
            XCTAssertFalse(problem.isVisible)
            stack.setVisibleChild(name: "problem", animated: false)
            XCTAssertEqual([list.isVisible, empty.isVisible, problem.isVisible], [false, false, true])
            stack.setVisibleChild(name: "nothing", animated: false)
            XCTAssertEqual(stack.visibleChildName, "problem", "an unknown name changes nothing")

            stack.remove(problem)
            XCTAssertEqual(stack.visibleChildName, "list", "removing the shown page shows the first one left")
            XCTAssertEqual([list.isVisible, empty.isVisible], [true, false])
        }
    }
}
