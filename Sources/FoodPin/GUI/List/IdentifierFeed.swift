// Why this type exists: the store delivers every id, in order, after any change by anyone; comparing a
// million of them with what the window shows costs the main thread several frames. The feed takes
// the deliveries on a queue of its own, keeps the last order it saw, and works out there what
// changed: what crosses to the main thread is the change — the ids deleted, the ids inserted each
// with the id it goes before — applied to the shown snapshot in O(k log n)-ish work for k ids (see
// `PendingDeletes.apply`). A delivery that is not a few plain deletions and insertions (a reorder, a
// bulk change) carries no change; the main thread then compares the whole order as before.
// A delivery read before a write of the window's own (an Undo) is dropped on the main thread, where
// that write happens: the store's own check ran on the feed's queue, before it (`WriteStamp`). The
// next delivery then goes by its whole order, its change being relative to the dropped one. No GTK,
// no SQL.
import Diffable
import FoodPinModel
import Foundation

/// One delivery of the store's order, as the main thread receives it.
struct IdentifierDelivery: Sendable {
    /// Every id, in display order (shared with the feed, not copied).
    var ids: [UUID]
    /// What changed since the order the feed saw before, when that is at most
    /// `IdentifierChange.limit` deletions and insertions and nothing else; nil otherwise.
    var change: IdentifierChange?
}

/// Deletions and insertions that turn one order of ids into another.
struct IdentifierChange: Sendable, Equatable {
    struct Insertion: Sendable, Equatable {
        var id: UUID
        /// The id it goes before in the new order; nil at the end.
        var before: UUID?
    }

    /// The most ids a change names; a larger one is left to the whole-order comparison.
    static let limit = 1_000

    var deleted: [UUID] = []
    /// Last first: inserted in this order, each one's `before` is already in place (or deleted
    /// in the same change only if the new order lacks it, which it cannot).
    var inserted: [Insertion] = []

    /// No change.
    init() {}

    /// The change from `old` to `new`, or nil when it moves an id or names more than `limit` ids.
    /// - Complexity: O(n) comparisons for the common prefix and suffix, plus O(m) hashing and a
    ///   diff for the m ids between them (all of them for a change at both ends).
    init?(from old: [UUID], to new: [UUID]) {
        var prefix = 0
        let shorter = Swift.min(old.count, new.count)
        while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let was = old[prefix..<(old.count - suffix)], now = new[prefix..<(new.count - suffix)]
        if was.isEmpty && now.isEmpty { return }
        guard abs(was.count - now.count) <= Self.limit else { return nil }
        let before = RestaurantSnapshot(restaurants: was), after = RestaurantSnapshot(restaurants: now)
        let difference = SnapshotDifference(from: before, to: after)
        guard difference.itemMoves.isEmpty,
            difference.itemDeletes.count + difference.itemInserts.count <= Self.limit
        else { return nil }
        deleted = difference.itemDeletes.map { was[was.startIndex + $0.item] }
        inserted = difference.itemInserts.reversed().map { path in
            let next = prefix + path.item + 1
            return Insertion(id: now[now.startIndex + path.item], before: next < new.count ? new[next] : nil)
        }
    }

    /// - Complexity: O(1).
    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty }
}

/// The store's order, observed off the main thread and handed to `deliver` on the main actor as
/// `IdentifierDelivery` values.
final class IdentifierFeed: @unchecked Sendable {
    // @unchecked: `last` and `receipts` are confined to `queue`; `token` is set once in init;
    // `droppedOne` belongs to the main actor.
    private let queue = DispatchQueue(label: "foodpin.identifier-feed", qos: .userInitiated)
    /// The order of the previous delivery (or the seed); nil before either.
    private var last: [UUID]?
    /// How many deliveries the feed has worked out (`waitForReceipts`).
    private var receipts = 0
    private var token: ObservationToken?

    /// Set on the main actor when a delivery was dropped there: the next one's change is relative to
    /// an order the window never showed, so it goes by its whole order.
    @MainActor private var droppedOne = false

    init(store: RestaurantStore, deliver: @escaping @MainActor (IdentifierDelivery) -> Void) {
        token = store.observeIdentifiersStamped(on: queue) { [weak self] ids, stamp in
            guard let self else { return }
            let delivery = self.receive(ids)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    // A write of the window's own since the ids were read (an Undo): they are older than
                    // what it shows, and the write's own delivery follows.
                    guard !stamp.isOutdated else {
                        self.droppedOne = true
                        return
                    }
                    var delivery = delivery
                    if self.droppedOne {
                        delivery.change = nil
                        self.droppedOne = false
                    }
                    deliver(delivery)
                }
            }
        }
    }

    deinit { token?.cancel() }

    /// The order the window loaded, to diff the first delivery against; ignored once a delivery came
    /// (it is newer than any load that raced it).
    func seed(_ ids: [UUID]) {
        queue.async { if self.last == nil { self.last = ids } }
    }

    /// Waits until the feed has worked out `count` deliveries in all (handed on to the main queue, not
    /// yet delivered): for tests, which must not drain the main queue meanwhile.
    /// - Returns: whether it had within `timeout` seconds.
    func waitForReceipts(_ count: Int, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while queue.sync(execute: { receipts }) < count {
            if Date() > deadline { return false }
            usleep(1_000)
        }
        return true
    }

    /// Runs on `queue`.
    private func receive(_ ids: [UUID]) -> IdentifierDelivery {
        receipts += 1
        defer { last = ids }
        return IdentifierDelivery(ids: ids, change: last.flatMap { IdentifierChange(from: $0, to: ids) })
    }
}
