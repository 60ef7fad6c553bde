import CGtk
import Foundation
import GtkKit
import UITestSupport
import XCTest

// How in-process GTK tests wait: they spin GLib's main loop (so GTK keeps drawing and answering)
// until a condition holds, never for a time. Every timeout is scaled by UITEST_TIMEOUT_SCALE and only
// bounds a failure; a check that something does NOT happen holds still for a named, scaled time and
// says why (`holdStill`). The conditions GTK offers:
//   spin(until:) / waitUntil(_:)   what the test waits for (a delegate call, a state, a size)
//   waitForFrame(of:)              the window has laid out and painted what changed
//   waitForFrames(_:of:)           so many frames painted (a pace measured in frames, not seconds)
//   waitUntilStill()               no animation or transition runs: GTK stopped painting

/// Spins the main loop until `condition` holds or `timeout` (scaled) seconds pass, and returns
/// whether it held: for `XCTAssertTrue(spin(until: …), "why")` and `guard`. There is no spin without
/// a condition; to fail on a timeout without an assertion, use `waitUntil`.
@MainActor
func spin(until condition: () -> Bool, timeout: Double = 5) -> Bool {
    MainContext.spin(until: condition, timeout: scaled(timeout))
}

/// Spins the main loop until `condition` holds; records a failure saying `message` when it does not
/// within `timeout` (scaled) seconds, and returns whether it held.
@MainActor @discardableResult
func waitUntil(
    _ message: @autoclosure () -> String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
    _ condition: () -> Bool
) -> Bool {
    let held = spin(until: condition, timeout: timeout)
    if !held { XCTFail("timed out after \(scaled(timeout)) s: \(message())", file: file, line: line) }
    return held
}

/// Checks that something does not happen: spins the main loop for `seconds` (scaled) and records a
/// failure at the first moment `invariant` stops holding. `reason` says why that long is long enough.
/// - Returns: whether the invariant held throughout.
@MainActor @discardableResult
func holdStill(
    for seconds: Double, because reason: @autoclosure () -> String, _ message: @autoclosure () -> String,
    file: StaticString = #filePath, line: UInt = #line, while invariant: () -> Bool
) -> Bool {
    let end = Date().addingTimeInterval(scaled(seconds))
    while Date() < end {
        g_main_context_iteration(nil, 0)
        guard invariant() else {
            XCTFail(
                "\(message()): it should not change for \(scaled(seconds)) s, because \(reason())", file: file,
                line: line)
            return false
        }
        usleep(1000)
    }
    return true
}

/// Spins until nothing is pending (layout, idle callbacks).
@MainActor func drain() { MainContext.drain() }

/// Spins until every mapped window has painted a frame begun after this call: GTK has laid out and
/// drawn what changed before it. Records a failure when none is painted in time.
@MainActor @discardableResult
func waitForFrame(file: StaticString = #filePath, line: UInt = #line) -> Bool {
    waitForFrames(1, file: file, line: line)
}

/// Spins until every mapped window has painted `count` frames begun after this call: a pace in
/// frames (each frame asked for at once), for tests that act between frames on purpose.
@MainActor @discardableResult
func waitForFrames(_ count: Int, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let watch = FrameWatch()
    defer { watch.stop() }
    return waitUntil("\(count) frame(s) were not painted", file: file, line: line) {
        watch.requestFrames()
        return watch.minimumPainted >= count
    }
}

/// Spins until no animation or transition runs in any mapped window: a frame begun after this call
/// has been painted (what changed is drawn), and then GTK paints nothing for two frame intervals with
/// the loop idle — an animation, which paints every frame, never allows that. Records a failure when
/// something keeps animating past `timeout` (scaled) seconds.
@MainActor @discardableResult
func waitUntilStill(timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let watch = FrameWatch()
    defer { watch.stop() }
    watch.requestFrames()
    let deadline = Date().addingTimeInterval(scaled(timeout))
    while Date() < deadline {
        let dispatched = g_main_context_iteration(nil, 0) != 0
        if !dispatched, watch.minimumPainted >= 1, watch.quietFor >= 2 * watch.frameInterval { return true }
        if !dispatched { usleep(1000) }
    }
    XCTFail("something still animates after \(scaled(timeout)) s", file: file, line: line)
    return false
}

/// Counts the frames the mapped windows paint (their frame clocks' "after-paint").
@MainActor
private final class FrameWatch {
    private struct Clock {
        let window: UnsafeMutablePointer<GtkWidget>
        let clock: OpaquePointer
        var connection: SignalConnection?
    }

    private var clocks: [Clock] = []
    private var painted: [Int] = []
    private var lastPaint = Date()

    init() {
        var windows: [UnsafeMutablePointer<GtkWidget>] = []
        let list = gtk_window_list_toplevels()
        var node = list
        while let current = node {
            if let widget = current.pointee.data?.assumingMemoryBound(to: GtkWidget.self),
                gtk_widget_get_mapped(widget) != 0
            {
                windows.append(widget)
            }
            node = current.pointee.next
        }
        g_list_free(list)
        for window in windows {
            guard let clock = gtk_widget_get_frame_clock(window) else { continue }
            let index = painted.count
            painted.append(0)
            var entry = Clock(window: window, clock: clock)
            entry.connection = Signal.connect(clock, "after-paint") { [unowned self] () -> Void in
                self.painted[index] += 1
                self.lastPaint = Date()
            }
            clocks.append(entry)
        }
    }

    /// Asks every watched window for a frame (a paint, with the layout it needs).
    func requestFrames() {
        for entry in clocks { gtk_widget_queue_draw(entry.window) }
    }

    /// The fewest frames any watched window has painted; `Int.max` when no window is mapped.
    var minimumPainted: Int { clocks.isEmpty ? .max : painted.min() ?? .max }

    /// Seconds since the last frame painted.
    var quietFor: Double { Date().timeIntervalSince(lastPaint) }

    /// The frame interval of the first window's monitor (60 Hz when unknown).
    var frameInterval: Double {
        guard let clock = clocks.first?.clock else { return 1.0 / 60 }
        var interval: gint64 = 0
        var presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(clock, gdk_frame_clock_get_frame_time(clock), &interval, &presentation)
        return interval > 0 ? Double(interval) / 1e6 : 1.0 / 60
    }

    func stop() {
        for entry in clocks { entry.connection?.disconnect() }
        clocks.removeAll()
    }
}
