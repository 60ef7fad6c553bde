import Localization

/// Undo after a destructive action, the GNOME way: do it at once, then offer Undo in a toast.
///
/// One toast at a time: every action recorded while it shows joins it ("3 to-dos deleted"), and
/// Undo (the toast's button, or a shortcut calling `undo()`) reverts them all, most recent first,
/// so that each goes back to the place it left. When the toast times out (or `commit()` is called, as
/// a window closes), nothing is undoable and `commit` receives the records, to finish what they left
/// (e.g. removing a file only the undo needed).
/// - Note: UIKit has no such component (iOS apps shake to undo); this is libadwaita's pattern.
@MainActor
public final class UndoToast<Record> {
    private let title: @MainActor ([Record]) -> String
    private let timeout: UInt32
    private let present: @MainActor (Toast) -> Void
    private let revert: @MainActor ([Record]) -> Void
    private let commitRecords: @MainActor ([Record]) -> Void
    private var pending: [Record] = []
    private var toast: Toast?

    /// An undo toast; nothing shows until the first `record(_:)`.
    /// - Parameters:
    ///   - timeout: seconds the toast stays before the records are committed.
    ///   - title: the toast's text for the records pending (one or more).
    ///   - present: shows a toast (a window's `ToastOverlay`).
    ///   - revert: undoes the records given, most recent first.
    ///   - commit: called with the records, oldest first, once they can no longer be undone.
    public init(
        timeout: UInt32 = 6, title: @escaping @MainActor ([Record]) -> String,
        present: @escaping @MainActor (Toast) -> Void, revert: @escaping @MainActor ([Record]) -> Void,
        commit: @escaping @MainActor ([Record]) -> Void = { _ in }
    ) {
        self.timeout = timeout
        self.title = title
        self.present = present
        self.revert = revert
        self.commitRecords = commit
    }

    /// Whether Undo would revert something now.
    public var canUndo: Bool { !pending.isEmpty }

    /// Offers to undo `record`, together with the records still undoable.
    public func record(_ record: Record) {
        pending.append(record)
        replaceToast(with: makeToast())
    }

    /// Reverts every pending record, most recent first; false when there was none.
    @discardableResult
    public func undo() -> Bool {
        guard !pending.isEmpty else { return false }
        let records = pending
        pending = []
        replaceToast(with: nil)
        revert(records.reversed())
        return true
    }

    /// Ends the chance to undo now: the toast goes away and the pending records are committed.
    /// - Complexity: O(r) for r pending records, plus what `commit` does.
    public func commit() {
        guard !pending.isEmpty else { return }
        let records = pending
        pending = []
        replaceToast(with: nil)
        commitRecords(records)
    }

    private func makeToast() -> Toast {
        let toast = Toast(title(pending), buttonLabel: localized("Undo"), timeout: timeout)
        toast.isHighPriority = true
        toast.onButtonClicked { [weak self] in self?.undo() }
        toast.onDismissed { [weak self, weak toast] in
            guard let self, let toast, self.toast === toast else { return }
            self.toast = nil
            let records = self.pending
            self.pending = []
            self.commitRecords(records)
        }
        return toast
    }

    private func replaceToast(with new: Toast?) {
        let old = toast
        toast = new
        old?.dismiss()
        if let new { present(new) }
    }
}
