import FoodPinModel
import Foundation
import Localization

/// Why signing in or a sync failed. `description` is one line for the user, in their terms; nothing
/// the sync had stored before the failure is lost, and what it had not stored is done again next time.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No account is set up.
    case noAccount
    /// The Secret Service holds no password for the account.
    case noPassword(user: String, server: String)
    /// The Secret Service (GNOME Keyring, KWallet) cannot be reached or refused; nothing was stored.
    case secretService(reason: String)
    /// The address is not a usable `https://` (or loopback `http://`) URL.
    case badURL(String)
    /// Plain `http://` to a host that is not this computer.
    case insecureURL(String)
    /// The server could not be reached (refused, unknown host, reset).
    case network(host: String, reason: String)
    /// The server's certificate did not verify.
    case certificate(host: String, reason: String)
    /// The server did not answer in time.
    case timeout(host: String)
    /// 401 or 403 to the account's credentials.
    case authentication(reason: String)
    /// An HTTP status the step cannot continue after.
    case http(status: Int, method: String, path: String)
    /// The answer cannot be understood (not XML, not a multistatus, a missing sync token…).
    case badResponse(String)
    /// The answer was larger than the limit.
    case tooLarge(limit: Int)
    /// Redirected in a loop, too often, or to another server.
    case redirect(String)
    /// The server offers no calendar (or address book) home for this user.
    case noCollectionHome
    /// The server refused to create the collection.
    case cannotCreateCollection(name: String, reason: String)
    /// The collection is no longer on the server (a sync then makes it again and merges).
    case collectionGone(path: String)
    /// The local database refused (full disk, damaged file…).
    case store(StoreError)

    public var description: String {
        switch self {
        case .noAccount:
            localized("there is no sync account; set one up first")
        case let .noPassword(user, server):
            localized(
                "the Secret Service has no password for {user} on {server}; sign in again",
                ["user": user, "server": server])
        case let .secretService(reason):
            localized(
                // Translators: the Secret Service is the desktop's password store (GNOME Keyring, KWallet).
                "the password cannot be kept safely: the Secret Service (GNOME Keyring or KWallet) is not available ({reason}); nothing was stored",
                ["reason": reason])
        case let .badURL(url):
            localized("“{url}” is not a server address (https://…)", ["url": url])
        case let .insecureURL(url):
            localized(
                "“{url}” is not https: only a server on this computer may be reached over plain http",
                ["url": url])
        case let .network(host, reason):
            localized("cannot reach {host}: {reason}", ["host": host, "reason": reason])
        case let .certificate(host, reason):
            localized(
                "the certificate of {host} could not be verified ({reason}); nothing was sent",
                ["host": host, "reason": reason])
        case let .timeout(host):
            localized("{host} did not answer in time", ["host": host])
        case let .authentication(reason):
            localized("the server refused the user name or password ({reason})", ["reason": reason])
        case let .http(status, method, path):
            localized(
                "the server answered {status} to {method} {path}",
                ["status": statusText(status), "method": method, "path": path])
        case let .badResponse(reason):
            localized("the server's answer cannot be used: {reason}", ["reason": reason])
        case let .tooLarge(limit):
            localized("the server's answer is larger than {size} MB", ["size": String(limit / 1_048_576)])
        case let .redirect(reason):
            localized("the server redirects: {reason}", ["reason": reason])
        case .noCollectionHome:
            localized("the server offers this user no calendars or address books")
        case let .cannotCreateCollection(name, reason):
            localized("the server would not create “{name}”: {reason}", ["name": name, "reason": reason])
        case let .collectionGone(path):
            localized("the collection {path} is no longer on the server", ["path": path])
        case let .store(error):
            error.description
        }
    }
}
