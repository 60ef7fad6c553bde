import Foundation

extension RestaurantStore {
    /// Calls `handler` on `queue` with the whole list, in display order, after every committed change:
    /// at once for changes made through any store of this process, within about 200 ms for changes by
    /// another process (the command line while the GUI runs).
    ///
    /// Deliveries are asynchronous and may coalesce several changes into one. The first delivery is
    /// for the first change after this call (read `all()` for the current list).
    /// - Returns: a token; the observation lasts until it is cancelled or released, or the store is.
    /// - Note: UIKit has no counterpart; this is how the list view learns of changes it did not make.
    public func observe(on queue: DispatchQueue = .main,
                        _ handler: @escaping @Sendable ([Restaurant]) -> Void) -> ObservationToken {
        monitor.observe(on: queue, handler)
    }

    /// `observe(on: .main, _:)` for main-actor code: `handler` runs on the main actor.
    /// - Note: The main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeOnMain(_ handler: @escaping @MainActor ([Restaurant]) -> Void) -> ObservationToken {
        monitor.observe(on: .main) { restaurants in MainActor.assumeIsolated { handler(restaurants) } }
    }
}
