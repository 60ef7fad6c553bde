// Diffable: UIKit's diffable data source, without UIKit.
//
// Design note. A list is described by value — a `DiffableSnapshot` of section and item identifiers —
// and the view is updated by computing the `SnapshotDifference` between the current and the new
// snapshot, never by hand-written index arithmetic. Computing changes is separate from applying them:
// this module returns values (the batch form for a table, splices for a GTK list model), and the view
// layer (GtkKit) applies them.
//
//   Snapshot/      DiffableSnapshot: per section an ItemList, a B-tree of chunks (at most 2048 items
//                  each, each item's hash beside it, nodes of at most 64 children with running
//                  counts; every chunk has a fixed key that grows along the list), and ItemIndex,
//                  item → (section, chunk key) in shards of ItemTable (open addressing, hashes not
//                  items) under a 64-ary trie. Persistent by path copying: copies share every node,
//                  chunk and shard; an edit copies the paths to one chunk and one shard, O(log n),
//                  and never renumbers the index. Mutations, invariants, misuse messages. ItemHash: how
//                  an item is hashed, once, when added: `hashValue`, or for a `BitwiseIdentifier`
//                  (UUID: GtkKit adopts it) a seeded multiply-shift hash of its bytes, 10× faster
//   Difference/    SnapshotDifference (batch form), its splices, the Heckel-style engine and the
//                  longest-increasing-subsequence pass that keeps moves minimal. The diff hashes
//                  nothing. Two snapshots that share storage (an edited copy) are diffed by skipping
//                  what they share by identity, a whole node at a time (ChunkCursor,
//                  Algorithm+Shared), reload and reconfigure marks included: O(k log n) for k edits.
//                  Others, or edits with moves or section changes, run the full engine straight over
//                  both snapshots' chunks, with a compact table of the old items.
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
