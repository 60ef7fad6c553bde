// Why this view exists: when the database cannot be opened the window still opens, says which file
// and why, and offers the one safe way forward — moving the file aside (never deleting it).
import GtkKit
import Localization

@MainActor
final class DatabaseProblemView {
    let page = StatusPage(iconName: "dialog-warning-symbolic", title: localized("Can’t Open the Restaurant Database"))
    let moveAsideButton = Button(label: localized("Move Aside and Start Fresh"))

    /// Whether the way forward is there (`DatabaseQuarantine` decides).
    typealias MoveAside = DatabaseQuarantine.Offer

    /// - Parameters:
    ///   - path: the database file.
    ///   - reason: sentences saying what is wrong.
    init(path: String, reason: String, moveAside: MoveAside, onMoveAside: @escaping @MainActor () -> Void) {
        let advice =
            switch moveAside {
            case .offered: "\n\n" + Self.escape(localized("Moving it aside renames the file; nothing is deleted."))
            case .folderReadOnly:
                "\n\n"
                    + Self.escape(
                        localized(
                            // Translators: keep --db PATH as it is.
                            "Its folder is read-only, so FoodPin cannot move it aside. Move or copy it elsewhere yourself, or start FoodPin with --db PATH."
                        ))
            case .notApplicable: ""
            }
        // The path is unknown when working it out failed (the reason names what failed instead).
        page.pageDescription = (path.isEmpty ? "" : Self.escape(path) + "\n\n") + Self.escape(reason) + advice
        page.vexpand = true
        moveAsideButton.addCSSClass("pill")
        moveAsideButton.addCSSClass("suggested-action")  // nothing is lost: not destructive
        moveAsideButton.halign = .center
        moveAsideButton.onClicked(onMoveAside)
        if moveAside == .offered { page.child = moveAsideButton }
    }

    /// Escapes Pango markup (the status page's description is markup).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
