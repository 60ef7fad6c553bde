// The To-Do window: seed 001's to-do list as a libadwaita app. The map of its folders is Todo.swift;
// this file runs the application on a database (TodoApp wires the window, the list controller and
// the actions together; TodoListController's note says how the list works).
//
// Threading rule: everything here runs on the main thread inside the GLib main loop; the model's
// observation delivers on DispatchQueue.main, which GtkKit's MainQueueBridge drains.
import FoodPinModel
import Foundation
import GtkKit

/// Runs the To-Do window on the database at `databasePath` (nil: `$FOODPIN_DB`, else FoodPin's data
/// directory) and returns the process exit status. `newTodo`: the launcher's New To-Do (`--new-todo`):
/// the window — this process's, or the one already running — opens with the new to-do's field focused.
func runGraphicalApp(databasePath: String?, newTodo: Bool = false) -> Int32 {
    MainActor.assumeIsolated {
        let environment = ProcessInfo.processInfo.environment
        // One window per database: a second launch on the default database raises the open window; a
        // launch on another file (--db, FOODPIN_DB, tests) runs on its own.
        let unique = databasePath == nil && (environment["FOODPIN_DB"] ?? "").isEmpty
        let app = TodoApp(databasePath: databasePath, unique: unique)
        return app.run(newTodo: newTodo)
    }
}
