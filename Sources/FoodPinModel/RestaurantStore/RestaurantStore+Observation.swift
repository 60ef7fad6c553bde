import Foundation

extension RestaurantStore {
    /// Calls `handler` on `queue` with the whole list, in display order, after every committed change:
    /// at once for changes made through any store of this process, within about 200 ms for changes by
    /// another process (the command line while the GUI runs).
    ///
    /// Deliveries are asynchronous and may coalesce several changes into one. The first delivery is
    /// for the first change after this call (read `all()` for the current list).
    /// - Returns: a token; the observation lasts until it is cancelled or released, or the store is.
    /// - Complexity: each delivery reads and decodes every restaurant (O(n)); a long list is better
    ///   observed with `observeIdentifiers(on:_:)`.
    /// - Note: UIKit has no counterpart; this is how the list view learns of changes it did not make.
    public func observe(
        on queue: DispatchQueue = .main,
        _ handler: @escaping @Sendable ([Restaurant]) -> Void
    ) -> ObservationToken {
        monitor.observe(Self.restaurantsLoad, on: queue, handler)
    }

    /// `observe(on: .main, _:)` for main-actor code: `handler` runs on the main actor.
    /// - Note: The main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeOnMain(_ handler: @escaping @MainActor ([Restaurant]) -> Void) -> ObservationToken {
        monitor.observe(Self.restaurantsLoad, on: .main) { restaurants in
            MainActor.assumeIsolated { handler(restaurants) }
        }
    }

    /// Calls `handler` on `queue` with the identifiers of every restaurant, in display order, after
    /// every committed change (the same timing and coalescing as `observe(on:_:)`).
    ///
    /// A presentation that holds identifiers only diffs these against what it shows and re-reads the
    /// few restaurants it shows with `restaurants(withIDs:)`: a restaurant changed in place (a
    /// favourite) keeps its identifier, so only that re-read reveals it.
    /// - Returns: a token; the observation lasts until it is cancelled or released, or the store is.
    /// - Complexity: each delivery is one read of the order index, 16 bytes per restaurant.
    /// - Note: Observers of either kind share one polling connection per store.
    public func observeIdentifiers(
        on queue: DispatchQueue = .main,
        _ handler: @escaping @Sendable ([UUID]) -> Void
    ) -> ObservationToken {
        monitor.observe(Self.identifiersLoad, on: queue, handler)
    }

    /// `observeIdentifiers(on:_:)` for an observer that hands the identifiers on to another queue
    /// (the main thread) after work of its own: with them comes the stamp of this store's writes they
    /// were read after, and `WriteStamp.isOutdated`, asked where they land, tells whether this store
    /// wrote since — then they are older than what the window shows, and a newer delivery follows.
    /// - Complexity: as `observeIdentifiers(on:_:)`.
    public func observeIdentifiersStamped(
        on queue: DispatchQueue,
        _ handler: @escaping @Sendable ([UUID], WriteStamp) -> Void
    ) -> ObservationToken {
        let monitor = monitor
        return monitor.observeStamped(Self.identifiersLoad, on: queue) { [weak monitor] ids, writes in
            handler(ids, WriteStamp(writes: writes, monitor: monitor))
        }
    }

    /// `observeIdentifiers(on: .main, _:)` for main-actor code: `handler` runs on the main actor.
    /// - Note: The main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeIdentifiersOnMain(_ handler: @escaping @MainActor ([UUID]) -> Void) -> ObservationToken {
        monitor.observe(Self.identifiersLoad, on: .main) { ids in MainActor.assumeIsolated { handler(ids) } }
    }

    static let restaurantsLoad = ChangeMonitor.Load("restaurants") { try loadAll($0, favoritesOnly: false) }
    static let identifiersLoad = ChangeMonitor.Load("restaurant-ids") { try loadIdentifiers($0) }
}

/// How many writes a store had committed when a delivered value was read (`observeIdentifiersStamped`).
public struct WriteStamp: Sendable {
    let writes: Int
    weak var monitor: ChangeMonitor?

    /// Whether the store committed a write after the value was read (a store that is gone: no).
    /// - Complexity: O(1).
    public var isOutdated: Bool { monitor?.hasWritten(since: writes) ?? false }
}
