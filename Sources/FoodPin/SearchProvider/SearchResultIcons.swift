// Why this exists: the Shell asks for the metas of the same few restaurants at every keystroke, and a
// photo is a file to decode. Each icon is drawn once — the photo cropped round, or the initials on
// their colour, as the restaurant's row shows it — and kept while the photo file (or the name, for
// initials) is the same.
import FoodPinModel
import Foundation
import GtkKit

/// The icons of search results, drawn with GtkKit's `AvatarImage` and serialised for D-Bus.
/// A value confined to whoever owns it (`SearchProvider`, under its mutex).
struct SearchResultIcons {
    /// The icons' size in pixels: the Shell shows results' icons at 32 px, 64 on a doubled display.
    static let size = 64
    /// How many icons are kept; past it the oldest half goes.
    static let capacity = 128

    private struct Key: Hashable {
        var name: String
        var photo: String?
        var photoSize: Int64
        var photoModified: Int
    }
    private var icons: [Key: DBusValue] = [:]
    private var order: [Key] = []

    /// `restaurant`'s icon: its photo when it has one that decodes, else its initials.
    /// - Complexity: O(1) when kept; else one stat and the photo's decode at `size` (or the initials'
    ///   drawing), on the calling thread.
    mutating func icon(for restaurant: RestaurantFinder.Found) -> DBusValue {
        let key = Self.key(for: restaurant)
        if let icon = icons[key] { return icon }
        let png =
            restaurant.image.flatMap { AvatarImage.pngData(photoAt: $0, size: Self.size) }
            ?? AvatarImage.pngData(initialsOf: restaurant.name, size: Self.size)
        let icon = DBusValue.icon(imageData: png)
        if order.count >= Self.capacity {
            for old in order.prefix(Self.capacity / 2) { icons[old] = nil }
            order.removeFirst(Self.capacity / 2)
        }
        icons[key] = icon
        order.append(key)
        return icon
    }

    private static func key(for restaurant: RestaurantFinder.Found) -> Key {
        var status = stat()
        guard let photo = restaurant.image, stat(photo, &status) == 0 else {
            return Key(name: restaurant.name, photo: nil, photoSize: 0, photoModified: 0)
        }
        return Key(
            name: restaurant.name, photo: photo, photoSize: Int64(status.st_size),
            photoModified: status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec)
    }
}
