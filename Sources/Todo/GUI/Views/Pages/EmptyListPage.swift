import GtkKit
import Localization

/// What the window shows instead of an empty list.
///
/// Why it exists: a blank white area reads as "broken"; GNOME's empty state says what to do next.
@MainActor
enum EmptyListPage {
    static func make() -> StatusPage {
        let page = StatusPage(
            iconName: "io.github.foodpin.Todo-symbolic", title: localized("Nothing to Do"),
            description: localized("Type a to-do above and press Enter to add it."))
        return page
    }
}
