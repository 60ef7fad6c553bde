import FoodPinModel
import Foundation

extension TodoItem {
    /// The second line a two-line cell shows: when the item was added, in the user's locale.
    var addedDescription: String {
        "Added " + createdAt.formatted(date: .abbreviated, time: .shortened)
    }
}
