// Why this view exists: the seed's RestaurantTableViewCell — one restaurant as a row of the list:
// a round thumbnail (the photo, or initials on a colour while it loads, when there is none or when
// it does not load), the name in bold, the location, the type, the mood it was rated with (a small
// mark, issue 31) and a heart when it is a favourite.
// It only shows values; it never acts.
import FoodPinModel
import GtkKit
import Localization

@MainActor
final class RestaurantCell: Widget {
    static let reuseIdentifier = "restaurant"
    static let thumbnailSize: Int32 = 56

    let thumbnail = Avatar(size: RestaurantCell.thumbnailSize)
    let nameLabel = Label()
    let locationLabel = Label()
    let typeLabel = Label()
    let favoriteImage = Image(iconName: "emblem-favorite-symbolic")
    /// The mood it was rated with; hidden when it is not rated.
    let ratingImage = Image()
    /// The photo this row shows or waits for.
    private var photo: PhotoCache.Thumbnail?

    init() {
        let row = Box(.horizontal, spacing: 12)
        super.init(wrapping: row)
        addCSSClass("restaurant-cell")
        thumbnail.valign = .center
        row.append(thumbnail)

        let text = Box(.vertical, spacing: 2)
        text.valign = .center
        text.hexpand = true
        for (label, style) in [
            (nameLabel, "restaurant-name"), (locationLabel, "restaurant-location"),
            (typeLabel, "restaurant-type"),
        ] {
            label.xalign = 0
            label.ellipsizes = true
            label.addCSSClass(style)
            text.append(label)
        }
        nameLabel.addCSSClass("heading")
        locationLabel.addCSSClass("dim-label")
        typeLabel.addCSSClass("dim-label")
        typeLabel.addCSSClass("caption")
        row.append(text)

        ratingImage.addCSSClass("rating-mark")
        ratingImage.valign = .center
        ratingImage.isVisible = false
        row.append(ratingImage)

        favoriteImage.addCSSClass("favorite-heart")
        favoriteImage.valign = .center
        favoriteImage.accessibleLabel = localized("Favourite")
        row.append(favoriteImage)
    }

    /// Shows `restaurant`; `photo` is its photo's thumbnail, loaded or loading (the initials show
    /// until it has loaded, and stay when it does not).
    func configure(_ restaurant: Restaurant, photo: PhotoCache.Thumbnail?) {
        nameLabel.text = restaurant.name
        locationLabel.text = restaurant.location
        typeLabel.text = restaurant.type
        thumbnail.text = restaurant.name
        show(photo)
        // The seed: favoriteImageView.isHidden = !restaurant.isFavorite
        favoriteImage.isVisible = restaurant.isFavorite
        showRating(restaurant.rating)
    }

    private func showRating(_ rating: Rating?) {
        ratingImage.isVisible = rating != nil
        guard let rating, ratingImage.iconName != rating.iconName else { return }
        ratingImage.iconName = rating.iconName
        ratingImage.accessibleLabel = rating.markLabel
    }

    /// Shows nothing (a row whose restaurant is gone, until the list drops the row).
    func clear() {
        for label in [nameLabel, locationLabel, typeLabel] { label.text = "" }
        thumbnail.text = ""
        show(nil)
        favoriteImage.isVisible = false
        ratingImage.isVisible = false
    }

    /// Shows `photo` now if it has loaded, else when it loads — if this row still shows it then.
    private func show(_ photo: PhotoCache.Thumbnail?) {
        if photo !== self.photo {
            self.photo?.stopWaiting(self)
            self.photo = photo
        }
        setImage(photo?.texture)
        photo?.whenLoaded(for: self) { [weak self, weak photo] texture in
            guard let self, let photo, self.photo === photo else { return }
            self.setImage(texture)
        }
    }

    private func setImage(_ texture: Texture?) {
        if thumbnail.customImage !== texture { thumbnail.customImage = texture }
    }
}
