// ReviewController: the book's ReviewViewController — a window over FoodPin's, as large as it, where
// the user rates a restaurant with one of five moods. The moods slide in one after another (0.4 s
// each, 0.05 s apart: GtkKit's EntranceStack, in place at once when the system turns animations
// off); a click, Enter on the focused mood (the arrows move between them) or a screen reader's
// press ("Rate Teakha: Awesome") rates it and closes; Clear Rating (shown when it is rated) clears it
// and closes; the close button or Escape closes without a change. The editor stores the mood, with its undo; this controller only presents and reports.
//
// Threading rule: main thread only; the photo behind decodes on GtkKit's ImageLoader.
import FoodPinModel
import Foundation
import GtkKit
import Localization

@MainActor
final class ReviewController {
    let window: Window
    let view: ReviewView
    private let restaurant: Restaurant
    private let onRate: @MainActor (Rating?) -> Void
    /// Open review windows, kept alive while their window is.
    private static var open: [ObjectIdentifier: ReviewController] = [:]

    /// The review screen of `restaurant` over `parent`; `onRate` gets the mood chosen (nil: cleared).
    init(restaurant: Restaurant, parent: Window, onRate: @escaping @MainActor (Rating?) -> Void) {
        self.restaurant = restaurant
        self.onRate = onRate
        view = ReviewView(restaurant: restaurant)
        // As large as the window it covers, as the book's review screen covers the details view.
        window = Window(
            // Translators: the review screen's window title; {name} is the restaurant's.
            title: localized("Rate {name}", ["name": restaurant.name]), width: Int32(max(parent.width, 360)),
            height: Int32(max(parent.height, 480)), transientFor: parent, modal: true)
        window.content = view.root
        view.onChoose = { [weak self] in self?.choose($0) }
        view.onClose = { [weak self] in self?.window.close() }
        window.closesOnEscape()
        window.onCloseRequest { [weak self] in
            if let self { Self.open[ObjectIdentifier(self)] = nil }
            return false
        }
    }

    /// Shows the screen: the moods slide in once it is on screen, the focus on the current mood (else
    /// the first), so Enter rates at once and the arrows move from there.
    func present() {
        Self.open[ObjectIdentifier(self)] = self
        view.moods.prepareEntrance()
        window.present()
        _ = view.button(restaurant.rating ?? .awesome)?.grabFocus()
        view.moods.afterNextFrame { [weak self] in self?.view.moods.playEntrance() }
    }

    private func choose(_ rating: Rating?) {
        onRate(rating)
        window.close()
    }
}
