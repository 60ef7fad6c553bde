import GtkKit

/// What the window shows when the to-do list cannot be opened (a foreign, damaged or newer file, a
/// missing directory): the reason and the path, in words, instead of a crash.
///
/// Why it exists: the model refuses such files and leaves them untouched; the user must learn why
/// nothing is listed and what to do, not meet an empty list they might start filling.
@MainActor
enum UnavailablePage {
    static func make(reason: String) -> StatusPage {
        let page = StatusPage(iconName: "dialog-error-symbolic", title: "Cannot Open the To-Do List",
                              description: markupEscaped(reason)
                                + "\n\nNothing was changed. Start To-Do with <tt>--db PATH</tt> to use another file.")
        return page
    }

    /// `text` with the characters Pango markup gives a meaning to escaped.
    private static func markupEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

import Foundation
