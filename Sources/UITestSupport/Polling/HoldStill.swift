import Foundation

/// Checks that something does *not* happen: polls `invariant` for `seconds` (times `timeoutScale`)
/// and fails at the first poll where it no longer holds.
///
/// A check that nothing happens cannot wait for a condition, so it holds still for a time — one named
/// for what it is, scaled like every timeout, and with a reason saying why that long is long enough
/// (for instance "a row the button wrongly added would show within a few frames"). Unlike a sleep and
/// a look afterwards, it sees a change that comes and goes within the time, and it fails as soon as the
/// change shows instead of at the end.
/// - Parameters:
///   - seconds: how long nothing may happen, before scaling.
///   - reason: why that long is long enough; part of the failure message.
///   - message: what happened when the invariant breaks, for the failure.
///   - dump: the subtree to print on failure; nil prints every running `AppProcess`.
///   - invariant: what must stay true; a thrown error counts as broken.
/// - Throws: `UITestError.timeout` (as `eventually`, with a screenshot and a dump) when it breaks.
public func holdStill(
    for seconds: Double, because reason: @autoclosure () -> String, _ message: @autoclosure () -> String,
    dump: Accessible? = nil, file: StaticString = #filePath, line: UInt = #line,
    while invariant: () throws -> Bool
) throws {
    let start = Date()
    let broken: String? = Polling.hold(for: seconds) {
        do {
            return try invariant() ? nil : message()
        } catch {
            return "\(message()) (error: \(error))"
        }
    }
    if let broken {
        throw Polling.failure(
            "\(broken): it should not change for \(String(format: "%.2f", scaled(seconds))) s, because " + reason(),
            waited: Date().timeIntervalSince(start), dump: dump, file: file, line: line)
    }
}

/// Polls `condition` for at most `seconds` (times `timeoutScale`) and returns whether it became true:
/// for a step that may or may not happen by itself, where not happening is an outcome rather than a
/// failure (a Return that a file chooser takes as Open, or only as the completion of what was typed).
/// Like `holdStill`, it holds still when nothing happens, so `reason` says why that long is long
/// enough; a thrown error counts as "not yet".
public func happens(
    within seconds: Double, because reason: @autoclosure () -> String, _ condition: () throws -> Bool
) -> Bool {
    Polling.hold(for: seconds) { (try? condition()) == true ? true : nil } ?? false
}

extension Polling {
    /// Polls `step` until it returns a value or `seconds` (scaled) pass, and returns the value (nil
    /// when the time ran out); the time counts as held.
    static func hold<T>(for seconds: Double, _ step: () -> T?) -> T? {
        let start = Date()
        let end = start.addingTimeInterval(scaled(seconds))
        let outermost = enter()
        defer { leave(outermost, since: start, holding: true) }
        while true {
            poll()
            if let value = step() { return value }
            let now = Date()
            if now >= end { return nil }
            usleep(pause(after: now.timeIntervalSince(start)))
        }
    }
}
