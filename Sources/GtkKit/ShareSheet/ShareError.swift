import Foundation
import Localization

/// Why a share activity did not complete. Shown to the user, and passed to the completion handler.
public enum ShareError: Error, Equatable, LocalizedError {
    /// There is nothing the activity can use (no text and no image that loads).
    case nothingToShare
    /// The file exists and the writer was told not to replace it.
    case fileExists(path: String)
    /// Writing the file failed (`reason` is the system's message).
    case writeFailed(path: String, reason: String)
    /// The clipboard did not accept the content.
    case clipboardRefused
    /// `xdg-email` (package `xdg-utils`) is not installed.
    case mailUnavailable
    /// `xdg-email` could not start or exited with an error status.
    case mailFailed(reason: String)

    public var errorDescription: String? {
        switch self {
        case .nothingToShare: localized("There is nothing to share.")
        case let .fileExists(path):
            localized("“{file}” already exists.", ["file": (path as NSString).lastPathComponent])
        case let .writeFailed(path, reason):
            localized(
                "Could not save “{file}”: {reason}", ["file": (path as NSString).lastPathComponent, "reason": reason])
        case .clipboardRefused: localized("Could not copy to the clipboard.")
        case .mailUnavailable: localized("No mail app is set up: install xdg-utils and a mail app to send email.")
        case let .mailFailed(reason): localized("Could not open the mail app: {reason}", ["reason": reason])
        }
    }
}
