// SyncUI: what a window shows of sync, shared by To-Do (its CalDAV calendar, issue 26) and FoodPin
// (its CardDAV address book, issue 27), so that both apps look and behave the same: the Preferences
// page (server, user, password, collection; Sign In checks before saving, Sign Out keeps every
// record), the quiet status line under the list ("Synced 2 minutes ago", "Offline — changes will be
// sent", "Sign-in failed" with the reason and a way to fix it), and the controller that runs sync for
// the window: a `SyncScheduler` (Sync) over the window's database, fed by GIO's network monitor.
//
// Parts
//   SyncSettings         what an app says about its collection: the database, the mapping, the words
//   SyncController       one per window: the scheduler, the network monitor, sign-in and sign-out off
//                        the main thread, the status handed to the views
//   SyncStatusBar        the status line a window places under its list
//   SyncStatusText       a status in words (relative times: "2 minutes ago")
//   SyncPreferencesPage  the Preferences → Sync page, and the window it is shown in
//
// An app composes them: it makes a `SyncController` with its `SyncSettings`, places `statusBar.view`,
// routes a Preferences action to `presentPreferences(over:)` and a Sync Now action to `syncNow()`,
// and hands `backlogChanged(_:)` what its store reports waiting to be sent after each commit. Remote changes reach
// the app's list as any other process's change does (the store's observation): this target never
// touches the list.
//
// Threading rule: the views and the controller live on the main thread. Syncs, sign-ins and
// sign-outs run on the scheduler's worker queue, one at a time (never two writers of the account at
// once); their results come back through DispatchQueue.main, which GtkKit's MainQueueBridge drains.
// C: none — GtkKit's wrappers only.
