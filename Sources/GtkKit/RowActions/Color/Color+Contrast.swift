import Foundation

extension Color {
    /// WCAG 2 relative luminance of `0xRRGGBB`, 0 (black) to 1 (white).
    public static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let c = Double((rgb >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    /// WCAG 2 contrast ratio between two colours, 1…21.
    public static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The foreground to draw over this colour: white or near-black.
    ///
    /// GNOME draws white over its accent and destructive colours, at contrasts just above 3:1 (the
    /// WCAG minimum for large text and UI parts), so white wins whenever it reaches 3:1. In high
    /// contrast the stronger of the two wins outright.
    public func foregroundIsLight(dark: Bool, highContrast: Bool) -> Bool {
        let background = rgb(dark: dark)
        let white = Color.contrast(background, 0xFFFFFF)
        let black = Color.contrast(background, 0x000000)
        return highContrast ? white >= black : (white >= 3 || white >= black)
    }
}
