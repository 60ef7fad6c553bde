// Why this file exists: FoodPin's few style rules, in libadwaita's named colours so that light, dark
// and high-contrast styles all follow without code.
import GtkKit

@MainActor
enum AppStyle {
    static let css = """
        .restaurant-cell { padding-top: 10px; padding-bottom: 10px; }
        .restaurant-cell .restaurant-name { font-weight: bold; }
        .favorite-heart { color: @red_3; margin-left: 6px; margin-right: 6px; }
        .restaurant-list-page { background-color: @view_bg_color; }
        """

    static func install() { StyleSheet.install(css) }
}
