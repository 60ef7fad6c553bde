import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The screens issue 29 changed, to look at in the light and dark styles, narrow and in Arabic, under
/// .build/screenshots/foodpin-current-<style>-<state>.png: the empty window (one pane offering Add
/// Restaurant and Restore Sample Restaurants), the New Restaurant form (Required, the line saying why
/// Add cannot be pressed, a description of several lines, a picture frame for the photo), and the
/// details page beside the list with the favourite toggle off and on. The README's
/// `docs/screenshots/foodpin-details.png` and `foodpin-form.png` are the light ones, cropped to the
/// window (1000 × 720, 640 × 720).
final class CurrentRestaurantScreenshotTests: FoodPinUITestCase {
    override class var launchesOnSamples: Bool { false }
    /// The pictures are taken with GTK's default renderer, as users see it.
    override class var renderer: AppProcess.Renderer { .default }

    /// The words the screens show, in the language launched.
    struct Words {
        let addRestaurant, newRestaurant, required, markAsFavourite, favourite: String
        static let english = Words(
            addRestaurant: "Add Restaurant", newRestaurant: "New Restaurant", required: "Required",
            markAsFavourite: "Mark as Favourite", favourite: "Favourite")
        static let arabic = Words(
            addRestaurant: "أضف مطعمًا", newRestaurant: "مطعم جديد", required: "مطلوب",
            markAsFavourite: "علّمه كمفضّل", favourite: "مفضّل")
    }

    private func emptyStore(_ store: RestaurantStore) throws { try store.delete(ids: try store.all().map(\.id)) }

    /// Resizes the window to `width` × 720 and waits until it took it (the helpers that wait for the
    /// page read its English words).
    private func resize(_ app: FoodPinWindow, width: Int) throws {
        try app.resize(width: width, height: 720)
        try eventually("the window did not take \(width) px") { abs((app.window.extents?.width ?? 0) - width) <= 20 }
    }

    /// The empty window and the form it opens, at `width`.
    private func shootEmptyAndForm(_ style: String, _ app: FoodPinWindow, width: Int, words: Words) throws {
        try resize(app, width: width)
        let add = try app.window.waitForFirst(role: "push button", name: words.addRestaurant)
        try app.screenshot("current-\(style)-empty")
        try Input.click(add)
        let form = try app.form(words.newRestaurant)
        _ = try form.waitForFirst(role: "label", name: words.required)
        try app.screenshot("current-\(style)-form")
        try Input.key("Escape")
        try eventually("the form did not close") { !app.process.windows.contains { $0.name == words.newRestaurant } }
    }

    /// Teakha's page beside the list, its favourite toggle off, then on (Ctrl+D).
    private func shootDetails(_ style: String, _ app: FoodPinWindow, words: Words) throws {
        try resize(app, width: 1000)
        try Input.click(try app.waitForRow(named: "Teakha"))
        try app.waitForCurrent("Teakha")
        _ = try app.window.waitForFirst(role: "push button", name: words.markAsFavourite)
        try app.screenshot("current-\(style)-details")
        try app.toggleFavouriteByKey(expecting: "Teakha")
        _ = try app.window.waitForFirst(role: "push button", name: words.favourite) { $0.has(.pressed) }
        try app.screenshot("current-\(style)-details-favourite")
    }

    func testLightAndDark() throws {
        for (style, scheme) in [("light", AppProcess.ColorScheme.preferLight), ("dark", .preferDark)] {
            let empty = try launch(colorScheme: scheme, seed: emptyStore)
            try shootEmptyAndForm(style, empty, width: 1000, words: .english)
            empty.close()
            let app = try launch(colorScheme: scheme)
            _ = try app.waitForRow(named: "Teakha")
            try shootDetails(style, app, words: .english)
            app.close()
        }
    }

    func testNarrow() throws {
        let app = try launch(colorScheme: .preferLight, seed: emptyStore)
        try shootEmptyAndForm("narrow", app, width: 400, words: .english)
    }

    func testArabic() throws {
        let empty = try launch(speaking: .arabic, seed: emptyStore)
        try shootEmptyAndForm("arabic", empty, width: 1000, words: .arabic)
        empty.close()
        let app = try launch(speaking: .arabic)
        _ = try app.waitForRow(named: "Teakha")
        try shootDetails("arabic", app, words: .arabic)
    }
}
