// Why this view exists: a restaurant on a map — its photo in a circle, or its initials on a colour
// while the photo loads (or when it has none), as its row shows it; a heart beside it for a
// favourite. The map's marker around it (GtkKit's `Marker`) is the button that takes the focus and
// carries the name.
import FoodPinModel
import GtkKit
import Localization

@MainActor
final class RestaurantMarker: Widget {
    private let avatar = Avatar(size: 36)
    private let heart = Image(iconName: "emblem-favorite-symbolic")
    private var photo: PhotoCache.Thumbnail?

    init() {
        let box = Box(.horizontal, spacing: 0)
        super.init(wrapping: box)
        addCSSClass("restaurant-marker")
        box.append(avatar)
        heart.addCSSClass("favorite-heart")
        heart.valign = .start
        heart.isVisible = false
        box.append(heart)
    }

    /// Shows `restaurant` (nil: not read yet, a plain circle) with its photo once loaded.
    func configure(_ restaurant: Restaurant?, photo: PhotoCache.Thumbnail?) {
        avatar.text = restaurant?.name
        heart.isVisible = restaurant?.isFavorite ?? false
        if photo !== self.photo {
            self.photo?.stopWaiting(self)
            self.photo = photo
        }
        avatar.customImage = photo?.texture
        photo?.whenLoaded(for: self) { [weak self, weak photo] texture in
            guard let self, let photo, self.photo === photo else { return }
            self.avatar.customImage = texture
        }
    }

    /// The name a screen reader says for the marker: the name, and "favourite" for one.
    static func accessibleName(_ restaurant: Restaurant?) -> String {
        guard let restaurant else { return localized("Restaurant") }
        // Translators: a favourite restaurant's marker on the map, as a screen reader says it.
        return restaurant.isFavorite ? localized("{name}, favourite", ["name": restaurant.name]) : restaurant.name
    }
}
