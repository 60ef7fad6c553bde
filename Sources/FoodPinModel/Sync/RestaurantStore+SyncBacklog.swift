import Foundation

extension RestaurantStore {
    /// Calls `handler` on the main queue with the restaurants waiting to be sent after each commit to
    /// the database, by anyone (the window, a terminal, the sync itself, which empties it). Without an
    /// account nothing is ever counted, and the backlog stays empty.
    /// - Complexity: O(p) per commit for p restaurants waiting.
    public func observeSyncBacklogOnMain(_ handler: @escaping @MainActor (SyncBacklog) -> Void) -> ObservationToken {
        monitor.observe(ChangeMonitor.syncBacklogLoad(Self.syncRecords.kind), on: .main) { backlog in
            MainActor.assumeIsolated { handler(backlog) }
        }
    }
}
