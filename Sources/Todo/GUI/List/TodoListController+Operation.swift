// What the list was doing when the store failed: `ErrorText.failure(of:_:)` words each one.
extension TodoListController {
    /// An operation on the stored list that can fail.
    enum Operation {
        case readList, add, delete, undoDeletion, move, mark, clearCompleted, rename
    }
}
