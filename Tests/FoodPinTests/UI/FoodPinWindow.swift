import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The real `foodpin` executable on a fresh database of its own, driven with real X input under Xvfb.
///
/// The database is prepared (and checked) through the model, as another process would; the window is
/// found and driven through AT-SPI and xdotool.
final class FoodPinWindow {
    let directory: URL
    let databaseURL: URL
    let process: AppProcess
    let window: Accessible

    /// Launches the app on a new database.
    /// - Parameters:
    ///   - seed: fills the database before launch (default: the tutorial's samples).
    ///   - colorScheme: `.preferDark` for dark screenshots.
    ///   - renderer: GTK's renderer (see `AppProcess.Renderer`).
    init(
        colorScheme: AppProcess.ColorScheme = .system, renderer: AppProcess.Renderer = .forBehaviourTests,
        environment: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line,
        seed: (RestaurantStore) throws -> Void = { _ in }
    ) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        AppProcess.removeAtExit(directory)  // also when a failing launch never reaches close()
        databaseURL = directory.appendingPathComponent("foodpin.sqlite3")
        let store = try RestaurantStore(path: databaseURL.path)
        try seed(store)
        process = try AppProcess(
            product: "foodpin", environment: Self.offlineMaps.merging(environment) { $1 }, colorScheme: colorScheme,
            renderer: renderer,
            databaseURL: databaseURL)
        window = try process.waitForWindow(title: "FoodPin", file: file, line: line)
        try process.waitUntilIdle(file: file, line: line)  // the leaflet folds after the window shows
    }

    /// Launches the app on a file prepared by the caller (a broken database).
    init(
        existingDatabase url: URL, renderer: AppProcess.Renderer = .forBehaviourTests, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        directory = url.deletingLastPathComponent()
        databaseURL = url
        process = try AppProcess(
            product: "foodpin", environment: Self.offlineMaps, renderer: renderer, databaseURL: url)
        window = try process.waitForWindow(title: "FoodPin", file: file, line: line)
        try process.waitUntilIdle(file: file, line: line)
    }

    /// Tests never reach a public host: maps stay offline unless a test gives them a loopback server
    /// (`MapUITests`), and Find on Map has no server but a closed local port.
    static let offlineMaps = ["FOODPIN_ONLINE_MAPS": "off", "FOODPIN_NOMINATIM": "http://127.0.0.1:9"]

    func close() {
        process.terminate()
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - The store, read as another process

    func storedRestaurants() throws -> [Restaurant] {
        try RestaurantStore(path: databaseURL.path, seedingSamples: false).all()
    }

    func storedNames() throws -> [String] { try storedRestaurants().map(\.name) }

    /// Runs the `foodpin` command line on this database.
    @discardableResult
    func command(_ arguments: [String]) throws -> CommandRunner.Result {
        let runner = try CommandRunner("foodpin", home: directory.path)
        let result = try runner.run(arguments + ["--db", databaseURL.path])
        XCTAssertEqual(result.status, 0, "foodpin \(arguments.joined(separator: " ")): \(result)")
        return result
    }

    // MARK: - Rows on screen

    /// The list row (AT-SPI "list item") showing the restaurant `name`, if it is on screen.
    func row(named name: String) -> Accessible? {
        guard let label = window.first(role: "label", name: name, onScreenOnly: true) else { return nil }
        var node: Accessible? = label
        while let current = node, current.roleName != "list item" { node = current.parent }
        return node
    }

    func waitForRow(
        named name: String, timeout: Double = 5, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Accessible {
        try eventuallyValue(timeout: timeout, "no row for \(name) on screen", dump: window, file: file, line: line) {
            row(named: name)
        }
    }

    /// The names of the rows on screen, top to bottom.
    func visibleNames() -> [String] {
        window.all(role: "list item", onScreenOnly: true)
            .compactMap { row -> (Int, String)? in
                guard let frame = row.extents, frame.height > 2,
                    let name = row.first(role: "label", where: { $0.parent?.roleName != "filler" })?.name
                else { return nil }
                return (frame.y, name)
            }
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Waits until no row shows `name` (it collapsed away).
    func waitUntilGone(
        _ name: String, timeout: Double = 5, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try eventually(timeout: timeout, "\(name) is still on screen", dump: window, file: file, line: line) {
            guard let row = row(named: name) else { return true }
            return (row.extents?.height ?? 0) < 2
        }
    }

    /// Whether the row of `name` shows its favourite heart.
    func showsHeart(_ name: String) -> Bool {
        guard let row = row(named: name) else { return false }
        return row.first(role: "image", name: "Favourite", onScreenOnly: true) != nil
    }

    // MARK: - Input

    /// Swipes the row of `name` horizontally by `dx` pixels with the pointer (negative: left).
    ///
    /// Like a finger: press, move just past the swipe threshold, pause, then move on in small even steps.
    /// SwipeRow drops the movement of the event that crosses its threshold, and GTK compresses motion
    /// events per frame, so on a loaded machine a drag delivered as two events would not swipe at all
    /// (reported to the rowactions engineer); the pause lets the row claim the drag first.
    func swipe(_ name: String, by dx: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let row = try waitForRow(named: name, file: file, line: line)
        let frame = try Input.frame(of: row)
        let start = frame.point(dx < 0 ? 0.85 : 0.15, 0.5)
        let direction = dx < 0 ? -1 : 1
        var arguments = [
            "mousemove", "\(start.x)", "\(start.y)", "sleep", "0.1", "mousedown", "1", "sleep", "0.1",
            "mousemove", "\(start.x + 14 * direction)", "\(start.y)", "sleep", "0.3",
        ]
        let steps = max(12, abs(dx) / 8)
        for step in 1...steps {
            arguments += [
                "mousemove", "\(start.x + 14 * direction + (dx - 14 * direction) * step / steps)", "\(start.y)",
                "sleep", "0.025",
            ]
        }
        arguments += ["sleep", "0.1", "mouseup", "1"]
        try Input.xdotool(arguments)
    }

    /// Swipes the row of `name` open by `dx` and waits until its buttons rest.
    func swipeOpen(_ name: String, by dx: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        try swipe(name, by: dx, file: file, line: line)
        try waitForSwipeToSettle(name, file: file, line: line)
    }

    /// Clicks the on-screen button named `name` (a revealed swipe action, a toast's Undo…): a push
    /// button with that accessible name, or the label of one (GTK 4.8 leaves labelled buttons unnamed).
    func click(
        button name: String, in root: Accessible? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let button = try (root ?? window).waitForFirst(file: file, line: line) { node in
            let role = node.roleName
            // A button with an icon and a label (AdwButtonContent) holds its label one panel deeper.
            return node.name == name
                && (role == "push button"
                    || (role == "label"
                        && (node.parent?.roleName == "push button"
                            || (node.parent?.roleName == "panel" && node.parent?.parent?.roleName == "push button"))))
        }
        try Input.click(button)
    }

    /// Right-clicks the row of `name` and waits for its action menu (a click shows its details).
    func openMenu(of name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Accessible {
        let row = try waitForRow(named: name, file: file, line: line)
        try Input.click(row, button: .right)
        return try menu(file: file, line: line)
    }

    /// The action menu (a popover menu) once it shows: the ancestor holding all its sections.
    func menu(file: StaticString = #filePath, line: UInt = #line) throws -> Accessible {
        var node = try window.waitForFirst(role: "menu item", name: "Set Photo…", file: file, line: line)
        while let parent = node.parent, parent != window,
            parent.first(role: "menu item", name: "Delete", onScreenOnly: true) == nil
        {
            node = parent
        }
        return node.parent ?? window
    }

    /// Clicks a popover menu's item once the pointer over it has made it the menu's current one. A
    /// click sent as soon as the item was on AT-SPI was once lost under load — the menu closed, and
    /// no file chooser came after Set Photo… — so the pointer goes there first and the click follows
    /// when GTK shows the item hovered (or after 2 s, scaled, if it never says so).
    func click(menuItem item: Accessible) throws {
        try Input.move(to: Input.center(of: item))
        _ = happens(within: 2, because: "GTK marks the item under the pointer as the menu's current one") {
            item.isFocused || item.isSelected
        }
        try Input.click(item)
    }

    /// Waits until no action menu shows.
    func waitForMenuToClose(file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("the action menu is still open", dump: window, file: file, line: line) {
            window.first(role: "menu item", name: "Set Photo…", onScreenOnly: true) == nil
        }
    }

    /// Waits until the swiped row's revealed buttons stop moving.
    func waitForSwipeToSettle(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        var last: [Rect] = []
        var stableSince = Date()
        try eventually("the swipe of \(name) never settled: \(last)", dump: window, file: file, line: line) {
            guard let row = row(named: name) else { return false }
            // Revealed actions only (the edit-mode controls are there too, with empty extents).
            let frames = row.all(role: "push button").compactMap(\.extents).filter { !$0.isEmpty }
            if frames != last { last = frames; stableSince = Date() }
            return !frames.isEmpty && frames.allSatisfy { $0.width > 20 } && Date().timeIntervalSince(stableSince) > 0.3
        }
    }

    /// Gives the window the keyboard focus by clicking its title (the header's left end holds New
    /// Restaurant; with no window manager the window sits at the screen's origin).
    func focus() throws {
        guard let title = window.first(role: "label", name: "FoodPin", onScreenOnly: true) else { return }
        try Input.click(title)
    }

    /// Resizes the window with xdotool (no window manager: the X window itself).
    func resize(width: Int, height: Int) throws {
        let ids = try Input.xdotool(["search", "--onlyvisible", "--pid", "\(process.pid)"]).split(separator: "\n")
        for id in ids { try Input.xdotool(["windowsize", String(id), "\(width)", "\(height)"]) }
    }

    /// Saves a screenshot as .build/screenshots/foodpin-<name>.png.
    @discardableResult
    func screenshot(_ name: String) throws -> URL {
        try Screenshot.capture("foodpin-\(name)")
    }
}
