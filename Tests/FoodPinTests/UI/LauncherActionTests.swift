import Foundation
import UITestSupport
import XCTest

/// Issue 31, the launcher actions of both desktop files, started the ways a desktop starts them:
/// GNOME Shell sends `org.freedesktop.Application.ActivateAction` to a `DBusActivatable` app (which
/// D-Bus starts when it is not running: what `g_desktop_app_info_launch_action` does); any other
/// launcher runs the action's `Exec` line, read here from the desktop file itself.
final class LauncherActionTests: XCTestCase {
    let scratch = ScratchDirectory()

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("the app needs an X display: run the tests through scripts/with-display.sh")
            throw XCTSkip("no display")
        }
    }

    /// The arguments of the `Exec` line of `[Desktop Action action]` in `data/applications/file`,
    /// without the program (checked to be `program`).
    func execArguments(_ action: String, in file: String, program: String) throws -> [String] {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let text = try String(contentsOf: root.appendingPathComponent("data/applications/" + file), encoding: .utf8)
        let group = try XCTUnwrap(text.components(separatedBy: "[Desktop Action \(action)]\n").dropFirst().first)
        let exec = try XCTUnwrap(group.split(separator: "\n").first { $0.hasPrefix("Exec=") })
        let words = exec.dropFirst("Exec=".count).split(separator: " ").map(String.init)
        XCTAssertEqual(words.first, program)
        XCTAssertTrue(text.contains("Actions=") && text.contains("\(action);"), "\(action) is not in Actions=")
        return Array(words.dropFirst())
    }

    /// Whether process `pid` shows a window titled exactly `title`.
    func hasWindow(_ pid: Int32, titled title: String) -> Bool {
        let found = try? Subprocess.run(
            "xdotool", ["search", "--onlyvisible", "--pid", String(pid), "--name", "^\(title)$"])
        return found?.text.isEmpty == false
    }

    // MARK: - GNOME Shell: ActivateAction over D-Bus

    func testTheShellsNewRestaurantStartsFoodPinByDBusOnTheForm() throws {
        let bus = try PrivateSessionBus(home: scratch.path)
        defer { bus.stop() }
        let call = try bus.gdbus(
            path: "/io/github/foodpin/FoodPin", method: "org.freedesktop.Application.ActivateAction",
            ["new-restaurant", "[]", "{}"])
        XCTAssertEqual(call.status, 0, call.stderr)
        let pid = try bus.providerPID()
        try eventually(timeout: 20, "ActivateAction('new-restaurant') showed no New Restaurant form") {
            hasWindow(pid, titled: "New Restaurant")
        }
        XCTAssertTrue(hasWindow(pid, titled: "FoodPin"), "the form without its window")

        // The same action from a launcher that runs the Exec line, while FoodPin runs: the running one
        // gets it (no second FoodPin), and the Exec line's process ends at once.
        let search = try execArguments("search", in: "io.github.foodpin.FoodPin.desktop", program: "foodpin")
        var environment = UITestSession.childEnvironment()
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        environment["FOODPIN_DB"] = nil
        environment["XDG_DATA_HOME"] = scratch.path + "/data"
        environment["HOME"] = scratch.path
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        let second = try Subprocess.run(
            BuildProducts.executable("foodpin").path, search, timeout: 30 * timeoutScale, environment: environment)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try bus.providerPID(), pid, "one FoodPin: the running one")
    }

    // MARK: - Exec lines

    func testFoodPinsExecLinesOpenTheFormAndTheSearch() throws {
        let newRestaurant = try execArguments(
            "new-restaurant", in: "io.github.foodpin.FoodPin.desktop", program: "foodpin")
        var app = try AppProcess(product: "foodpin", arguments: newRestaurant)
        _ = try app.waitForWindow(title: "FoodPin")
        _ = try app.waitForWindow(title: "New Restaurant")
        _ = app.terminate()

        let search = try execArguments("search", in: "io.github.foodpin.FoodPin.desktop", program: "foodpin")
        app = try AppProcess(product: "foodpin", arguments: search)
        defer { _ = app.terminate() }
        let window = try app.waitForWindow(title: "FoodPin")
        try eventually("--search did not open the window searching", dump: window) {
            window.first(onScreenOnly: true, where: { $0.isFocused && $0.name == "Search Restaurants" }) != nil
        }
    }

    func testToDosExecLineOpensTheWindowOnANewToDo() throws {
        let arguments = try execArguments("new-todo", in: "io.github.foodpin.Todo.desktop", program: "todo")
        let app = try AppProcess(product: "todo", arguments: arguments)
        defer { _ = app.terminate() }
        let window = try app.waitForWindow(title: "To-Do")
        try eventually("--new-todo did not focus the new to-do's field", dump: window) {
            window.first(onScreenOnly: true, where: { $0.isFocused && $0.name == "New to-do" }) != nil
        }
    }
}
