// Why this view exists: the seed's RestaurantDetailViewController's view — one restaurant on a page of
// its own: the photo large (or the avatar when there is none or it does not load), the name, type,
// location, phone (a `tel:` link when an app handles the scheme, else selectable text; a copy button
// either way), its rating (the mood chosen on the review screen, issue 31), where it is on a map
// (`DetailsMap`, issue 30) and description, and the buttons for what can be done to it.
// It only shows values and reports button presses; the DetailsController decides.
import FoodPinModel
import GtkKit
import Localization

@MainActor
final class RestaurantDetailsView {
    /// What the page's buttons ask for.
    enum Request { case back, toggleFavorite, rate, share, edit, delete, copyPhone, showOnMap }

    let page = Box(.vertical)
    let header = HeaderBar()
    let title = WindowTitle(title: "")
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
    let moreButton: MenuButton
    private let photoStack = Stack()
    private let picture = Picture()
    private let avatar = Avatar(size: 160)
    private let nameLabel = Label()
    private let typeRow = ActionRow(title: localized("Type"))
    private let locationRow = ActionRow(title: localized("Location"))
    private let phoneRow = ActionRow(title: localized("Phone"))
    /// The mood it was rated with (its icon and word); hidden until it is rated.
    private let ratingRow = ActionRow(title: localized("Rating"))
    private let ratingImage = Image()
    /// The number as a `tel:` link (an app handles the scheme) or as selectable text (none does).
    private let phoneLink = LinkButton(label: "", uri: "tel:")
    private let phoneText = Label()
    private let descriptionLabel = Label()
    private let descriptionGroup = PreferencesGroup(title: localized("Description"))
    /// Where it is: a small map and Open in Maps.
    let placeMap = DetailsMap()
    /// The favourite toggle: its words and colour say the state (“Favourite” on pink, pressed; “Mark
    /// as Favourite” plain), not a grey circle.
    let favoriteButton = ToggleButton(label: localized("Mark as Favourite"), iconName: "emblem-favorite-symbolic")
    private let placeholder = StatusPage(
        iconName: "find-location-symbolic", title: localized("No Restaurant Selected"),
        description: localized("Choose a restaurant in the list to see it here."))
    private let content = Stack()
    private var photoRequest: ImageLoadRequest?
    private var showsFavorite = false
    var onRequest: (@MainActor (Request) -> Void)?

    init() {
        moreButton = MenuButton(iconName: "view-more-symbolic", accessibleLabel: localized("More Actions"))
        page.addCSSClass("restaurant-details")
        header.titleWidget = title
        header.packStart(backButton)
        header.packEnd(moreButton)
        page.append(header)

        let body = Box(.vertical, spacing: 18)
        body.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        picture.coversBounds = true
        picture.canShrink = true
        picture.setSizeRequest(height: 260)
        picture.addCSSClass("card")
        photoStack.addNamed(avatar, name: "avatar")
        photoStack.addNamed(picture, name: "photo")
        body.append(photoStack)

        nameLabel.addCSSClass("title-1")
        nameLabel.wraps = true
        nameLabel.isSelectable = true
        body.append(nameLabel)

        let buttons = Box(.horizontal, spacing: 12)
        buttons.halign = .center
        favoriteButton.addCSSClass("favorite-toggle")
        buttons.append(favoriteButton)
        for (label, icon, request) in [
            // Translators: the details page's button that opens the review screen.
            (localized("Rate"), Rating.awesome.iconName, Request.rate),
            (localized("Share"), "send-to-symbolic", Request.share),
            (localized("Edit"), "document-edit-symbolic", .edit),
            (localized("Delete"), "user-trash-symbolic", .delete),
        ] {
            let button = Button(label: label, iconName: icon)
            if request == .delete { button.addCSSClass("destructive-action") }
            button.onClicked { [weak self] in self?.onRequest?(request) }
            buttons.append(button)
        }
        body.append(buttons)

        let facts = PreferencesGroup()
        ratingImage.addCSSClass("rating-mark")
        ratingRow.addPrefix(ratingImage)
        for row in [typeRow, locationRow, phoneRow, ratingRow] {
            facts.add(row)
        }
        phoneLink.valign = .center
        phoneText.isSelectable = true
        phoneText.valign = .center
        // A phone number reads left to right in every language (its groups would come out reversed
        // in Arabic: no letter in it says which way it goes).
        phoneLink.semanticContentAttribute = .forceLeftToRight
        phoneText.semanticContentAttribute = .forceLeftToRight
        phoneRow.addSuffix(phoneLink)
        phoneRow.addSuffix(phoneText)
        let copy = Button(iconName: "edit-copy-symbolic", accessibleLabel: localized("Copy Phone Number"))
        copy.valign = .center
        copy.addCSSClass("flat")
        copy.onClicked { [weak self] in self?.onRequest?(.copyPhone) }
        phoneRow.addSuffix(copy)
        body.append(facts)

        descriptionLabel.wraps = true
        descriptionLabel.xalign = 0
        descriptionLabel.isSelectable = true
        descriptionGroup.add(descriptionLabel)
        body.append(descriptionGroup)
        // Where it is comes last, as in the book: between the facts and the description it pushed
        // the description under the fold of a 720-pixel window.
        body.append(placeMap.view)
        placeMap.onActivate = { [weak self] in self?.onRequest?(.showOnMap) }

        let scroller = ScrolledWindow(child: Clamp(child: body, maximumSize: 640))
        scroller.vexpand = true
        scroller.scrollVerticallyOnly()
        content.addNamed(placeholder, name: "empty")
        content.addNamed(scroller, name: "restaurant")
        content.vexpand = true
        page.append(content)

        backButton.onClicked { [weak self] in self?.onRequest?(.back) }
        favoriteButton.onToggled { [weak self] in
            guard let self, self.favoriteButton.isActive != self.showsFavorite else { return }
            self.onRequest?(.toggleFavorite)
        }
        show(nil)
    }

    /// Shows `restaurant`, or the placeholder for none. The photo is decoded off the main thread;
    /// the avatar shows until it arrives, and stays when it does not.
    func show(_ restaurant: Restaurant?) {
        guard let restaurant else {
            content.setVisibleChild(name: "empty", animated: false)
            title.title = ""
            moreButton.isSensitive = false
            return
        }
        content.setVisibleChild(name: "restaurant", animated: false)
        moreButton.isSensitive = true
        title.title = restaurant.name
        nameLabel.text = restaurant.name
        typeRow.subtitle = restaurant.type
        locationRow.subtitle = restaurant.location
        showPhone(restaurant.phone ?? "")
        showRating(restaurant.rating)
        descriptionGroup.isVisible = !(restaurant.summary ?? "").isEmpty
        descriptionLabel.text = restaurant.summary ?? ""
        showsFavorite = restaurant.isFavorite
        favoriteButton.isActive = restaurant.isFavorite
        favoriteButton.setContent(
            label: restaurant.isFavorite ? localized("Favourite") : localized("Mark as Favourite"),
            iconName: restaurant.isFavorite ? "emblem-favorite-symbolic" : "heart-outline-symbolic")
        favoriteButton.tooltip = restaurant.isFavorite ? localized("Remove from Favourites") : nil
        avatar.text = restaurant.name
        showPhoto(restaurant.image)
        placeMap.show(restaurant)
    }

    /// The rating row: the mood's icon and word (a screen reader hears "Rated Awesome"); hidden when
    /// it is not rated.
    private func showRating(_ rating: Rating?) {
        ratingRow.isVisible = rating != nil
        guard let rating else { return }
        ratingImage.iconName = rating.iconName
        ratingRow.subtitle = rating.title
        ratingImage.accessibleLabel = rating.markLabel
    }

    /// The phone row: hidden without a number; a link when something opens `tel:` URIs (checked on
    /// each show: an app installed meanwhile counts), else text to select, beside the copy button.
    private func showPhone(_ phone: String) {
        phoneRow.isVisible = !phone.isEmpty
        let uri = Self.telURI(phone)
        let linked = uri != nil && LinkButton.canOpen(scheme: "tel")
        phoneLink.isVisible = linked
        phoneText.isVisible = !linked
        phoneLink.label = phone
        phoneLink.uri = uri ?? "tel:"
        phoneText.text = phone
    }

    /// `phone` as an RFC 3966 `tel:` URI: its digits, `+`, `*`, `#` and visual separators (`-` `.` `(`
    /// `)`); spaces and anything else dropped. Nil when no digit is left.
    /// - Complexity: O(length of `phone`).
    nonisolated static func telURI(_ phone: String) -> String? {
        let kept = phone.unicodeScalars.filter { ("0"..."9").contains($0) || "+*#-.()".unicodeScalars.contains($0) }
        guard kept.contains(where: { ("0"..."9").contains($0) }) else { return nil }
        return "tel:" + String(String.UnicodeScalarView(kept))
    }

    private var photoPath: String?

    private func showPhoto(_ path: String?) {
        guard path != photoPath else { return }
        photoPath = path
        photoRequest?.cancel()
        photoRequest = nil
        photoStack.setVisibleChild(name: "avatar", animated: false)
        picture.texture = nil
        guard let path, !path.isEmpty else { return }
        photoRequest = ImageLoader.shared.load(path, size: .fitting(1280)) { [weak self] result in
            guard let self, self.photoPath == path, let texture = try? result.get() else { return }
            self.picture.texture = texture
            self.photoStack.setVisibleChild(name: "photo", animated: true)
        }
    }
}
