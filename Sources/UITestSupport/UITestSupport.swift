// UITestSupport: drives the real `foodpin` and `todo` executables (and GTK fixtures) under Xvfb with
// real X input, and reads results back through AT-SPI, the X clipboard and screenshots.
//
// Design note
//   UITestSession   one X display + one D-Bus session bus + the AT-SPI connection, per test process.
//                   Reuses DISPLAY/DBUS_SESSION_BUS_ADDRESS (scripts/with-display.sh) or starts its own
//                   Xvfb and dbus-daemon, so a UI test never silently passes without a display; GTK in
//                   the test process draws with cairo from then on.
//   AppProcess      one launched app: isolated XDG dirs and database, GTK's renderer (cairo, or GTK's
//                   default for screenshots), captured output, its AT-SPI application and window,
//                   `waitUntilIdle()` (at rest by the scheduler's accounting), termination and exit.
//   Accessible      a retained AtspiAccessible: names, roles, states, window extents, text, actions,
//                   bounded depth-first search that carries its clip down, and `dump()` for failures.
//   Input           real X events through xdotool (pointer, drags, scrolling, keys, typing).
//   Clipboard       xclip reads (TARGETS, text, PNG).  Screenshot: `import -window root`.
//   Polling         `eventually` (a condition with a scaled deadline, pumping AT-SPI events: the only
//                   synchronisation), `holdStill` (something must not happen for a named, scaled time)
//                   and `happens(within:)` (a step that may or may not happen by itself).
//   Statistics      what tests spend: AT-SPI calls, tools, launches, polls, holds (`UITEST_STATS=1`).
//
// The suite's rules (how to wait, XCTest or Swift Testing, no skips) are in Tests/README.md.
//
// Threading rule: call everything from the test's thread (XCTest's main thread). AT-SPI change events
// are only processed while `UITestSession.pump()` runs, which `eventually` and searches do for you.
// No GTK is linked here: apps are always driven out of process.
//
// A test, in short (run under `scripts/with-display.sh swift test`, or plain `swift test`):
//
//     final class DeleteRowTests: XCTestCase {
//         private var app: AppProcess!
//         private var window: Accessible!
//         override func setUpWithError() throws {
//             app = try AppProcess(product: "foodpin")          // isolated XDG dirs + FOODPIN_DB
//             window = try app.waitForWindow()
//         }
//         override func tearDown() { app?.terminate(); app = nil } // always: XCTest keeps instances
//         func testSwipeDeletes() throws {
//             let row = try window.waitForFirst(role: "list item", onScreenOnly: true)
//             try Input.drag(row, dx: -200, startingAt: (0.9, 0.5))
//             try Input.click(window.waitForFirst(role: "push button", name: "Delete"))
//             try eventually("row deleted") { window.first(role: "label", name: "Cafe Deadend") == nil }
//             _ = try Screenshot.capture("after-delete")
//         }
//     }
//
// Pitfalls seen on GTK 4.8: SHOWING is set on toplevels only (use `isOnScreen`/`onScreenOnly`);
// extents are window coordinates without the 5 px CSD margin, and popovers report their parent's
// origin (use `Input.center(of:)`/`Input.frame(of:)`, never `extents`, for pointer input); GtkEntry's
// own context menu is not on AT-SPI; GtkListView keeps its scroll anchor on insertion at the top, and
// after scrolling may keep recycled rows with stale extents (find rows by label); AdwMessageDialog is
// its own "dialog" toplevel without SHOWING, and names its buttons twice ("Delete Delete"); GTK 4.8
// rejects AT-SPI GrabFocus and answers hit tests badly (neither is offered here).

/// Errors raised by the UI-test toolkit. Their descriptions are written to be read in test failures.
public enum UITestError: Error, CustomStringConvertible {
    /// A condition did not become true in time (or its app exited); `dump` is the AT-SPI tree then.
    case timeout(message: String, waited: Double, dump: String, location: String)
    /// A helper tool (xdotool, xclip, import, Xvfb…) failed or is missing.
    case tool(command: String, status: Int32, output: String)
    /// The display, the session bus or the AT-SPI bus could not be set up.
    case session(String)
    /// An executable could not be found or launched.
    case launch(String)
    /// An AT-SPI call failed (for example the object died).
    case accessibility(String)

    public var description: String {
        switch self {
        case let .timeout(message, waited, dump, location):
            return "\(location): failed after \(String(format: "%.1f", waited)) s: \(message)\n"
                + "AT-SPI tree at timeout:\n\(dump)"
        case let .tool(command, status, output):
            return "command failed (status \(status)): \(command)\n\(output)"
        case let .session(message): return "UI test session: \(message)"
        case let .launch(message): return "launch: \(message)"
        case let .accessibility(message): return "AT-SPI: \(message)"
        }
    }
}
