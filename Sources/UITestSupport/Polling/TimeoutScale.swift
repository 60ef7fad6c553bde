import Foundation

/// Multiplies every timeout of `eventually` (and what is built on it) and every hold of `holdStill`:
/// `UITEST_TIMEOUT_SCALE=3` on a loaded or slow machine. Timeouts only bound waiting for failure;
/// passing tests never wait for them. Holds grow with it, since on a slow machine what must not happen
/// would also take longer to show.
public let timeoutScale: Double = {
    guard let text = ProcessInfo.processInfo.environment["UITEST_TIMEOUT_SCALE"], let value = Double(text),
        value > 0
    else { return 1 }
    return value
}()

/// `seconds` times `timeoutScale`: for deadlines and holds outside `eventually` and `holdStill` (a
/// GTK test spinning its own main loop, a subprocess's deadline).
public func scaled(_ seconds: Double) -> Double { seconds * timeoutScale }
