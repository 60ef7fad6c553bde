// Diffable: UIKit's diffable data source, without UIKit.
//
// Design note. A list is described by value — a `DiffableSnapshot` of section and item identifiers —
// and the view is updated by computing the `SnapshotDifference` between the current and the new
// snapshot, never by hand-written index arithmetic. Computing changes is separate from applying them:
// this module returns values (the batch form for a table, splices for a GTK list model), and the view
// layer (GtkKit) applies them.
//
//   Snapshot/      DiffableSnapshot: per-section item arrays with each item's hash beside it, and
//                  ItemTable, an open-addressing index item → (section, index) that stores hashes,
//                  not items; every lookup is one hash and a short probe; mutations, invariants,
//                  misuse messages
//   Difference/    SnapshotDifference (batch form), its splices, the Heckel-style engine and the
//                  longest-increasing-subsequence pass that keeps moves minimal. The diff hashes
//                  nothing: it probes the old snapshot's table with the new snapshot's stored hashes.
//   DataSource/    DiffableDataSource (UITableViewDiffableDataSource without the table) and the
//                  DiffableDataSourceView protocol a view adopts
//   IndexPath      (section, item)
//
// Threading rule: snapshots and differences are Sendable values, usable from any thread (compute a
// large diff off the main actor if you like). The data source and its view live on the main actor.
//
// Everything generic is @inlinable so that clients get code specialised for their identifier types
// (unspecialised, every copy and comparison of a UUID goes through a witness table: 3× slower).
//
// Misuse of a snapshot (duplicate or unknown identifiers) traps, as in UIKit, with a message naming the
// operation and the identifiers. Invariant checks run after every mutation under FOODPIN_INTERNAL_CHECKS.
