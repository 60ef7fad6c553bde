import CGtk

/// A rectangle in a widget's coordinates, in logical pixels: where a popover points (UIKit's
/// `CGRect` for `sourceRect`), so the public API never spells graphene's or GDK's C types.
public struct Rect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; a popover points at no less than one pixel.
    public var width: Double
    /// The height; a popover points at no less than one pixel.
    public var height: Double

    /// A rectangle with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// In whole pixels, at least 1 × 1 (GDK's type, for `gtk_popover_set_pointing_to`).
    /// - Complexity: O(1).
    var gdkRectangle: GdkRectangle {
        GdkRectangle(
            x: Int32(x.rounded(.down)), y: Int32(y.rounded(.down)),
            width: max(1, Int32(width.rounded(.up))), height: max(1, Int32(height.rounded(.up))))
    }
}

extension Rect {
    /// The same rectangle as graphene's. - Complexity: O(1).
    init(_ rect: graphene_rect_t) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }
}
