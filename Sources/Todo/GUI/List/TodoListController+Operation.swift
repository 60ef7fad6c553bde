// What the list was doing when the store failed, so the toast is one whole sentence per operation
// (a translation cannot be made of "Could not" + a verb phrase).
import Localization

extension TodoListController {
    /// An operation on the stored list that can fail.
    enum Operation {
        case readList, add, delete, undoDeletion, move, mark, clearCompleted, rename

        /// The toast's sentence for `error`.
        func failure(_ error: Error) -> String {
            let reason = String(describing: error)
            return switch self {
            case .readList: localized("Could not read the list: {error}", ["error": reason])
            case .add: localized("Could not add the to-do: {error}", ["error": reason])
            case .delete: localized("Could not delete the to-do: {error}", ["error": reason])
            case .undoDeletion: localized("Could not undo the deletion: {error}", ["error": reason])
            case .move: localized("Could not move the to-do: {error}", ["error": reason])
            case .mark: localized("Could not mark the to-do: {error}", ["error": reason])
            case .clearCompleted: localized("Could not clear the completed to-dos: {error}", ["error": reason])
            case .rename: localized("Could not rename the to-do: {error}", ["error": reason])
            }
        }
    }
}
