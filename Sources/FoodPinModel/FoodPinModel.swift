// FoodPinModel: the restaurants (seed 000) and the to-do list (seed 001), persisted in one SQLite
// file that both apps and their command lines share.
//
// Design
//   The database is the single source of truth. Stores hold no cached list: reads query, writes are
//   one transaction each (BEGIN IMMEDIATE, so concurrent writers queue behind a 5 s busy timeout
//   instead of failing). Order is a sparse REAL `position` column, so deleting and restoring (undo)
//   never renumber other rows. Presentations learn of changes by observing, and compute what
//   changed themselves (Diffable); the model never knows about views.
//
//   SQLite/          thin, confined wrapper: connection (its modes, its file's identity, a close that
//                    never touches another file's journal), prepared statements, typed binding,
//                    errors with the failed system call (OSFailure), who holds which lock (SharedLocks)
//   Database/        where the file lives, checks before SQLite touches a file and what lies beside
//                    it (SideFiles), read-write or read-only (DatabaseAccess), schema + migrations
//   Restaurant/      the value type and the tutorial's samples
//   RestaurantStore/ queries (the whole list, or ids + restaurants by id for long lists), lookup for
//                    the CLI (in SQL), mutations, samples, observation
//   TodoList/        items, errors, the Silver challenge's CellInfo, mutations
//   Photos/          the copies FoodPin makes of the user's photos, marked; the databases that use the
//                    folder; the Trash a copy goes to when none does
//   Search/          one matching rule for the window and `foodpin search` (every word, any order, case
//                    and accents ignored) and the folded byte index a query scans off the main thread
//   Deletion/        what a delete removed, with positions, for undo
//   Identifiers/     time-ordered (v7) UUIDs for new rows
//   FoodPinRelease   the version of FoodPin, in its one place (the apps' --version and About)
//   Observation/     ChangeMonitor (data_version poll + pokes; one connection per store, each observer
//                    names what it loads: the whole list, or only the ids; the same poll notices the
//                    file replaced or deleted), ReplacementWatch, ObservationToken
//
// Safety
//   A file that exists and is not empty is checked with plain reads (16-byte header, page size, page
//   count) before SQLite opens it, and so is what lies beside it; a WAL is judged through a connection
//   that cannot write before one that can opens. A foreign, damaged or newer-schema file (or side
//   file) is refused and stays byte-identical. A database that cannot be written is read through a
//   connection that leaves nothing beside it. A store that finds its path naming another file lets
//   go of the old one and refuses every write. New files and directories are created 0600 / 0700.
//
// Threading rule
//   `RestaurantStore` and `TodoList` are confined: call each from one thread at a time (the GUI uses
//   the main thread). Value types (`Restaurant`, `TodoItem`, `CellInfo`, `Deletion`) are Sendable.
//   Observation runs on a private serial queue with its own connection and delivers on the
//   DispatchQueue the observer passes (the GUI passes `.main`); `ObservationToken` is Sendable and
//   may be cancelled from any thread.
