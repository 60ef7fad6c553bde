import FoodPinModel
import GtkKit
import Localization

/// What the window shows when the to-do list cannot be opened (a foreign, damaged or newer file, a
/// missing directory): the reason and the path, in words, instead of a crash.
///
/// Why it exists: the model refuses such files and leaves them untouched; the user must learn why
/// nothing is listed and what to do, not meet an empty list they might start filling.
@MainActor
enum UnavailablePage {
    static func make(error: Error) -> StatusPage {
        let (reason, path) = explanation(of: error)
        var text = escaped(reason)
        if let path { text += "\n\n<tt>\(escaped(path))</tt>" }
        // Translators: Pango markup; keep <tt>--db PATH</tt> as it is.
        text += "\n\n" + localized("Nothing was changed. To use another file, start To-Do with <tt>--db PATH</tt>.")
        return StatusPage(
            iconName: "dialog-error-symbolic", title: localized("Cannot Open the To-Do List"), description: text)
    }

    /// A sentence for the user and the file concerned.
    static func explanation(of error: Error) -> (reason: String, path: String?) {
        guard let error = error as? StoreError else { return ("\(error).", nil) }
        switch error {
        case let .notADatabase(path, reason):
            return (localized("This file is not a FoodPin database ({reason}).", ["reason": reason]), path)
        case let .newerSchema(path, _, _):
            return (localized("This database was written by a newer version of FoodPin."), path)
        case let .unknownSchema(path, _):
            return (localized("This database has a schema version no FoodPin ever wrote."), path)
        case let .damaged(path):
            return (
                localized("This database is damaged. To-Do will not write to it again, so nothing more can be lost."),
                path
            )
        case let .directoryMissing(path):
            return (localized("The folder for the database does not exist."), path)
        case let .cannotCreate(path, reason):
            return (
                localized("The database cannot be created or opened for writing ({reason}).", ["reason": reason]),
                path.isEmpty ? nil : path
            )
        default:
            return ("\(error).", nil)
        }
    }

    /// `text` with the characters Pango markup gives a meaning to escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
