import Diffable
import Foundation

/// A UUID is equal to another exactly when their 16 bytes are equal, so snapshots may hash its bytes
/// (`BitwiseIdentifier`: a seeded multiply-shift hash, about ten times faster than `Hasher`).
///
/// It lives here because Diffable imports no Foundation, and GtkKit is the one module that sees both
/// Diffable and Foundation and that every app (and the benchmarks) links: the apps' snapshots are
/// keyed by UUID (`RestaurantSnapshot`, `TodoListController.Snapshot`). The snapshot picks the hash
/// at run time, per type, so every snapshot of UUIDs in a process that links GtkKit uses it.
extension UUID: BitwiseIdentifier {}
