// Why this type exists: the one place where To-Do's window turns an error into what the user reads —
// the toast when a change to the list failed (one whole sentence per operation: a translation cannot
// be made of "Could not" and a verb phrase), and the page that says why the list cannot be opened.
import FoodPinModel
import Localization

enum ErrorText {
    /// The toast's sentence when `operation` failed with `error`.
    static func failure(of operation: TodoListController.Operation, _ error: Error) -> String {
        let reason = String(describing: error)
        return switch operation {
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

    /// Why the list cannot be opened, for the page that says so, and the file concerned.
    static func unavailable(_ error: Error) -> (reason: String, path: String?) {
        guard let error = error as? StoreError else { return ("\(error).", nil) }
        switch error {
        case let .notADatabase(path, reason):
            return (localized("This file is not a FoodPin database ({reason}).", ["reason": reason]), path)
        case let .newerSchema(path, _, _):
            return (localized("This database was written by a newer version of FoodPin."), path)
        case let .unknownSchema(path, _):
            return (localized("This database has a schema version no FoodPin ever wrote."), path)
        case let .damaged(path):
            return (
                localized("This database is damaged. To-Do will not write to it again, so nothing more can be lost."),
                path
            )
        case let .directoryMissing(path):
            return (localized("The folder for the database does not exist."), path)
        case let .cannotCreate(path, reason):
            return (
                localized("The database cannot be created or opened for writing ({reason}).", ["reason": reason]),
                path.isEmpty ? nil : path
            )
        default:
            return ("\(error).", nil)
        }
    }
}
