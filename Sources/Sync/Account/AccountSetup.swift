import FoodPinModel
import Foundation
import Localization

/// Signing in and out: the account is stored only once the server has accepted it, the password only
/// in the Secret Service, and signing out forgets both while every local record stays.
public enum AccountSetup {
    /// What signing in found.
    public struct SignedIn: Sendable, Equatable {
        /// The collection's path on the server.
        public var collection: String
        /// Whether it was created (it did not exist).
        public var created: Bool
    }

    /// Checks `server` with `user` and `password` (discovery; the collection `name` is found or
    /// created), then stores the password in `secrets` and the account in `ledger`. Nothing is stored
    /// when any step fails.
    /// - Parameters:
    ///   - mapping: the kind of collection to find (`TodoMapping`, `RestaurantMapping`); the other
    ///     kinds of `SyncMappings.all` share the account and find their collections when they sync.
    ///   - name: the collection's display name ("To-Do").
    /// - Throws: `SyncError` with the server's reason (a refused password, no calendars), or
    ///   `.secretService` when the password cannot be kept safely.
    public static func signIn(
        server: String, user: String, password: String, mapping: any SyncMapping, name: String,
        ledger: SyncLedger, secrets: any SecretStore, configuration: SyncConfiguration = SyncConfiguration()
    ) throws(SyncError) -> SignedIn {
        let server = server.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: server), url.host != nil else { throw .badURL(server) }
        let client = try HTTPClient(base: url, user: user, password: password, limits: configuration.limits)
        let found = try Discovery(client: client, type: mapping.collectionType).findOrCreate(name: name)
        let account = SyncAccount(server: server, user: user)
        let previous = try wrap { try ledger.account }
        try secrets.store(password, for: account)
        do {
            let kind = mapping.records.kind
            // One account for both apps: the other app's collection is named too (its default name,
            // unless it has one), and found at its first sync.
            var collections = [kind: name]
            var records = [mapping.records]
            let others = SyncMappings.all.filter { $0.records.kind != kind }
            for other in others where try ledger.collection(other.records.kind) == nil {
                collections[other.records.kind] = other.defaultCollectionName
                records.append(other.records)
            }
            try ledger.setAccount(account, collections: collections, records: records)
            try ledger.write { transaction in
                guard var collection = try transaction.collection(kind) else { return }
                collection.url = found.path
                try transaction.saveCollection(collection)
                // Another server or user: the other collections are found again there.
                for other in others where previous != account {
                    guard var collection = try transaction.collection(other.records.kind) else { continue }
                    collection.url = nil
                    try transaction.saveCollection(collection)
                }
            }
        } catch {
            try? secrets.remove(for: account)
            throw .store(error as? StoreError ?? .ioFailure(path: ledger.path, reason: "\(error)"))
        }
        if let previous, previous != account { try? secrets.remove(for: previous) }
        return SignedIn(collection: found.path, created: found.created)
    }

    /// Forgets the account and its password; every local record stays.
    /// - Throws: `.noAccount` when there is none; `.secretService` when the password could not be
    ///   removed (the account is forgotten all the same).
    public static func signOut(ledger: SyncLedger, secrets: any SecretStore) throws(SyncError) {
        guard let account = try wrap({ try ledger.account }) else { throw .noAccount }
        try wrap { try ledger.removeAccount() }
        try secrets.remove(for: account)
    }
}
