/// The one order the to-do list is shown and numbered in: the open items, then the done ones, each
/// in list order. The window shows it (its "Completed" section below the open items) and the
/// command line numbers it (`todo list`, and every command taking N), so `todo remove 1` removes the
/// first row on screen — the list's storage order put the done items among the open ones (issue 29).
extension Sequence where Element == TodoItem {
    /// The items in display order (see above); the storage order within each group is kept.
    /// - Complexity: O(n).
    public func inDisplayOrder() -> [TodoItem] {
        var open: [TodoItem] = []
        var done: [TodoItem] = []
        for item in self {
            if item.isDone { done.append(item) } else { open.append(item) }
        }
        return open + done
    }
}
