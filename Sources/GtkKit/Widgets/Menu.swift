import CGtk

/// A `GMenu` built from Swift values: items bound to detailed action names (`"win.delete"`,
/// `"app.about"`), sections (separated groups) and submenus. A `MenuButton` or a `Popover` shows it.
@MainActor
public final class Menu: Object {
    /// One entry of a menu.
    public enum Item {
        /// A row that activates `action` (a detailed action name; `"win.sort::name"` passes a target),
        /// showing `shortcut` (a GTK accelerator) beside its title when given.
        case item(_ title: String, action: String, shortcut: String? = nil)
        /// A group of items set apart by separators, with an optional heading.
        case section(_ title: String?, [Item])
        /// A row that opens a nested menu.
        case submenu(_ title: String, [Item])
    }

    /// Creates a menu holding `items`, in order.
    public init(_ items: [Item] = []) {
        super.init(adopting: g_menu_new()!)
        items.forEach(append)
    }

    /// Appends one item, section or submenu.
    public func append(_ item: Item) {
        switch item {
        case let .item(title, action, shortcut):
            let item = g_menu_item_new(title, action)!
            if let shortcut { g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(shortcut)) }
            g_menu_append_item(menu, item)
            g_object_unref(item.gpointer)
        case let .section(title, items):
            let section = Menu(items)
            withExtendedLifetime(section) { g_menu_append_section(menu, title, section.model) }
        case let .submenu(title, items):
            let submenu = Menu(items)
            withExtendedLifetime(submenu) { g_menu_append_submenu(menu, title, submenu.model) }
        }
    }

    /// Appends a row that activates `action`.
    public func append(_ title: String, action: String) { append(.item(title, action: action)) }

    /// The number of top-level entries (items, sections and submenus).
    public var count: Int { Int(g_menu_model_get_n_items(model)) }

    /// The menu as the `GMenuModel` GTK widgets take.
    var model: UnsafeMutablePointer<GMenuModel> { object.cast() }

    private var menu: OpaquePointer { object.opaque }
}
