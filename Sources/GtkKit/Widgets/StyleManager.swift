import CGtk

/// `AdwStyleManager`: the app's colour scheme (follow the system, force light or dark) and whether
/// dark and high-contrast styles are in effect.
@MainActor
public final class StyleManager {
    /// The app's style manager (libadwaita must be initialised: `Application` or `adw_init`).
    public static var shared: StyleManager { StyleManager() }

    /// The scheme the app asks for.
    public enum ColorScheme {
        /// Follow the system's preference (light unless the system prefers dark), always light, always dark,
        /// or prefer light or dark when the system states no preference.
        case followSystem, forceLight, forceDark, preferLight, preferDark
        var adw: AdwColorScheme {
            switch self {
            case .followSystem: ADW_COLOR_SCHEME_DEFAULT
            case .forceLight: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .forceDark: ADW_COLOR_SCHEME_FORCE_DARK
            case .preferLight: ADW_COLOR_SCHEME_PREFER_LIGHT
            case .preferDark: ADW_COLOR_SCHEME_PREFER_DARK
            }
        }
        init(_ scheme: AdwColorScheme) {
            switch scheme {
            case ADW_COLOR_SCHEME_FORCE_LIGHT: self = .forceLight
            case ADW_COLOR_SCHEME_FORCE_DARK: self = .forceDark
            case ADW_COLOR_SCHEME_PREFER_LIGHT: self = .preferLight
            case ADW_COLOR_SCHEME_PREFER_DARK: self = .preferDark
            default: self = .followSystem
            }
        }
    }

    private let manager: OpaquePointer

    private init() { manager = adw_style_manager_get_default() }

    /// The scheme the app asks for; setting it restyles every window at once.
    public var colorScheme: ColorScheme {
        get { ColorScheme(adw_style_manager_get_color_scheme(manager)) }
        set { adw_style_manager_set_color_scheme(manager, newValue.adw) }
    }

    /// Whether the dark style is in effect now.
    public var isDark: Bool { Bool(adw_style_manager_get_dark(manager)) }

    /// Whether the system asks for high contrast.
    public var isHighContrast: Bool { Bool(adw_style_manager_get_high_contrast(manager)) }

    /// Runs `handler` whenever `isDark` changes.
    @discardableResult
    public func onDarkChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(manager, "notify::dark") { (_: UnsafeMutableRawPointer?) in handler() }
    }
}
