import FoodPinModel
import Foundation

/// What one sync did.
public struct SyncReport: Sendable, Equatable {
    /// Records added, changed and deleted on one side.
    public struct Counts: Sendable, Equatable {
        public var added = 0
        public var changed = 0
        public var deleted = 0

        public init() {}

        public var total: Int { added + changed + deleted }
    }

    /// A resource left alone, and why.
    public struct Skipped: Sendable, Equatable {
        /// Its path on the server (or the record's UID when it never reached the server).
        public var resource: String
        public var reason: String
    }

    /// To the server.
    public var sent = Counts()
    /// From the server.
    public var received = Counts()
    public var skipped: [Skipped] = []
    /// Values that lost a conflict in this sync (kept in the database too: `SyncLedger.conflicts`).
    public var conflicts: [SyncConflict] = []
    /// HTTP requests made.
    public var requests = 0
    /// Whether the collection was created on the server.
    public var createdCollection = false
    /// Whether this was a first sync with this server, account or collection: both sides merged by UID.
    public var merged = false

    public init() {}
}

/// Where a sync may be interrupted on purpose: tests kill the process or stop the server there.
public struct SyncHooks: Sendable {
    /// Called with a step's name after each request answered and each transaction committed.
    public var checkpoint: (@Sendable (String) -> Void)?

    public init(checkpoint: (@Sendable (String) -> Void)? = nil) {
        self.checkpoint = checkpoint
    }
}

/// The checkpoints of one sync, counted. In builds with internal checks (tests),
/// `FOODPIN_SYNC_KILL_AT=N` makes the process SIGKILL itself at the N-th checkpoint, so that a test
/// can kill a real `todo sync` at every step; release builds have no such hook.
final class Checkpoints {
    private let hooks: SyncHooks
    private var count = 0
    #if FOODPIN_INTERNAL_CHECKS
        private let killAt = ProcessInfo.processInfo.environment["FOODPIN_SYNC_KILL_AT"].flatMap(Int.init)
    #endif

    init(hooks: SyncHooks) {
        self.hooks = hooks
    }

    func reach(_ name: String) {
        count += 1
        #if FOODPIN_INTERNAL_CHECKS
            if count == killAt { kill(getpid(), SIGKILL) }
        #endif
        hooks.checkpoint?(name)
    }
}
