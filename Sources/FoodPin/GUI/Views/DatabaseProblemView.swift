// Why this view exists: when the database cannot be opened the window still opens, says which file
// and why, and offers the one safe way forward — moving the file aside (never deleting it).
import GtkKit

@MainActor
final class DatabaseProblemView {
    let page = StatusPage(iconName: "dialog-warning-symbolic", title: "Can’t Open the Restaurant Database")
    let moveAsideButton = Button(label: "Move Aside and Start Fresh")

    /// - Parameters:
    ///   - path: the database file.
    ///   - reason: one line saying what is wrong.
    ///   - canMoveAside: false when a fresh file would fail the same way (a missing directory).
    init(path: String, reason: String, canMoveAside: Bool, onMoveAside: @escaping @MainActor () -> Void) {
        page.pageDescription = Self.escape(path) + "\n\n" + Self.escape(reason)
            + (canMoveAside ? "\n\n" + Self.escape("Moving it aside renames the file; nothing is deleted.") : "")
        page.vexpand = true
        moveAsideButton.addCSSClass("pill")
        moveAsideButton.addCSSClass("suggested-action")  // nothing is lost: not destructive
        moveAsideButton.halign = GTK_ALIGN_CENTER
        moveAsideButton.onClicked(onMoveAside)
        if canMoveAside { page.child = moveAsideButton }
    }

    /// Escapes Pango markup (the status page's description is markup).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
