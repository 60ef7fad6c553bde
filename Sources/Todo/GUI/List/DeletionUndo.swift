import FoodPinModel
import GtkKit
import Localization

/// The Undo toast after to-dos are deleted: GtkKit's `UndoToast` over the model's deletions, titled
/// with the item's text or a count, worded as FoodPin's ("Deleted “Buy milk”", "Deleted 2 to-dos").
///
/// Why it exists: GNOME prefers undo to "are you sure?"; the model keeps each item's position in its
/// `Deletion`, so undo is exact even after other edits.
@MainActor
enum DeletionUndo {
    static func make(
        present: @escaping @MainActor (Toast) -> Void,
        restore: @escaping @MainActor ([Deletion<TodoItem>]) -> Void
    ) -> UndoToast<Deletion<TodoItem>> {
        UndoToast(
            title: { deletions in
                let items = deletions.flatMap(\.elements)
                return items.count == 1
                    ? localized("Deleted “{name}”", ["name": shortened(items[0].text)])
                    : localizedPlural(one: "Deleted {count} to-do", other: "Deleted {count} to-dos", count: items.count)
            }, present: present, revert: restore)
    }

    /// The first line of `text`, at most 40 characters.
    static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
        return line.count <= 40 ? line : String(line.prefix(39)) + "…"
    }
}
