// The To-Do window: seed 001's to-do list as a libadwaita app, with edit mode done "the iOS way".
//
// Design
//   Launch            opens the model (or explains why it cannot) and runs the application
//   TodoApp           the AdwApplication, its one window, the About and Keyboard Shortcuts windows
//   App/              TodoAction: every command of the window, its name, title and shortcuts
//   List/             TodoListController (model ↔ table, insert and edit modes, deletion, reordering),
//                     DeletionUndo (the Undo toast)
//   Views/            widgets only, one file each: the window layout, the composer bar, the cells the
//                     model's CellInfo names, the empty and unavailable pages, the primary menu
//
//   A user action edits the snapshot first and then calls the model (`TodoList`); the model's
//   observation hands back the whole list, which the controller drops when it is the echo of what is
//   shown and otherwise applies as an animated difference (`todo add` in a terminal arrives this
//   way). The GUI never runs SQL.
//
// Threading rule: everything here runs on the main thread inside the GLib main loop; the model's
// observation delivers on DispatchQueue.main, which GtkKit's MainQueueBridge drains.
import FoodPinModel
import Foundation
import GtkKit

/// Runs the To-Do window on the database at `databasePath` (nil: `$FOODPIN_DB`, else FoodPin's data
/// directory) and returns the process exit status.
func runGraphicalApp(databasePath: String?) -> Int32 {
    MainActor.assumeIsolated {
        let environment = ProcessInfo.processInfo.environment
        // One window per database: a second launch on the default database raises the open window; a
        // launch on another file (--db, FOODPIN_DB, tests) runs on its own.
        let unique = databasePath == nil && (environment["FOODPIN_DB"] ?? "").isEmpty
        let app = TodoApp(databasePath: databasePath, unique: unique)
        return app.run()
    }
}
