import CGtk
import XCTest

@testable import GtkKit

/// The small containers put their child where GTK expects it.
final class ContainerTests: GtkTestCase {
    func testContainersParentTheirChildren() {
        onMain {
            let label = Label("Empty")
            let status = StatusPage(
                iconName: "emblem-favorite-symbolic", title: "No Restaurants", description: "Add one")
            status.child = label
            let clamp = Clamp(child: status, maximumSize: 500)
            let scrolled = ScrolledWindow(child: clamp)
            let overlay = ToastOverlay(child: scrolled)
            let header = HeaderBar()
            let title = WindowTitle(title: "FoodPin", subtitle: "5 restaurants")
            header.titleWidget = title
            let add = Button(iconName: "list-add-symbolic", accessibleLabel: "Add")
            header.packStart(add)
            let page = Box(spacing: 0)
            page.append(header)
            page.append(overlay)
            let window = shownWindow(page)
            defer { window.destroy() }
            for (child, container) in [
                (label, status), (status, clamp), (clamp, scrolled), (scrolled, overlay),
                (title, header), (add, header),
            ] as [(Widget, Widget)] {
                XCTAssertTrue(
                    Bool(gtk_widget_is_ancestor(child.widget, container.widget)),
                    "\(type(of: child)) is not inside \(type(of: container))")
            }
            XCTAssertEqual(clamp.maximumSize, 500)
            XCTAssertEqual(title.subtitle, "5 restaurants")
            XCTAssertEqual(status.pageDescription, "Add one")
            XCTAssertTrue(label.isMapped)
        }
    }

    func testStackSwitchesNamedPages() {
        onMain {
            let stack = Stack()
            let list = Label("List"), empty = Label("Empty")
            stack.addNamed(list, name: "list")
            stack.addNamed(empty, name: "empty", title: "Empty")
            let window = shownWindow(stack)
            defer { window.destroy() }
            XCTAssertEqual(stack.visibleChildName, "list")
            stack.setVisibleChild(name: "empty", animated: false)
            XCTAssertEqual(stack.visibleChildName, "empty")
            XCTAssertTrue(spin(until: { empty.isMapped && !list.isMapped }))
            stack.visibleChildName = "list"
            XCTAssertEqual(stack.visibleChildName, "list")
        }
    }

    func testStyleManagerForcesDark() {
        onMain {
            let style = StyleManager.shared
            let before = style.colorScheme
            var changes = 0
            let connection = style.onDarkChanged { changes += 1 }
            style.colorScheme = .forceDark
            XCTAssertTrue(style.isDark)
            style.colorScheme = .forceLight
            XCTAssertFalse(style.isDark)
            XCTAssertGreaterThanOrEqual(changes, 1)
            connection.disconnect()
            style.colorScheme = before
        }
    }
}
