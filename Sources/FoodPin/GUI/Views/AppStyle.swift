// Why this file exists: FoodPin's few style rules, in libadwaita's named colours so that light, dark
// and high-contrast styles all follow without code. The details page's favourite toggle, pressed, is
// the pink of the favourite swipe action (libadwaita 1.2 has no pink), white on it in every style.
import GtkKit

@MainActor
enum AppStyle {
    static let css = """
        .restaurant-cell { padding-top: 10px; padding-bottom: 10px; }
        .restaurant-cell .restaurant-name { font-weight: bold; }
        .favorite-heart { color: @red_3; margin-left: 6px; margin-right: 6px; }
        .restaurant-list-page { background-color: @view_bg_color; }
        .rating-mark { color: @accent_color; margin-left: 6px; margin-right: 6px; }
        .review-root { background-color: @window_bg_color; }
        .review-backdrop { filter: blur(20px); }
        .review { background-color: alpha(@window_bg_color, 0.6); }
        .review .mood { padding: 10px 18px; font-size: 1.2em; -gtk-icon-size: 32px; }
        .review .mood.chosen { background-color: alpha(@accent_bg_color, 0.3); }
        button.favorite-toggle:checked { background-color: #d5306c; color: #ffffff; }
        button.favorite-toggle:checked:hover { background-color: #c12a61; }
        button.favorite-toggle:checked:active { background-color: #a9234f; }
        """

    static func install() { StyleSheet.install(css) }
}
