// Why this file exists: a mood as the window shows it — its icon (our own symbolic SVGs in
// data/icons, recoloured by GTK for the light and dark styles) and what a screen reader hears —
// beside the model's words for it (`Rating.title`). Values only.
import FoodPinModel
import Localization

extension Rating {
    /// The mood's icon in the icon theme (data/icons/hicolor/scalable/emotes).
    var iconName: String {
        switch self {
        case .awesome: "foodpin-mood-awesome-symbolic"
        case .good: "foodpin-mood-good-symbolic"
        case .okay: "foodpin-mood-okay-symbolic"
        case .bad: "foodpin-mood-bad-symbolic"
        case .terrible: "foodpin-mood-terrible-symbolic"
        }
    }

    /// What the review screen's button for this mood says to a screen reader: "Rate Teakha: Awesome".
    func rateLabel(for name: String) -> String {
        // Translators: a button of the review screen, as a screen reader says it; {mood} is one of
        // Awesome, Good, Okay, Bad, Terrible.
        localized("Rate {name}: {mood}", ["name": name, "mood": title])
    }

    /// The mark on a restaurant's row and page, as a screen reader says it: "Rated Awesome".
    var markLabel: String {
        // Translators: a restaurant's rating as a screen reader says it; {mood} is one of Awesome, Good,
        // Okay, Bad, Terrible.
        localized("Rated {mood}", ["mood": title])
    }
}
