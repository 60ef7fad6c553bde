import FoodPinModel
import Foundation

/// What a `SyncScheduler` runs: one sync of one collection, and what the status needs to know. Its
/// calls come from the scheduler's worker queue only, one at a time, never from the main thread.
public protocol SyncJob: AnyObject, Sendable {
    /// Whether an account is set up (without one there is nothing to run and nothing to show).
    func hasAccount() throws(SyncError) -> Bool
    /// One sync, both ways.
    func sync() throws(SyncError) -> SyncReport
    /// Local changes not yet on the server (0 when it cannot be read).
    func pendingChanges() -> Int
    /// When the last sync finished, if ever.
    func lastSync() -> Date?
}

/// The `SyncJob` of a database: a `Synchronizer` over its own connection (`SyncLedger`), opened on
/// the worker's first call and kept for the next ones, so the window's connection never waits for it.
///
/// Threading: confined to the scheduler's worker queue (a serial queue: one call at a time), as a
/// `SyncLedger` must be.
public final class DatabaseSyncJob: SyncJob, @unchecked Sendable {
    private let path: String
    private let mapping: any SyncMapping
    private let secrets: any SecretStore
    private let configuration: SyncConfiguration
    private var ledger: SyncLedger?

    /// - Parameters:
    ///   - path: the database file (the window's).
    ///   - mapping: what its records look like on the server (`TodoMapping`).
    ///   - secrets: where the password is (`SecretService`).
    public init(
        path: String, mapping: any SyncMapping, secrets: any SecretStore,
        configuration: SyncConfiguration = SyncConfiguration()
    ) {
        self.path = path
        self.mapping = mapping
        self.secrets = secrets
        self.configuration = configuration
    }

    private func open() throws(SyncError) -> SyncLedger {
        if let ledger { return ledger }
        do {
            let opened = try SyncLedger(path: path)
            ledger = opened
            return opened
        } catch {
            throw .store(error)
        }
    }

    public func hasAccount() throws(SyncError) -> Bool {
        let ledger = try open()
        return try wrap { try ledger.account != nil && ledger.collection(mapping.records.kind) != nil }
    }

    public func sync() throws(SyncError) -> SyncReport {
        try Synchronizer(ledger: try open(), mapping: mapping, secrets: secrets, configuration: configuration).sync()
    }

    public func pendingChanges() -> Int {
        (try? open().pendingCount(mapping.records.kind)) ?? 0
    }

    public func lastSync() -> Date? {
        (try? open().collection(mapping.records.kind))?.flatMap(\.lastSync)
    }
}
