// Why this type exists: what the window says about the list as a whole — "3 left" under the title,
// whether Edit can be pressed, whether Clear Completed can — worked out from the rows in one place.
// A value: no GTK, no store.
import Diffable
import Localization

import struct Foundation.UUID

struct TodoCounts: Equatable {
    /// Items not done yet.
    let open: Int
    /// Every item.
    let total: Int
    /// Whether the Completed section is shown.
    let hasCompleted: Bool

    /// - Complexity: O(1).
    init(_ snapshot: TodoRows.Snapshot) {
        open = snapshot.indexOfSection(.open).map { _ in snapshot.numberOfItems(inSection: .open) } ?? 0
        total = snapshot.numberOfItems
        hasCompleted = snapshot.indexOfSection(.completed) != nil
    }

    /// The title's second line: "3 left", or nothing for an empty list.
    var subtitle: String {
        total == 0 ? "" : localizedPlural(one: "{count} left", other: "{count} left", count: open)
    }
}
