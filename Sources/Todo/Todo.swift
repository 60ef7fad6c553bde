// To-Do: seed 001's to-do list as a GNOME app, with edit mode done "the iOS way", and a command line
// on the same model (FoodPin's database). The map of this executable — every folder and file, and
// where new things go. (Each file opens with why it exists.)
//
//   main.swift                  the command line when given a subcommand, else the window
//   CLI/                        the command-line presentation (Console's typed options)
//     TodoCommandLine           the root: its help, the global --db, the list a command opens
//     ItemNumbers               ItemNumber: an item's number as typed (`todo done 2`), and resolving it
//     Commands/                 one subcommand per file: Add, Check, Clear, Done (+ Undone's shared
//                               DoneState), Edit, List, Remove, Undone; Account (set, show, remove) and
//                               Sync, on the Sync library (issue 26)
//   GUI/
//     Launch                    runs the application on a database
//     TodoApp                   the application, its one window, the damage watch, About, Keyboard
//                               Shortcuts, Preferences and Sync Now; installs every TodoAction and
//                               routes it
//     App/TodoAction            every action: name, keys and where they are caught, menu title, its
//                               line in the Keyboard Shortcuts window
//     List/                     TodoListController (the table's delegate, insert and edit modes,
//                               inserting) and its families of operations, one file each: +Done
//                               (ticking, Clear Completed), +Deleting (one row or the selection, Undo),
//                               +Rename, +Reordering, +Swipe, +Operation (what failed);
//                               TodoRows (the snapshot and what each id shows), TodoSelection (the row
//                               the keys act on; the rows selected in edit mode), TodoCounts ("3 left"
//                               and what depends on the counts), DeletionUndo (the Undo toast),
//                               TodoItem+Presentation
//     Views/                    widgets only: TodoWindow (layout), ComposerBar, PrimaryMenu, TodoStyle,
//                               Cells/ (ItemCell and the cells the model's CellInfo names),
//                               Pages/ (EmptyListPage, UnavailablePage)
//     Sync/                     TodoSync: SyncUI's shared pieces (the status line, Preferences → Sync,
//                               the scheduler) given To-Do's words, and the list's backlog of changes
//                               not yet sent turned into "sync in a couple of seconds" (issue 26)
//     Support/                  ErrorText (the one place errors become words), BenchProbe (`make bench`)
//
// Where new things go
// - A new command of the window: a case of TodoAction, routed in TodoApp.perform; what it does to the
//   list is an operation of the controller's (a +Concern file when it is a new family).
// - A new page or window: a folder of its own under GUI/ (a controller and its views), opened from
//   TodoApp. Preferences → Sync and the sync status line are SyncUI's (shared with FoodPin), wired in
//   GUI/Sync and placed by TodoWindow.
// - Network services and background work (CalDAV sync): a library target of their own, no UI, off the
//   main thread, with their own connection to the store; the window learns of what they brought as
//   it learns of a terminal's change (`observeChangesByOthers`).
// - Schema changes and SQL: FoodPinModel only. C: GtkKit's internal wrappers only; this target
//   imports no C module. Words: Localization's markers; an error's words in ErrorText.
// - A command-line command: CLI/Commands/<Name>Command.swift, listed in TodoCommandLine.
//
// Threading rule: the window runs on the main thread inside the GLib main loop; the model's
// observation delivers on DispatchQueue.main, which GtkKit's MainQueueBridge drains. The command
// line runs on the main thread and exits.
