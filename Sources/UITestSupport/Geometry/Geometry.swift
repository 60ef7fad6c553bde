/// A point in X screen pixels. With no window manager a toplevel sits at 0,0, so window coordinates
/// (what AT-SPI extents give) are also screen coordinates.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// This point moved by `dx`, `dy`.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point { Point(x: x + dx, y: y + dy) }
    public var description: String { "(\(x), \(y))" }
}

/// A rectangle in window coordinates (AT-SPI `ATSPI_COORD_TYPE_WINDOW`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    public var minX: Int { x }
    public var maxX: Int { x + width }
    public var minY: Int { y }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// A point at fractions of the width and height (0…1), e.g. `point(0.9, 0.5)` near the right edge.
    public func point(_ fx: Double, _ fy: Double) -> Point {
        Point(x: x + Int(Double(width) * fx), y: y + Int(Double(height) * fy))
    }
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
    public var description: String { "[\(x),\(y) \(width)×\(height)]" }
}

extension Rect {
    /// Whether the two rectangles overlap by at least one pixel.
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The overlapping part (empty, with zero size, when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

/// A width and height in pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)" }
}

extension Rect {
    public var size: Size { Size(width: width, height: height) }
    public var origin: Point { Point(x: x, y: y) }
}

extension Rect {
    /// Whether at least a quarter of this rectangle's width and of its height lie inside `clip`: the
    /// on-screen test. A carousel page peeking 12 px into the window is not on screen; a list row
    /// half scrolled out still is.
    func isMostlyVisible(in clip: Rect) -> Bool {
        let visible = intersection(clip)
        return !visible.isEmpty && visible.width * 4 >= width && visible.height * 4 >= height
    }
}
