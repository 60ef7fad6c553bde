import Foundation

/// What a window says about sync: the one quiet line under its list ("Synced 2 minutes ago", "Offline —
/// changes will be sent", "Sign-in failed"), and the Preferences page's status row. A value, with no
/// words: the words are the view's (SyncUI), so the engine stays free of presentation.
public enum SyncStatus: Sendable, Equatable {
    /// No account: the window shows nothing about sync.
    case signedOut
    /// A sync is running. `lastSync`: when the last one finished, if ever.
    case syncing(lastSync: Date?)
    /// The last sync finished at this date with nothing left to send.
    case synced(Date)
    /// The server cannot be reached (no network, refused, timed out): `pendingChanges` local changes
    /// wait and are sent by the next sync, which comes by itself (network back, back-off, a change).
    case offline(reason: String, pendingChanges: Int, lastSync: Date?)
    /// The server refused the user name or password, or the Secret Service has none or cannot be
    /// reached: nothing syncs until the user signs in again (Preferences). No automatic retry: a
    /// wrong password tried every few minutes can lock an account.
    case signInFailed(reason: String)
    /// Another failure (a server error, an answer that cannot be used, a full disk); retried later.
    case failed(reason: String, pendingChanges: Int, lastSync: Date?)

    /// When the last sync finished, if the status knows.
    public var lastSync: Date? {
        switch self {
        case .signedOut, .signInFailed: nil
        case .syncing(let date): date
        case .synced(let date): date
        case .offline(_, _, let date), .failed(_, _, let date): date
        }
    }

    /// Whether the user must act (sign in again) before sync can go on.
    public var needsSignIn: Bool {
        if case .signInFailed = self { return true }
        return false
    }
}

extension SyncError {
    /// How a failure shows: the server out of reach is "offline" (changes wait, retried by itself), a
    /// refused or missing password needs the user, anything else is a failure retried later.
    public enum Category: Sendable, Equatable {
        case offline
        case signIn
        case other
    }

    /// - Complexity: O(1).
    public var category: Category {
        switch self {
        case .network, .timeout: .offline
        case .authentication, .noPassword, .secretService, .noAccount: .signIn
        default: .other
        }
    }
}
