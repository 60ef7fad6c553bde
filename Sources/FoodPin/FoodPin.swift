// FoodPin: seed 000's restaurant list as a GNOME app, and a command line on the same model. The map
// of this executable — every folder and file, and where new things go. (Each file opens with why it
// exists; the subsystems' notes say how they work.)
//
//   main.swift                  the command line when given a subcommand, else the window
//   CLI/                        the command-line presentation (Console's typed options)
//     FoodPinCommandLine        the root: its help, the global --db, the database a command opens
//     Commands/                 one subcommand per file: Account, Add, AddSynthetic (hidden, for
//                               benchmarks and tests), Check, Delete, Edit, Favorite, List,
//                               RestoreSamples, Search, Share, Show, Sync
//   GUI/
//     Launch                    AppLauncher: the application, the store or the problem page, the
//                               damage watch, About, the app's actions and accelerators
//     App/FoodPinAction         every action: name, keys and where they are caught, menu title, its
//                               line in the Keyboard Shortcuts window
//     Window/                   MainWindowController (header, pages, toasts; routes every action),
//                               SplitLayout (list | details page: AdwLeaflet), CurrentRestaurant (the
//                               one restaurant the window's actions act on)
//     List/                     RestaurantListController (the table's delegate; the one place that
//                               changes the snapshot: deliveries, rows out and in), FirstLoad (the
//                               two-step first load), RestaurantRows + RestaurantCache (the rows'
//                               restaurants: paging, bound cache, refresh), PhotoCache (thumbnails
//                               off the main thread), IdentifierFeed + PendingDeletes (the store's
//                               order → the snapshot), RestaurantSnapshot, RowActions (swipes and the
//                               row's one menu)
//     Editing/                  RestaurantEditor (every verb: delete, favourite, share, photo,
//                               samples, add, save; their undo), RestaurantEdit (one undoable change),
//                               PhotoCleanup (copies nothing can bring back)
//     Details/                  DetailsController + RestaurantDetailsView: the details page
//     Form/                     RestaurantFormController + RestaurantForm (its rules, as values)
//     Search/                   SearchController: the search bar, matching off the main thread
//     Sync/                     FoodPinSync: SyncUI's Preferences → Sync and status line given the
//                               address book's words; the restaurants' backlog → "sync soon"
//     Views/                    widgets only: RestaurantCell, EmptyStateView, DatabaseProblemView,
//                               AppStyle
//     Support/                  ErrorText (the one place errors become words), DatabaseQuarantine,
//                               PhotoLibrary (file work, no GTK), BenchProbe (`make bench`),
//                               CardPhotos (GtkKit's image code handed to sync for the cards' photos)
//
// How the parts talk: narrow protocols declared by the side that needs them — RestaurantListHost
// (list → window), EditedList (editor → list), RestaurantCommands (rows, menus, page, keys → editor),
// SearchableList and RestaurantListFilter (search ⇄ list), DetailsDataSource, DetailsNavigation and
// DetailsHost (page → list, split, window), SelectedRowSource and ShownRestaurantSource (current
// restaurant → list, page). No controller holds another's data source, table or leaflet.
//
// Where new things go
// - A new command of the window: a case of FoodPinAction (name, keys, menu title, shortcuts line),
//   routed in MainWindowController.perform; what it does to a restaurant is a RestaurantEditor verb.
// - A new page beside the list — the map of every restaurant (issue 30) — a folder of its own
//   (GUI/Map/: its controller and view) and a pane of SplitLayout; the map on the details page a view
//   in Details/. The review screen (issue 31): GUI/Review/, presented like the form, writing through
//   the editor. Preferences → Sync and the sync status line are SyncUI's, composed in GUI/Sync/ and
//   placed by the window controller. D-Bus activation and GNOME's search provider (issue 31):
//   Launch, reading through the model.
// - Network services and background work (sync): a library target of their own, no UI, off the main
//   thread, with their own connection to the store; the window learns of what they brought exactly
//   as it learns of a terminal's change (the store's observation → IdentifierFeed → the list).
// - Schema changes, SQL and what a file on disk may be: FoodPinModel only; the UI never runs SQL.
// - C: GtkKit's internal wrappers only (a libshumate map is a GtkKit widget first); this target
//   imports no C module and spells no GTK name.
// - Words: every string through Localization's markers; an error's words in ErrorText.
// - A command-line command: CLI/Commands/<Name>Command.swift, listed in FoodPinCommandLine.
//
// Threading rule: the window runs on the main thread inside the GLib main loop; the store's
// observations and background reads hand their results to DispatchQueue.main, which GtkKit's
// MainQueueBridge drains. The command line runs on the main thread and exits.
