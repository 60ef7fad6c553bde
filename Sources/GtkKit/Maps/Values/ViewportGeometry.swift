import Foundation

/// Where things are on a map widget: its centre, zoom, rotation and size, and the conversions
/// between widget points and coordinates — libshumate's `ShumateViewport` arithmetic (Web Mercator,
/// `tileSize × 2^zoom` pixels around the world), written out so that it also works before the map
/// has a tile source (libshumate's needs one) and off the main thread.
struct ViewportGeometry: Equatable, Sendable {
    var center: LocationCoordinate
    var zoomLevel: Double
    /// Radians, clockwise, as `ShumateViewport:rotation`.
    var rotation: Double = 0
    var width: Double
    var height: Double
    var tileSize: Double = 256

    /// Pixels around the world at this zoom.
    var worldSize: Double { tileSize * pow(2, zoomLevel) }

    /// The widget point of `coordinate` (it may lie outside the widget). - Complexity: O(1).
    func point(for coordinate: LocationCoordinate) -> (x: Double, y: Double) {
        let world = worldSize
        let (cx, cy) = WebMercator.point(center)
        let (px, py) = WebMercator.point(coordinate)
        var dx = (px - cx) * world
        // The nearer copy of the world: a point just across the antimeridian is to the east.
        if dx > world / 2 { dx -= world } else if dx < -world / 2 { dx += world }
        return rotated(dx + width / 2, (py - cy) * world + height / 2, by: rotation)
    }

    /// The coordinate under widget point (`x`, `y`). - Complexity: O(1).
    func coordinate(atX x: Double, y: Double) -> LocationCoordinate {
        let (ux, uy) = rotated(x, y, by: -rotation)
        let world = worldSize
        let (cx, cy) = WebMercator.point(center)
        var wx = (cx * world - width / 2 + ux) / world
        wx -= floor(wx)  // around the world
        let wy = min(1, max(0, (cy * world - height / 2 + uy) / world))
        return WebMercator.coordinate(x: wx, y: wy)
    }

    /// The bounds of everything the widget shows (all four corners, rotated or not); the whole
    /// world's longitudes when the widget is wider than the world. - Complexity: O(1).
    var visibleBounds: CoordinateBounds {
        let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map { coordinate(atX: $0.0, y: $0.1) }
        let south = corners.map(\.latitude).min()!, north = corners.map(\.latitude).max()!
        let span = (width * abs(cos(rotation)) + height * abs(sin(rotation))) / worldSize * 360
        if span >= 360 { return CoordinateBounds(south: south, west: -180, north: north, east: 180) }
        var west = center.longitude - span / 2, east = center.longitude + span / 2
        if west < -180 { west += 360 }
        if east > 180 { east -= 360 }
        return CoordinateBounds(south: south, west: west, north: north, east: east)
    }

    /// The zoom at which `bounds` fills the widget (less `padding` pixels each side), at most `maximum`.
    /// - Complexity: O(1).
    func zoomLevel(fitting bounds: CoordinateBounds, padding: Double, maximum: Double) -> Double {
        var dx = WebMercator.x(longitude: bounds.east) - WebMercator.x(longitude: bounds.west)
        if dx < 0 { dx += 1 }
        let dy = abs(WebMercator.y(latitude: bounds.south) - WebMercator.y(latitude: bounds.north))
        let usable = (max(1, width - 2 * padding), max(1, height - 2 * padding))
        let fit = min(usable.0 / max(dx * tileSize, 1e-9), usable.1 / max(dy * tileSize, 1e-9))
        return min(maximum, max(0, log2(fit)))
    }

    private func rotated(_ x: Double, _ y: Double, by angle: Double) -> (x: Double, y: Double) {
        guard angle != 0 else { return (x, y) }
        let (ox, oy) = (x - width / 2, y - height / 2)
        return (cos(angle) * ox - sin(angle) * oy + width / 2, sin(angle) * ox + cos(angle) * oy + height / 2)
    }
}
