import Foundation

/// Polls `condition` until it returns true, pumping AT-SPI events between tries (every ~25 ms).
///
/// The only way UI tests should wait: no fixed sleeps. A thrown error inside `condition` counts as
/// "not yet" (objects die while the app rebuilds) and is reported if the deadline passes; a
/// `UITestError.launch` (the app exited) ends the wait at once.
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
    let deadline = start.addingTimeInterval(timeout * timeoutScale)
    var lastError: Error?
    while true {
        UITestSession.pump()
        do {
            if let value = try produce() { return value }
            lastError = nil
        } catch let error as UITestError {
            lastError = error
            if case .launch = error { break }
        } catch {
            lastError = error
        }
        if Date() >= deadline { break }
        usleep(25_000)
    }
    let waited = Date().timeIntervalSince(start)
    var text = message()
    if let lastError { text += " (last error: \(lastError))" }
    let place = "\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(line)"
    if let shot = try? Screenshot.capture("failure-\(place.replacingOccurrences(of: ":", with: "-"))", file: file) {
        text += "\nscreenshot: \(shot.path)"
    }
    let tree = dump?.dump() ?? AppProcess.dumpLaunched()
    throw UITestError.timeout(message: text, waited: waited, dump: tree, location: place)
}

/// Multiplies every `eventually` timeout: `UITEST_TIMEOUT_SCALE=3` on a loaded or slow machine.
/// Timeouts only bound waiting for failure; passing tests never wait for them.
public let timeoutScale: Double = {
    guard let text = ProcessInfo.processInfo.environment["UITEST_TIMEOUT_SCALE"], let value = Double(text),
        value > 0
    else { return 1 }
    return value
}()
