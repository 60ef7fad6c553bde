import FoodPinModel
import Foundation
import Localization

/// One two-way sync of a local list with its collection on the account's server.
///
/// The order (DAVx5's, with Tasks.org's merge): send what changed here (`Pusher`), then ask what
/// changed there (`Puller`), fetch it and merge it, and send again what the merges produced. A first
/// sync with a server, account or collection — or after the collection vanished or the server was
/// reset — lists the server first and merges both sides by UID before sending anything, so that an
/// empty or new server is never mirrored and a record the server has is never uploaded twice.
///
/// Threading: confined to the calling thread, which blocks until the sync ends (never the main thread
/// of a window); see the design note in Sync.swift.
public final class Synchronizer {
    private let ledger: SyncLedger
    private let mapping: any SyncMapping
    private let secrets: any SecretStore
    private let configuration: SyncConfiguration

    /// - Parameters:
    ///   - ledger: sync's own connection to the database.
    ///   - mapping: what the records look like on the server (`TodoMapping`).
    ///   - secrets: where the password is (`SecretService` in the apps).
    public init(
        ledger: SyncLedger, mapping: any SyncMapping, secrets: any SecretStore,
        configuration: SyncConfiguration = SyncConfiguration()
    ) {
        self.ledger = ledger
        self.mapping = mapping
        self.secrets = secrets
        self.configuration = configuration
    }

    /// Syncs once.
    /// - Returns: what was sent, received, skipped and merged.
    /// - Throws: `SyncError` with the reason; everything stored before the failure stays stored, and
    ///   the next sync resumes from there.
    /// - Complexity: O(c) requests and O(c log n) database work for c changes on either side; one
    ///   request when nothing changed; a first sync lists and fetches the whole collection.
    public func sync() throws(SyncError) -> SyncReport {
        let kind = mapping.records.kind
        guard let account = try wrap({ try ledger.account }),
            var collection = try wrap({ try ledger.collection(kind) })
        else { throw .noAccount }
        guard let url = URL(string: account.server) else { throw .badURL(account.server) }
        guard let password = try secrets.password(for: account) else {
            throw .noPassword(user: account.user, server: account.server)
        }
        let client = try HTTPClient(base: url, user: account.user, password: password, limits: configuration.limits)
        let checkpoints = Checkpoints(hooks: configuration.hooks)
        var report = SyncReport()
        defer { report.requests = client.requests }
        for attempt in 0..<2 {
            if collection.url == nil {
                let found = try Discovery(client: client, type: mapping.collectionType).findOrCreate(
                    name: collection.name)
                collection.url = found.path
                report.createdCollection = report.createdCollection || found.created
            }
            let context = SyncContext(
                ledger: ledger, mapping: mapping, client: client, configuration: configuration,
                checkpoints: checkpoints, collection: collection.url!)
            context.report = report
            let base = [account.server, account.user, context.collection].joined(separator: "\n")
            if collection.base != base {
                collection = try rebase(collection, base: base)
                context.report.merged = true
            }
            do {
                try run(context, fresh: collection.syncToken == nil && collection.ctag == nil)
                report = context.report
                break
            } catch .collectionGone where attempt == 0 {
                // Made again (and merged: the records it held here are sent) rather than mirrored.
                report = context.report
                collection.url = nil
                collection.base = nil
                try wrap { try ledger.write { try $0.saveCollection(collection) } }
            }
        }
        try wrap {
            try ledger.write { transaction in
                guard var current = try transaction.collection(kind) else { return }
                current.lastSync = Date()
                try transaction.saveCollection(current)
            }
        }
        report.requests = client.requests
        return report
    }

    private func run(_ context: SyncContext, fresh: Bool) throws(SyncError) {
        let pusher = Pusher(context: context), puller = Puller(context: context)
        if !fresh { try pusher.run() }
        switch try puller.run() {
        case .done:
            break
        case .emptied:
            // The server lost what it had: everything here is sent again, nothing here deleted.
            guard let collection = try wrap({ try ledger.collection(context.kind) }) else { return }
            _ = try rebase(collection, base: collection.base ?? "")
            context.report.merged = true
            _ = try puller.run()
        }
        try pusher.run()
    }

    /// Forgets what was known of the server's copies: every record is unsent, and the next listing
    /// merges by UID.
    private func rebase(_ collection: SyncCollectionState, base: String) throws(SyncError) -> SyncCollectionState {
        var collection = collection
        collection.base = base
        collection.syncToken = nil
        collection.ctag = nil
        let records = mapping.records
        try wrap {
            try ledger.write { transaction in
                try transaction.resetStates(records.kind, ids: try records.allIDs(in: transaction))
                try transaction.saveCollection(collection)
            }
        }
        return collection
    }
}
