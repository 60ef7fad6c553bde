// UITestSupport: drives the real `foodpin` and `todo` executables (and GTK fixtures) under Xvfb with
// real X input, and reads results back through AT-SPI, the X clipboard and screenshots.
//
// Design note
//   UITestSession   one X display + one D-Bus session bus + the AT-SPI connection, per test process.
//                   Reuses DISPLAY/DBUS_SESSION_BUS_ADDRESS (scripts/with-display.sh) or starts its own
//                   Xvfb and dbus-daemon, so a UI test never silently passes without a display.
//   AppProcess      one launched app: isolated XDG dirs and database, captured output, its AT-SPI
//                   application and window, termination and exit status.
//   Accessible      a retained AtspiAccessible: names, roles, states, window extents, text, actions,
//                   bounded depth-first search, and `dump()` for failure messages.
//   Input           real X events through xdotool (pointer, drags, scrolling, keys, typing).
//   Clipboard       xclip reads (TARGETS, text, PNG).  Screenshot: `import -window root`.
//   eventually      polling with a deadline that pumps AT-SPI events; the only synchronisation.
//
// Threading rule: call everything from the test's thread (XCTest's main thread). AT-SPI change events
// are only processed while `UITestSession.pump()` runs, which `eventually` and searches do for you.
// No GTK is linked here: apps are always driven out of process.

/// Errors raised by the UI-test toolkit. Their descriptions are written to be read in test failures.
public enum UITestError: Error, CustomStringConvertible {
    /// A condition did not become true in time; `dump` is the AT-SPI tree at that moment.
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
            return "\(location): timed out after \(String(format: "%.1f", waited)) s: \(message)\n"
                + "AT-SPI tree at timeout:\n\(dump)"
        case let .tool(command, status, output):
            return "command failed (status \(status)): \(command)\n\(output)"
        case let .session(message): return "UI test session: \(message)"
        case let .launch(message): return "launch: \(message)"
        case let .accessibility(message): return "AT-SPI: \(message)"
        }
    }
}
