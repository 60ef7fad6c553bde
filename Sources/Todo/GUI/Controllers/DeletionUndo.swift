import FoodPinModel
import GtkKit

/// The Undo toast after a deletion: one toast at a time, counting every deletion made while it shows
/// ("3 to-dos deleted"); Undo (or Ctrl+Z) puts them all back where they were.
///
/// Why it exists: GNOME prefers undo to "are you sure?"; the model keeps each item's position in its
/// `Deletion`, so undo is exact even after other edits. Kept apart from the list controller, which
/// only records deletions here.
@MainActor
final class DeletionUndo {
    private let present: @MainActor (Toast) -> Void
    private let restore: @MainActor ([Deletion<TodoItem>]) -> Void
    private var pending: [Deletion<TodoItem>] = []
    private var toast: Toast?

    /// - Parameters:
    ///   - present: shows a toast (the window's overlay).
    ///   - restore: puts deletions back, most recent first.
    init(present: @escaping @MainActor (Toast) -> Void, restore: @escaping @MainActor ([Deletion<TodoItem>]) -> Void) {
        self.present = present
        self.restore = restore
    }

    /// Whether Undo would restore something now.
    var canUndo: Bool { !pending.isEmpty }

    /// Offers to undo `deletion` (with the deletions still undoable).
    func record(_ deletion: Deletion<TodoItem>) {
        guard !deletion.isEmpty else { return }
        pending.append(deletion)
        replaceToast(with: makeToast())
    }

    /// Restores every pending deletion; false when there was none.
    @discardableResult
    func undo() -> Bool {
        guard !pending.isEmpty else { return false }
        let deletions = pending
        pending = []
        replaceToast(with: nil)
        restore(deletions.reversed())
        return true
    }

    private func makeToast() -> Toast {
        let items = pending.flatMap(\.elements)
        let title = items.count == 1 ? "“\(Self.shortened(items[0].text))” deleted" : "\(items.count) to-dos deleted"
        let toast = Toast(title, buttonLabel: "Undo", timeout: 6)
        toast.isHighPriority = true
        toast.onButtonClicked { [weak self] in self?.undo() }
        toast.onDismissed { [weak self, weak toast] in
            guard let self, let toast, self.toast === toast else { return }
            self.toast = nil
            self.pending = []
        }
        return toast
    }

    private func replaceToast(with new: Toast?) {
        let old = toast
        toast = new
        old?.dismiss()
        if let new { present(new) }
    }

    /// The first line of `text`, at most 40 characters.
    static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
        return line.count <= 40 ? line : String(line.prefix(39)) + "…"
    }
}
