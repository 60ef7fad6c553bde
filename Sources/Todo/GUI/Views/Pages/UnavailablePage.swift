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
        let (reason, path) = ErrorText.unavailable(error)
        var text = escaped(reason)
        if let path { text += "\n\n<tt>\(escaped(path))</tt>" }
        // Translators: Pango markup; keep <tt>--db PATH</tt> as it is.
        text += "\n\n" + localized("Nothing was changed. To use another file, start To-Do with <tt>--db PATH</tt>.")
        return StatusPage(
            iconName: "dialog-error-symbolic", title: localized("Cannot Open the To-Do List"), description: text)
    }

    /// `text` with the characters Pango markup gives a meaning to escaped.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
