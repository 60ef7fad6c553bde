// FoodPin: seed 000's restaurant list as a GNOME app, and a command line on the same model. The map
// of this executable — every folder and file, and where new things go. (Each file opens with why it
// exists; the subsystems' notes say how they work.)
//
//   main.swift                  the command line when given a subcommand, else the window
//   CLI/                        the command-line presentation (Console's typed options)
//     FoodPinCommandLine        the root: its help, the global --db, the database a command opens
//     Commands/                 one subcommand per file: Account, Add, AddSynthetic (hidden, for
//                               benchmarks and tests), Check, Delete, Edit, Favorite, List, Rate,
//                               RestoreSamples, Search, Share, Show, Sync
//   GUI/
//     Launch                    AppLauncher: the application, the store or the problem page, the
//                               damage watch, About, the app's actions (and the launcher's: New
//                               Restaurant, Search) and accelerators
//     App/FoodPinAction         every action: name, keys and where they are caught, menu title, its
//                               line in the Keyboard Shortcuts window
//     App/RestaurantMenu        a restaurant's one menu (its row's and its page's “⋯”), from the actions
//     Window/                   MainWindowController (header, pages, toasts; routes every action),
//                               SplitLayout (list | details page: AdwLeaflet, the list's fixed width),
//                               CurrentRestaurant (owns the one restaurant every key, menu and page
//                               acts on; the list's selection and the page follow it)
//     List/                     RestaurantListController (the table's delegate; the one place that
//                               changes the snapshot: deliveries, rows out and in), FirstLoad (the
//                               two-step first load), RestaurantRows + RestaurantCache (the rows'
//                               restaurants: paging, bound cache, refresh), PhotoCache (thumbnails
//                               off the main thread), IdentifierFeed + PendingDeletes (the store's
//                               order → the snapshot), RestaurantSnapshot, RowActions (swipes, and the
//                               row's menu as ContextualActions)
//     Editing/                  RestaurantEditor (every verb: delete, favourite, share, photo,
//                               samples, add, save; their undo), RestaurantEdit (one undoable change),
//                               PhotoCleanup (copies nothing can bring back)
//     Details/                  DetailsController + RestaurantDetailsView: the details page
//     Review/                   ReviewController + ReviewView: the book's review screen (a window
//                               over FoodPin's; the moods enter through GtkKit's EntranceStack);
//                               Rating+Presentation (a mood's icon and spoken words)
//     Form/                     RestaurantFormController + RestaurantForm (its rules, as values: what is
//                               required, why Add or Save cannot be pressed, what an edit that arrived
//                               while it was open may fill in)
//     Search/                   SearchController: the search bar, matching off the main thread
//     Map/                      RestaurantMapController (the map of every restaurant beside the list:
//                               places index off the main thread, markers of what is in view),
//                               MapSettings (online maps, the tile server, the app's geocoder);
//                               the details page's map is Details/DetailsMap, the form's place
//                               Form/FormPlacePicker, a restaurant's marker Views/RestaurantMarker
//     Preferences/              PreferencesController: the Maps page (online maps, tile server),
//                               before SyncUI's Sync page in one Preferences window
//     Sync/                     FoodPinSync: SyncUI's Preferences → Sync and status line given the
//                               address book's words; the restaurants' backlog → "sync soon"
//     Views/                    widgets only: RestaurantCell, EmptyStateView, DatabaseProblemView,
//                               NoteBanner (a form's quiet line at its top), AppStyle
//     Support/                  ErrorText (the one place errors become words), DatabaseQuarantine,
//                               PhotoLibrary (file work, no GTK), BenchProbe and MapBenchProbe
//                               (`make bench`), CardPhotos (GtkKit's image code handed to sync for
//                               the cards' photos)
//   SearchProvider/             GNOME Shell's search (org.gnome.Shell.SearchProvider2 over D-Bus,
//                               answered off the main thread from the model's RestaurantFinder), and
//                               DBusActivation (`foodpin --gapplication-service`); its own note
//
// How the parts talk: narrow protocols declared by the side that needs them — RestaurantListHost
// (list → window), RestaurantActionHost (a row's menu → the window's actions), EditedList (editor →
// list), RestaurantCommands (rows, menus, page, keys → editor), SearchableList and
// RestaurantListFilter (search ⇄ list), DetailsDataSource, DetailsNavigation and DetailsHost (page →
// list, split, window), CurrentRowList (current restaurant → the list's selection); the page and the
// actions follow the current restaurant through `CurrentRestaurant.observe`. No controller holds
// another's data source, table or leaflet.
//
// Where new things go
// - A new command of the window: a case of FoodPinAction (name, keys, menu title, shortcuts line),
//   routed in MainWindowController.perform; what it does to a restaurant is a RestaurantEditor verb.
// - A new page beside the list — the map of every restaurant (issue 30) — a folder of its own
//   (GUI/Map/: its controller and view) and a pane of SplitLayout; the map on the details page a view
//   in Details/. The review screen (issue 31): GUI/Review/, presented like the form, writing through
//   the editor. Whatever acts on or shows "the" restaurant reads `CurrentRestaurant` (and moves it with
//   `select`), never the table's selection or the page. Preferences → Sync and the sync status line
//   are SyncUI's, composed in GUI/Sync/ and placed by the window controller; FoodPin's own pages in
//   GUI/Preferences/. D-Bus activation and GNOME's search provider (issue 31): SearchProvider/,
//   exported by Launch, reading through the model.
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
