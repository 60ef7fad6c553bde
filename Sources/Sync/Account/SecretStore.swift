import CSecret
import FoodPinModel
import Foundation
import Localization

/// Where an account's password is kept. The apps use `SecretService`; unit tests use
/// `MemorySecretStore`. No implementation writes a password to the database, a file, the
/// environment or a log.
public protocol SecretStore: Sendable {
    /// The password of `account`, or nil when none is stored.
    /// - Throws: `SyncError.secretService` when the store cannot be reached.
    func password(for account: SyncAccount) throws(SyncError) -> String?
    /// Stores (or replaces) the password of `account`.
    func store(_ password: String, for account: SyncAccount) throws(SyncError)
    /// Removes the password of `account`; none stored is not an error.
    func remove(for account: SyncAccount) throws(SyncError)
}

/// The desktop's Secret Service (GNOME Keyring, KWallet) through libsecret, under the schema
/// `io.github.foodpin.Account` with the attributes `server` and `user` — the one entry both apps
/// share.
///
/// Threading: its calls block on D-Bus; make them off the main thread of a window.
public struct SecretService: SecretStore {
    public init() {}

    public func password(for account: SyncAccount) throws(SyncError) -> String? {
        var error: UnsafeMutablePointer<GError>?
        let found = csecret_lookup(account.server, account.user, &error)
        if let error { throw Self.failure(error) }
        guard let found else { return nil }
        defer { csecret_free(found) }
        return String(cString: found)
    }

    public func store(_ password: String, for account: SyncAccount) throws(SyncError) {
        var error: UnsafeMutablePointer<GError>?
        // Translators: the label of the password in the desktop's password manager (Seahorse).
        let label = localized("FoodPin sync: {user} on {server}", ["user": account.user, "server": account.server])
        let stored = csecret_store(account.server, account.user, label, password, &error)
        if let error { throw Self.failure(error) }
        if stored == 0 { throw .secretService(reason: localized("it did not store the password")) }
    }

    public func remove(for account: SyncAccount) throws(SyncError) {
        var error: UnsafeMutablePointer<GError>?
        _ = csecret_clear(account.server, account.user, &error)
        if let error { throw Self.failure(error) }
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>) -> SyncError {
        let message = error.pointee.message.map { String(cString: $0) } ?? ""
        csecret_error_free(error)
        return .secretService(reason: message)
    }
}

/// Passwords in memory, for unit tests: never a file, gone with the process.
public final class MemorySecretStore: SecretStore, @unchecked Sendable {
    private let lock = NSLock()
    private var passwords: [SyncAccount: String] = [:]
    private var isUnreachable = false

    public init() {}

    /// When set, every call fails as an unreachable Secret Service would.
    public var unreachable: Bool {
        get { locked { isUnreachable } }
        set { locked { isUnreachable = newValue } }
    }

    public func password(for account: SyncAccount) throws(SyncError) -> String? {
        try checkReachable()
        return locked { passwords[account] }
    }

    public func store(_ password: String, for account: SyncAccount) throws(SyncError) {
        try checkReachable()
        locked { passwords[account] = password }
    }

    public func remove(for account: SyncAccount) throws(SyncError) {
        try checkReachable()
        locked { passwords[account] = nil }
    }

    private func checkReachable() throws(SyncError) {
        if unreachable { throw .secretService(reason: "no Secret Service (the memory store is set unreachable)") }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
