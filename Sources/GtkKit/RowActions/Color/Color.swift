/// A background colour for a `ContextualAction`: a named system colour that follows the light, dark
/// and high-contrast styles, or a fixed RGB colour.
///
/// - Note: UIKit's `UIColor` is a general colour type; this one only carries what a swipe button
///   needs. System colours map to libadwaita's palette (`systemRed` is `@red_3` in light and `@red_4`
///   in dark mode), so they are close to, not equal to, Apple's values.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// A libadwaita palette colour with its light and dark shades.
    struct Named: Sendable, Hashable {
        let name: String
        /// CSS for the light and dark styles: a palette name (`@red_3`) or a literal.
        let light: String, dark: String
        /// The same shades as RGB, for choosing a readable foreground.
        let lightRGB: UInt32, darkRGB: UInt32
    }

    enum Storage: Sendable, Hashable {
        case named(Named)
        case rgb(UInt32)
    }

    let storage: Storage

    /// A custom colour from components in 0…1 (clamped).
    public init(red: Double, green: Double, blue: Double) {
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        storage = .rgb(byte(red) << 16 | byte(green) << 8 | byte(blue))
    }

    /// A custom colour from `0xRRGGBB`; bits above the low 24 are ignored.
    public init(rgb: UInt32) {
        storage = .rgb(rgb & 0xFF_FFFF)
    }

    /// A custom colour from `"#RRGGBB"` or `"RRGGBB"`; nil when the text is not six hex digits.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        storage = .rgb(value)
    }

    private init(_ name: String, _ light: String, _ lightRGB: UInt32, _ dark: String, _ darkRGB: UInt32) {
        storage = .named(Named(name: name, light: light, dark: dark, lightRGB: lightRGB, darkRGB: darkRGB))
    }

    /// Red: libadwaita's `@red_3` in light mode, `@red_4` in dark mode; destructive actions' default.
    public static let systemRed = Color("red", "@red_3", 0xE01B24, "@red_4", 0xC01C28)
    /// Orange: `@orange_3` / `@orange_4` (the seed's Share button).
    public static let systemOrange = Color("orange", "@orange_3", 0xFF7800, "@orange_4", 0xE66100)
    /// Yellow: `@yellow_5` / `@yellow_4`.
    public static let systemYellow = Color("yellow", "@yellow_5", 0xE5A50A, "@yellow_4", 0xF5C211)
    /// Green: `@green_5` / `@green_4`.
    public static let systemGreen = Color("green", "@green_5", 0x26A269, "@green_4", 0x2EC27E)
    /// Teal: `#2190a4` in light mode, `#259ab0` in dark mode.
    /// - Note: libadwaita 1.2 has no teal; this is GNOME's later teal.
    public static let systemTeal = Color("teal", "#2190a4", 0x2190A4, "#259ab0", 0x259AB0)
    /// Blue: `@blue_3` in both styles.
    public static let systemBlue = Color("blue", "@blue_3", 0x3584E4, "@blue_3", 0x3584E4)
    /// Indigo: `@blue_5` / `@blue_4` (libadwaita has no indigo).
    public static let systemIndigo = Color("indigo", "@blue_5", 0x1A5FB4, "@blue_4", 0x1C71D8)
    /// Purple: `@purple_3` in both styles.
    public static let systemPurple = Color("purple", "@purple_3", 0x9141AC, "@purple_3", 0x9141AC)
    /// Pink: `#d5306c` in light mode, `#e0467e` in dark mode.
    /// - Note: libadwaita 1.2 has no pink; this is GNOME's later pink.
    public static let systemPink = Color("pink", "#d5306c", 0xD5306C, "#e0467e", 0xE0467E)
    /// Brown: `@brown_3` / `@brown_2`.
    public static let systemBrown = Color("brown", "@brown_3", 0x986A44, "@brown_2", 0xB5835A)
    /// Grey: `@dark_1` / `@dark_2`; normal actions' default.
    public static let systemGray = Color("gray", "@dark_1", 0x77767B, "@dark_2", 0x5E5C64)

    /// Every named system colour, for styling and tests.
    public static let systemColors: [Color] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
        .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray,
    ]

    /// The style class a button with this background carries (`gtkkit-color-red`,
    /// `gtkkit-color-rgb-ff8800`).
    public var styleClass: String {
        switch storage {
        case .named(let named): "gtkkit-color-\(named.name)"
        case .rgb(let value): "gtkkit-color-rgb-\(Color.hex(value))"
        }
    }

    public var description: String {
        switch storage {
        case .named(let named): "system \(named.name)"
        case .rgb(let value): "#\(Color.hex(value))"
        }
    }

    /// The colour's RGB value in the given style.
    public func rgb(dark: Bool) -> UInt32 {
        switch storage {
        case .named(let named): dark ? named.darkRGB : named.lightRGB
        case .rgb(let value): value
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
