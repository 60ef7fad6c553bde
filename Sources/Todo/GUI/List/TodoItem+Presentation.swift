import FoodPinModel
import Foundation
import Localization

extension TodoItem {
    /// The second line a two-line cell shows: when the item was added, in the user's locale.
    var addedDescription: String {
        // Translators: under a to-do; {date} is when it was added, e.g. "29 Nov 2026, 16:36" in your format.
        localized("Added {date}", ["date": createdAt.formatted(date: .abbreviated, time: .shortened)])
    }
}
