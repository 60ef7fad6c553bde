import Localization

/// An action shown when the user swipes a row, and in the row's context menu.
///
/// Like `UIContextualAction`, its properties can be changed after creation (the seed sets
/// `backgroundColor` and `image` after `init`).
///
/// - Note: `image` is a symbolic icon name from the icon theme (`"user-trash-symbolic"`), not an
///   image. `shortcut` is new: a GTK accelerator that performs the action while the row has focus and
///   is shown in the context menu.
@MainActor
public final class ContextualAction {
    /// How the action looks: destructive actions are red unless given another colour.
    public enum Style: Sendable {
        /// A neutral grey button, or a red one for an action that deletes or cannot be undone.
        case normal, destructive
    }

    /// Called with the action, the view that performed it (the revealed button, or the row when the
    /// action came from the menu or a shortcut), and a completion to call once done: `true` when the
    /// action was performed, `false` to spring the row back. Call it exactly once; later calls are
    /// ignored.
    public typealias Handler = @MainActor (ContextualAction, Widget, @escaping @MainActor (Bool) -> Void) -> Void

    /// Whether the action is destructive; picks the default background.
    public let style: Style
    /// The button's and the menu item's text; also the button's accessible name.
    public var title: String?
    /// A symbolic icon name drawn above the title.
    public var image: String?
    /// The button's background; nil picks libadwaita's destructive red or a neutral grey by `style`.
    public var backgroundColor: Color?
    /// The context menu's text when it differs from the button's: GNOME's title case, and an ellipsis
    /// for an action that asks for more ("Share…"). nil uses `title`.
    /// - Note: UIKit's context menus take separate `UIAction`s; here one action serves both.
    public var menuTitle: String?
    /// A GTK accelerator (`"Delete"`, `"<Control>s"`) that performs the action while the row has focus.
    public var shortcut: String? {
        didSet { accelerator = Accelerator(shortcut) }
    }
    /// `shortcut`, parsed once.
    private(set) var accelerator: Accelerator?
    /// What the action does; see `Handler`.
    public let handler: Handler

    /// Creates an action; every property but `style` and `handler` can be changed later.
    public init(
        style: Style, title: String?, image: String? = nil, backgroundColor: Color? = nil,
        shortcut: String? = nil, menuTitle: String? = nil, handler: @escaping Handler
    ) {
        self.style = style
        self.title = title
        self.menuTitle = menuTitle
        self.image = image
        self.backgroundColor = backgroundColor
        self.shortcut = shortcut
        self.accelerator = Accelerator(shortcut)
        self.handler = handler
    }

    /// The background actually used: the set colour, else red for destructive, grey for normal.
    public var effectiveBackgroundColor: Color {
        backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
    }

    /// The title, or a fallback naming the icon, for accessible names and menus.
    var displayTitle: String { title ?? image ?? localized("Action") }
}
