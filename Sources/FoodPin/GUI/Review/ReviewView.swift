// Why this view exists: the book's review screen — the restaurant's photo (or its initials' colour)
// blurred and dimmed behind it, a close button, five moods that slide in one after another, and Clear
// Rating when it is rated. It only shows values and reports presses; the ReviewController decides.
import FoodPinModel
import GtkKit
import Localization

@MainActor
final class ReviewView {
    let root: Overlay
    let closeButton = Button(iconName: "window-close-symbolic", accessibleLabel: localized("Close"))
    /// The moods, top to bottom in the book's order (Awesome first).
    let moods = EntranceStack(spacing: 12)
    private(set) var buttons: [Rating: Button] = [:]
    /// Takes the rating away; shown only when it is rated.
    let clearButton = Button(label: localized("Clear Rating"))
    private let backdrop = Picture()
    private var photoRequest: ImageLoadRequest?
    /// A mood was chosen, or the rating cleared (nil).
    var onChoose: (@MainActor (Rating?) -> Void)?
    var onClose: (@MainActor () -> Void)?

    init(restaurant: Restaurant) {
        backdrop.coversBounds = true
        backdrop.canShrink = true
        backdrop.addCSSClass("review-backdrop")
        // The initials' colour at once (edge to edge); the photo replaces it once decoded.
        backdrop.texture = Texture(data: AvatarImage.pngData(initialsOf: restaurant.name, size: 96, shape: .square))
        root = Overlay(child: backdrop)
        root.addCSSClass("review-root")

        let content = Box(.vertical)
        content.addCSSClass("review")
        let header = HeaderBar()
        header.addCSSClass("flat")
        header.showsEndTitleButtons = false
        // Translators: the review screen's title; {name} is the restaurant's.
        header.titleWidget = WindowTitle(title: localized("Rate {name}", ["name": restaurant.name]))
        closeButton.addCSSClass("circular")
        closeButton.onClicked { [weak self] in self?.onClose?() }
        header.packEnd(closeButton)
        content.append(header)

        let question = Label(localized("How was it?"))
        question.addCSSClass("title-1")
        question.wraps = true
        question.setMargins(bottom: 12)
        let column = Box(.vertical, spacing: 12)
        column.append(question)
        for rating in Rating.allCases {
            let button = Button(label: rating.title, iconName: rating.iconName)
            button.addCSSClass("mood")
            button.setCSSClass("chosen", rating == restaurant.rating)
            button.accessibleLabel = rating.rateLabel(for: restaurant.name)
            button.onClicked { [weak self] in self?.onChoose?(rating) }
            buttons[rating] = button
            moods.append(button)
        }
        column.append(moods)
        clearButton.addCSSClass("flat")
        clearButton.halign = .center
        clearButton.isVisible = restaurant.rating != nil
        clearButton.onClicked { [weak self] in self?.onChoose?(nil) }
        column.append(clearButton)
        let clamp = Clamp(child: column, maximumSize: 360)
        clamp.vexpand = true
        clamp.valign = .center
        clamp.setMargins(top: 12, bottom: 36, start: 24, end: 24)
        content.append(clamp)
        root.addOverlay(content)
        showPhoto(restaurant.image)
    }

    /// The photo behind, decoded off the main thread at about the window's size; the initials' colour
    /// stays when there is none or it does not load.
    private func showPhoto(_ path: String?) {
        guard let path, !path.isEmpty else { return }
        photoRequest = ImageLoader.shared.load(path, size: .filling(640)) { [weak self] result in
            guard let self, let texture = try? result.get() else { return }
            self.backdrop.texture = texture
        }
    }

    /// The button of `rating`.
    func button(_ rating: Rating) -> Button? { buttons[rating] }
}
