// Why this view exists: a list with no restaurants should say so and offer the way back, instead of
// showing an empty white page (the seed never gets there; a real user deleting everything does).
import GtkKit
import Localization

@MainActor
final class EmptyStateView {
    let page = StatusPage(
        iconName: "io.github.foodpin.FoodPin-symbolic", title: localized("No Restaurants"),
        // Translators: keep “foodpin add” as it is: it is a command.
        description: localized("Add one from a terminal with “foodpin add”, or bring back the tutorial’s samples."))
    let restoreButton = Button(label: localized("Restore Sample Restaurants"))

    init() {
        restoreButton.addCSSClass("pill")
        restoreButton.addCSSClass("suggested-action")
        restoreButton.halign = .center
        restoreButton.actionName = FoodPinAction.restoreSamples.detailedName
        page.child = restoreButton
        page.vexpand = true
    }
}
