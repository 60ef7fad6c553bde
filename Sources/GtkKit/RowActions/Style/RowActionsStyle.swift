/// The row actions' CSS: one provider for the default display, installed by the first `SwipeRow`, and
/// regenerated when libadwaita's dark or high-contrast setting changes or a new custom colour appears.
///
/// GTK 4.8 CSS has no media queries for dark or high contrast, so the rules for the current style
/// are written out in Swift (each foreground chosen by `Color.foregroundIsLight`).
@MainActor
public enum RowActionsStyle {
    private static var provider: StyleProvider?
    private static var customColors: Set<Color> = []
    /// Forces high contrast on or off (tests and screenshots); nil follows libadwaita.
    static var highContrastOverride: Bool? {
        didSet { refresh() }
    }

    /// Installs the provider on the default display once. Needs an open display.
    public static func install() {
        guard provider == nil, let new = StyleProvider() else { return }
        provider = new
        StyleManager.shared.onStyleChanged { refresh() }
        refresh()
    }

    /// Makes sure `color` has a style class (`color.styleClass`).
    public static func register(_ color: Color) {
        guard case .rgb = color.storage, !customColors.contains(color) else { return }
        customColors.insert(color)
        refresh()
    }

    /// Whether the current style is dark.
    public static var isDark: Bool { StyleManager.shared.isDark }
    /// Whether the current style is high contrast.
    public static var isHighContrast: Bool {
        highContrastOverride ?? StyleManager.shared.isHighContrast
    }

    /// Rewrites the provider for the current style.
    static func refresh() {
        guard let provider else { return }
        let css = stylesheet(dark: isDark, highContrast: isHighContrast)
        provider.load(css)
    }

    /// The whole stylesheet for one style.
    static func stylesheet(dark: Bool, highContrast: Bool) -> String {
        var css = baseRules
        let colors = Color.systemColors + customColors.sorted { $0.styleClass < $1.styleClass }
        for color in colors {
            let background: String
            switch color.storage {
            case .named(let named): background = dark ? named.dark : named.light
            case .rgb(let value): background = "#\(Color.hex(value))"
            }
            let light = color.foregroundIsLight(dark: dark, highContrast: highContrast)
            let foreground = light ? "#ffffff" : (highContrast ? "#000000" : "rgba(0, 0, 0, 0.8)")
            css +=
                ".gtkkit-swipe-action.\(color.styleClass) { background-color: \(background); color: \(foreground); }\n"
        }
        if highContrast { css += highContrastRules }
        return css
    }

    private static let baseRules = """
        .gtkkit-swipe-row:focus-visible > .gtkkit-swipe-content {
          outline: 2px solid alpha(@accent_color, 0.5); outline-offset: -2px; border-radius: 6px;
        }
        .gtkkit-swipe-action {
          margin: 0; padding: 6px 12px; min-width: 52px; border: none; border-radius: 0;
          box-shadow: none; background-image: none; transition: filter 150ms ease-out;
        }
        .gtkkit-swipe-action:hover { filter: brightness(1.08); }
        .gtkkit-swipe-action:active { filter: brightness(0.88); }
        .gtkkit-swipe-action.destructive { background-color: @destructive_bg_color; color: @destructive_fg_color; }
        .gtkkit-swipe-action-title { font-size: 0.85em; font-weight: 600; }
        .gtkkit-swipe-action-icon { -gtk-icon-size: 18px; }
        button.gtkkit-edit-remove {
          min-width: 22px; min-height: 22px; padding: 0;
          background-color: @destructive_bg_color; color: @destructive_fg_color;
        }
        button.gtkkit-edit-remove image { transition: -gtk-icon-transform 200ms ease-out; }
        button.gtkkit-edit-remove.confirming image { -gtk-icon-transform: rotate(-90deg); }

        """

    private static let highContrastRules = """
        .gtkkit-swipe-action { outline: 2px solid currentColor; outline-offset: -4px; }
        .gtkkit-swipe-action-title { font-weight: 800; }
        button.gtkkit-edit-remove { outline: 1px solid currentColor; outline-offset: -3px; }

        """
}
