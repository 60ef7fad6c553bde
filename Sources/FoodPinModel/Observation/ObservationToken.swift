import Foundation

/// Keeps an observation alive. `cancel()` (or releasing the token) stops it; after `cancel()` returns,
/// the handler is not called again, even for a delivery already queued.
public final class ObservationToken: @unchecked Sendable {
    // `cancelled` and `onCancel` are guarded by `lock`.
    private let lock = NSLock()
    private var cancelled = false
    private var onCancel: (@Sendable () -> Void)?

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    deinit { cancel() }

    /// Whether `cancel()` has run.
    public var isCancelled: Bool { lock.withLock { cancelled } }

    /// Stops the observation. Idempotent; callable from any thread.
    public func cancel() {
        let action: (@Sendable () -> Void)? = lock.withLock {
            defer { cancelled = true; onCancel = nil }
            return onCancel
        }
        action?()
    }
}
