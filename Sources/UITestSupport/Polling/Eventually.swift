import Foundation

/// Polls `condition` until it returns true, pumping AT-SPI events between tries (every 25 ms for the
/// first half second, then less often: see `Polling.pause(after:)`).
///
/// The way UI tests wait for something to happen: no fixed sleeps. A thrown error inside `condition`
/// counts as "not yet" (objects die while the app rebuilds) and is reported if the deadline passes; a
/// `UITestError.launch` (the app exited) ends the wait at once. To check that something does *not*
/// happen, use `holdStill(for:because:_:while:)`.
/// - Parameters:
///   - timeout: seconds before giving up (times `timeoutScale`, from `UITEST_TIMEOUT_SCALE`).
///   - message: what was expected, for the failure.
///   - dump: the subtree to print on failure; nil prints every running `AppProcess` (tree + stderr).
/// - Throws: `UITestError.timeout` with the message, the place, an AT-SPI dump and the path of a
///   screenshot saved as `.build/screenshots/failure-<File>_swift-<line>.png`.
public func eventually(
    timeout: Double = 5, _ message: @autoclosure () -> String,
    dump: Accessible? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ condition: () throws -> Bool
) throws {
    _ = try eventuallyValue(timeout: timeout, message(), dump: dump, file: file, line: line) {
        try condition() ? true : nil
    }
}

/// Polls `produce` until it returns a value and returns it (see `eventually`).
public func eventuallyValue<T>(
    timeout: Double = 5, _ message: @autoclosure () -> String,
    dump: Accessible? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ produce: () throws -> T?
) throws -> T {
    let start = Date()
    let deadline = start.addingTimeInterval(scaled(timeout))
    var lastError: Error?
    let outermost = Polling.enter()
    defer { Polling.leave(outermost, since: start, holding: false) }
    while true {
        Polling.poll()
        do {
            if let value = try produce() { return value }
            lastError = nil
        } catch let error as UITestError {
            lastError = error
            if case .launch = error { break }
        } catch {
            lastError = error
        }
        let now = Date()
        if now >= deadline { break }
        usleep(Polling.pause(after: now.timeIntervalSince(start)))
    }
    var text = message()
    if let lastError { text += " (last error: \(lastError))" }
    throw Polling.failure(text, waited: Date().timeIntervalSince(start), dump: dump, file: file, line: line)
}

/// What `eventually` and `holdStill` share: the poll, its statistics and the failure report.
enum Polling {
    /// Microseconds between polls of a wait that has lasted `elapsed` seconds: 25 ms for the first
    /// half second (most waits end within it, and answer at once), then 50 ms, and 100 ms after two
    /// seconds. Every poll walks the app's AT-SPI tree, and serving those walks was most of a UI job's
    /// CPU (the app's main thread and its D-Bus thread, and dbus-daemon: 29 % of two cores against
    /// the test's own 5 %); a long wait (a sync, a server) polled as fast as a short one.
    static func pause(after elapsed: TimeInterval) -> useconds_t {
        elapsed < 0.5 ? 25_000 : elapsed < 2 ? 50_000 : 100_000
    }

    nonisolated(unsafe) private static var depth = 0

    /// One poll: AT-SPI events are handled, and clips remembered by walks are forgotten (the app may
    /// have moved things since).
    static func poll() {
        UITestStatistics.record { $0.polls += 1 }
        Accessible.forgetWalkClips()
        UITestSession.pump()
    }

    /// Enters a wait; returns whether it is the outermost one (nested waits are counted once).
    static func enter() -> Bool {
        depth += 1
        return depth == 1
    }

    static func leave(_ outermost: Bool, since start: Date, holding: Bool) {
        depth -= 1
        guard outermost else { return }
        let seconds = Date().timeIntervalSince(start)
        UITestStatistics.record {
            if holding { $0.holdSeconds += seconds } else { $0.waitSeconds += seconds }
        }
    }

    /// The error a failed wait throws: the message, the place, a screenshot and an AT-SPI dump.
    static func failure(
        _ message: String, waited: Double, dump: Accessible?, file: StaticString, line: UInt
    ) -> UITestError {
        var text = message
        let place = "\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(line)"
        if let shot = try? Screenshot.capture("failure-\(place.replacingOccurrences(of: ":", with: "-"))", file: file) {
            text += "\nscreenshot: \(shot.path)"
        }
        let tree = dump?.dump() ?? AppProcess.dumpLaunched()
        return UITestError.timeout(message: text, waited: waited, dump: tree, location: place)
    }
}
