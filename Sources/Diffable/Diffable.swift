// Diffable: UIKit's diffable data source, without UIKit.
//
// Design note. A list is described by value — a `DiffableSnapshot` of section and item identifiers —
// and the view is updated by computing the `SnapshotDifference` between the current and the new
// snapshot, never by hand-written index arithmetic. Computing changes is separate from applying them:
// this module returns values (the batch form for a table, splices for a GTK list model), and the view
// layer (GtkKit) applies them.
//
//   Snapshot/      DiffableSnapshot: per-section item arrays + item → (section, index) dictionary,
//                  so every lookup is one hash; mutations, invariants, misuse messages
//   Difference/    SnapshotDifference (batch form), its splices, the Heckel-style engine and the
//                  longest-increasing-subsequence pass that keeps moves minimal
//   DataSource/    DiffableDataSource (UITableViewDiffableDataSource without the table) and the
//                  DiffableDataSourceView protocol a view adopts
//   IndexPath      (section, item)
//
// Threading rule: snapshots and differences are Sendable values, usable from any thread (compute a
// large diff off the main actor if you like). The data source and its view live on the main actor.
//
// Misuse of a snapshot (duplicate or unknown identifiers) traps, as in UIKit, with a message naming the
// operation and the identifiers. Invariant checks run after every mutation under FOODPIN_INTERNAL_CHECKS.
