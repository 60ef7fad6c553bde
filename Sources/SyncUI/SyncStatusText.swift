import Foundation
import Localization
import Sync

/// A `SyncStatus` in words, for the status line and the Preferences page: a short line, the reason
/// when there is one, and what the user can do about it. One place, so both apps say the same.
public struct SyncStatusText: Equatable, Sendable {
    /// What the user must or may do.
    public enum Action: Sendable, Equatable {
        /// Nothing: all is well, or it sorts itself out.
        case none
        /// Sign in again: open Preferences.
        case openPreferences
    }

    /// "Synced 2 minutes ago", "Offline — changes will be sent", "Sign-in failed".
    public var line: String
    /// Why, when something failed (the server's or the network's reason); nil when all is well.
    public var reason: String?
    public var action: Action
    /// Whether the line is a problem the user should see (drawn as an error).
    public var isProblem: Bool

    /// The words for `status` at `now`.
    /// - Complexity: O(1).
    public init(_ status: SyncStatus, now: Date = Date()) {
        reason = nil
        action = .none
        isProblem = false
        switch status {
        case .signedOut:
            line = localized("Not signed in")
        case .syncing:
            line = localized("Syncing…")
        case .synced(let date):
            line = Self.synced(date, now: now)
        case .offline(let why, let pending, _):
            line =
                pending > 0
                ? localized("Offline — changes will be sent")
                : localized("Offline")
            reason = why
        case .signInFailed(let why):
            line = localized("Sign-in failed")
            reason = why
            action = .openPreferences
            isProblem = true
        case .failed(let why, let pending, _):
            line =
                pending > 0
                ? localized("Not synced — changes will be sent later")
                : localized("Not synced — will try again")
            reason = why
            isProblem = true
        }
    }

    /// "Synced just now", "Synced 2 minutes ago", "Synced 3 hours ago", "Synced on 5 December".
    static func synced(_ date: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(date))
        if seconds < 60 { return localized("Synced just now") }
        let minutes = Int(seconds / 60)
        if minutes < 60 {
            return localizedPlural(
                one: "Synced {count} minute ago", other: "Synced {count} minutes ago", count: minutes)
        }
        let hours = minutes / 60
        if hours < 24 {
            return localizedPlural(one: "Synced {count} hour ago", other: "Synced {count} hours ago", count: hours)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale.current
        formatter.setLocalizedDateFormatFromTemplate("dMMMM")
        return localized("Synced on {date}", ["date": formatter.string(from: date)])
    }

    /// Seconds until the line of `status` may read differently ("just now" becomes "1 minute ago"),
    /// or nil when it never will by itself.
    /// - Complexity: O(1).
    public static func refreshInterval(for status: SyncStatus, now: Date = Date()) -> TimeInterval? {
        guard case .synced(let date) = status else { return nil }
        let age = max(0, now.timeIntervalSince(date))
        let step: TimeInterval = age < 3_600 ? 60 : 3_600
        return step - age.truncatingRemainder(dividingBy: step) + 0.5
    }
}
