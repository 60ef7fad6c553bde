import Foundation

// How the sync tests wait (Tests/README.md, "How tests wait"): for a condition (`eventually`), or,
// to check that something does not happen, for a named, scaled time that says why (`holdStill`).
// `pace` is not a wait: it is the rhythm of a simulated user's changes or of sampling a process.
// Every time here is multiplied by UITEST_TIMEOUT_SCALE.

private let scale = Double(ProcessInfo.processInfo.environment["UITEST_TIMEOUT_SCALE"] ?? "") ?? 1

/// Waits (polling) until `condition` holds, at most `timeout` seconds (scaled); returns whether it held.
@discardableResult
func eventually(_ timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout * scale)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Holds still for `seconds` (scaled) to check that something does not happen; `reason` says why that
/// long is long enough for it to have happened.
func holdStill(_ seconds: Double, because reason: @autoclosure () -> String) {
    usleep(UInt32(seconds * scale * 1_000_000))
}

/// The time between two steps of a simulated user (a burst of changes) or two samples of a process:
/// a rhythm the test sets, not a wait for something (unscaled).
func pace(_ seconds: Double) {
    usleep(UInt32(seconds * 1_000_000))
}
