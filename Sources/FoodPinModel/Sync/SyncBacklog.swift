import Foundation

/// What waits to be sent to the server, as a window's sync watches it: how many records of a kind
/// changed here since the server last had them, and the sum of their revisions, which moves with
/// every local edit — a second rename of a to-do already waiting too.
public struct SyncBacklog: Sendable, Equatable {
    /// Records changed or deleted here, not yet on the server.
    public var count: Int
    /// The sum of their revisions (a fingerprint: it grows with each local edit).
    public var revisions: Int

    public init(count: Int, revisions: Int) {
        self.count = count
        self.revisions = revisions
    }

    /// Nothing waits.
    public static let empty = SyncBacklog(count: 0, revisions: 0)
}

extension ChangeMonitor {
    /// The backlog of `kind`, read after each commit (one indexed count: the pending records are a
    /// partial index).
    static func syncBacklogLoad(_ kind: String) -> Load<SyncBacklog> {
        Load("sync-backlog-\(kind)") { connection in
            try connection.cached(SyncItemQueries.pendingCount).bind(kind).first {
                SyncBacklog(count: $0.int(0), revisions: Int($0.double(1)))
            } ?? .empty
        }
    }
}

extension TodoList {
    /// Calls `handler` on the main queue with what waits to be sent after each commit to the database,
    /// by anyone (the window, a terminal, the sync itself, which empties it). Without an account
    /// nothing is ever counted, and the backlog stays empty.
    /// - Complexity: O(p) per commit for p records waiting.
    public func observeSyncBacklogOnMain(_ handler: @escaping @MainActor (SyncBacklog) -> Void) -> ObservationToken {
        monitor.observe(ChangeMonitor.syncBacklogLoad(Self.syncRecords.kind), on: .main) { backlog in
            MainActor.assumeIsolated { handler(backlog) }
        }
    }
}
