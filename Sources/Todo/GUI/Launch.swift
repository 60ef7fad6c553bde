// The To-Do window: seed 001's to-do list as a libadwaita app, with edit mode done "the iOS way".
//
// Design
//   Launch            opens the model (or explains why it cannot) and runs the application
//   TodoApp           the AdwApplication, its one window, the About and Keyboard Shortcuts windows
//   App/              TodoAction: every command of the window, its name, title and shortcuts
//   List/             TodoListController (model ↔ table, insert and edit modes) and its concerns, one
//                     file each: Done (ticking, Completed, "3 left"), Deleting (one row or the
//                     selection, Undo), Rename, Reordering, Swipe; DeletionUndo (the Undo toast)
//   Views/            widgets only, one file each: the window layout, the composer bar, the cells the
//                     model's CellInfo names, the empty and unavailable pages, the primary menu
//
//   A user action edits a copy of the snapshot, applies it, and calls the model (`TodoList`) by id;
//   the model hands back the whole list only after a change made by someone else
//   (`observeChangesByOthers`: `todo done 1` in a terminal), applied as an animated difference. No
//   edit of the window reads the whole list. The GUI never runs SQL. Support/BenchProbe times the
//   edits for `make bench` (TODO_BENCH=1).
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
