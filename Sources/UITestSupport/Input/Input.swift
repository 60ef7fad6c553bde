import Foundation

/// Real X input through xdotool (XTEST): GTK sees the same events a person would produce.
///
/// Coordinates are X screen pixels: take them from `Input.center(of:)`, `Input.frame(of:)` or
/// `Accessible.screenExtents`, not from `extents` (window coordinates, off by the CSD margin and wrong
/// inside popovers). Each call is one xdotool process (a few milliseconds); multi-step
/// gestures run inside a single xdotool invocation so their timing is steady.
/// - Note: Input is asynchronous for the app: follow every action with `eventually { … }`.
public enum Input {
    /// Mouse buttons as X numbers them.
    public enum Button: Int, Sendable {
        case left = 1
        case middle = 2
        case right = 3
    }

    /// The centre of an object on screen (see `Accessible.screenExtents`).
    /// - Throws: `UITestError.accessibility` if it has no extents (not a component, or not laid out).
    public static func center(of element: Accessible) throws -> Point {
        try frame(of: element).center
    }

    /// An object's bounds on screen (see `Accessible.screenExtents`), waited for while it has none:
    /// an item of a popover whose X window is not mapped yet gets them when the window is.
    /// - Throws: `UITestError.timeout` if it gets none within 2 s (scaled): not a component, not
    ///   laid out, or in a popover that never showed.
    public static func frame(of element: Accessible) throws -> Rect {
        try eventuallyValue(timeout: 2, "\(element) has no on-screen extents") {
            element.screenExtents.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// Moves the pointer to `point`.
    public static func move(to point: Point) throws {
        try xdotool(["mousemove", "\(point.x)", "\(point.y)"])
    }

    /// Clicks `button` at `point` (`count` 2 for a double click).
    public static func click(at point: Point, button: Button = .left, count: Int = 1) throws {
        try xdotool([
            "mousemove", "\(point.x)", "\(point.y)", "sleep", "0.03",
            "click", "--repeat", "\(count)", "--delay", "60", "\(button.rawValue)",
        ])
    }

    /// Clicks the centre of `element`.
    public static func click(_ element: Accessible, button: Button = .left, count: Int = 1) throws {
        try click(at: center(of: element), button: button, count: count)
    }

    /// Double-clicks at `point`.
    public static func doubleClick(at point: Point, button: Button = .left) throws {
        try click(at: point, button: button, count: 2)
    }

    /// Presses `button` at `start`, moves to `end` in `steps` even steps `stepDelay` seconds apart,
    /// and releases: GTK's drag and swipe gestures see a continuous motion.
    /// - Parameters:
    ///   - holdBeforeRelease: pause at `end` before releasing (keeps velocity low, so no kinetic fling).
    public static func drag(
        from start: Point, to end: Point, button: Button = .left, steps: Int = 12,
        stepDelay: Double = 0.015, holdBeforeRelease: Double = 0.05
    ) throws {
        var arguments = [
            "mousemove", "\(start.x)", "\(start.y)", "sleep", "0.05",
            "mousedown", "\(button.rawValue)", "sleep", "0.05",
        ]
        let count = max(1, steps)
        for step in 1...count {
            let x = start.x + (end.x - start.x) * step / count
            let y = start.y + (end.y - start.y) * step / count
            arguments += ["mousemove", "\(x)", "\(y)", "sleep", seconds(stepDelay)]
        }
        arguments += ["sleep", seconds(holdBeforeRelease), "mouseup", "\(button.rawValue)"]
        try xdotool(arguments, timeout: 10 + Double(count) * stepDelay)
    }

    /// Drags across `element` by `dx`, `dy` pixels, starting at a fraction of its size
    /// (default: the centre); e.g. `drag(row, dx: -200, startingAt: (0.8, 0.5))` swipes a row left.
    public static func drag(
        _ element: Accessible, dx: Int, dy: Int = 0,
        startingAt fraction: (x: Double, y: Double) = (0.5, 0.5), steps: Int = 12,
        stepDelay: Double = 0.015
    ) throws {
        let start = try frame(of: element).point(fraction.x, fraction.y)
        try drag(from: start, to: start.offsetBy(dx: dx, dy: dy), steps: steps, stepDelay: stepDelay)
    }

    /// Scrolls horizontally at `point` by `clicks` wheel steps: negative = left (button 6), positive =
    /// right (button 7). Touchpad-like swipe stand-in for scrolled lists and carousels.
    public static func scrollHorizontally(_ clicks: Int, at point: Point, delay: Double = 0.03) throws {
        try scroll(clicks, at: point, negativeButton: 6, positiveButton: 7, delay: delay)
    }

    /// Scrolls vertically at `point`: negative = up (button 4), positive = down (button 5).
    /// - Note: Assert where the content ends up with `eventually`, not how far one click moves it: on a
    ///   loaded machine GTK 4.8 sometimes carried a burst of wheel clicks far past the expected place.
    public static func scrollVertically(_ clicks: Int, at point: Point, delay: Double = 0.03) throws {
        try scroll(clicks, at: point, negativeButton: 4, positiveButton: 5, delay: delay)
    }

    /// Presses and releases key combinations in order, in xdotool syntax: "Return", "Escape", "Delete",
    /// "ctrl+c", "ctrl+a", "shift+F10", "Menu", "Tab", "BackSpace", "space".
    /// - Note: Keys go to the focused X window; click into the app (or `AppProcess.focus()`) first.
    public static func key(_ combinations: String...) throws {
        try xdotool(["key", "--delay", "30"] + combinations)
    }

    /// Types `text` as key presses. ASCII goes through `xdotool type`; every other Unicode scalar is
    /// entered with GTK's Ctrl+Shift+U hex input, which does not depend on the X keymap.
    /// - Note: xdotool types non-ASCII by remapping a spare keycode and restoring it right after the last
    ///   key; GTK often reads the restored map and drops the character (seen with "café").
    public static func type(_ text: String, delay: Double = 0.012) throws {
        var ascii = ""
        func flush() throws {
            guard !ascii.isEmpty else { return }
            try xdotool(
                ["type", "--delay", "\(Int(delay * 1000))", "--", ascii],
                timeout: 10 + Double(ascii.count) * delay * 2)
            ascii = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                ascii.unicodeScalars.append(scalar)
            } else {
                try flush()
                let hex = String(scalar.value, radix: 16).map(String.init)
                try xdotool(["key", "--delay", "\(Int(delay * 1000))", "ctrl+shift+u"] + hex + ["space"])
            }
        }
        try flush()
    }

    // MARK: - Private

    private static func scroll(
        _ clicks: Int, at point: Point, negativeButton: Int, positiveButton: Int,
        delay: Double
    ) throws {
        guard clicks != 0 else { return }
        let button = clicks < 0 ? negativeButton : positiveButton
        try xdotool([
            "mousemove", "\(point.x)", "\(point.y)", "sleep", "0.03",
            "click", "--repeat", "\(abs(clicks))", "--delay", "\(Int(delay * 1000))", "\(button)",
        ])
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Runs one xdotool command line (several commands may be chained: `mousemove 10 10 sleep 0.1
    /// click 1`) on the session's display; returns what it printed.
    @discardableResult
    public static func xdotool(_ arguments: [String], timeout: Double = 10) throws -> String {
        try UITestSession.start()
        defer { Accessible.forgetWalkClips() }  // input may move things (see Accessible+Walk.swift)
        return try Subprocess.check("xdotool", arguments, timeout: timeout).text
    }
}
