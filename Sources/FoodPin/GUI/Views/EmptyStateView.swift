// Why this view exists: a list with no restaurants should say so and offer the ways back — a
// restaurant of one's own, or the tutorial's samples — instead of showing an empty white page (the
// seed never gets there; a real user deleting everything does). It is the window's only pane then
// (`SplitLayout.showsDetailsPane`), and it points at no terminal: the window can do it all.
import GtkKit
import Localization

@MainActor
final class EmptyStateView {
    let page = StatusPage(
        iconName: "io.github.foodpin.FoodPin-symbolic", title: localized("No Restaurants"),
        description: localized("Add a restaurant you love, or bring back the tutorial’s samples."))
    let addButton = Button(label: localized("Add Restaurant"))
    let restoreButton = Button(label: localized("Restore Sample Restaurants"))

    init() {
        addButton.addCSSClass("pill")
        addButton.addCSSClass("suggested-action")
        addButton.actionName = FoodPinAction.newRestaurant.detailedName
        restoreButton.addCSSClass("pill")
        restoreButton.actionName = FoodPinAction.restoreSamples.detailedName
        let buttons = Box(.vertical, spacing: 12)
        buttons.halign = .center
        buttons.append(addButton)
        buttons.append(restoreButton)
        page.child = buttons
        page.vexpand = true
    }
}
