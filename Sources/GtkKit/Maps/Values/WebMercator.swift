import Foundation

/// The Web Mercator projection (EPSG:3857) every OpenStreetMap-style tile server uses, in world
/// units: x and y from 0 to 1, x eastwards from −180°, y southwards from about 85.05° north. At zoom
/// z the world is `tileSize × 2^z` pixels across.
enum WebMercator {
    /// The latitude where y reaches 0 (and 1 at its negative): the square world's edge.
    static let maximumLatitude = 85.051_128_779_806_59

    /// x of `longitude`, 0…1. - Complexity: O(1).
    static func x(longitude: Double) -> Double { (longitude + 180) / 360 }

    /// y of `latitude`, 0 at the top, clamped to 0…1. - Complexity: O(1).
    static func y(latitude: Double) -> Double {
        let clamped = min(maximumLatitude, max(-maximumLatitude, latitude)) * .pi / 180
        let y = (1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2
        return min(1, max(0, y))
    }

    /// The longitude at `x`. - Complexity: O(1).
    static func longitude(x: Double) -> Double { x * 360 - 180 }

    /// The latitude at `y`. - Complexity: O(1).
    static func latitude(y: Double) -> Double { atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi }

    /// The point of `coordinate`, in world units. - Complexity: O(1).
    static func point(_ coordinate: LocationCoordinate) -> (x: Double, y: Double) {
        (x(longitude: coordinate.longitude), y(latitude: coordinate.latitude))
    }

    /// The coordinate of a point in world units. - Complexity: O(1).
    static func coordinate(x: Double, y: Double) -> LocationCoordinate {
        LocationCoordinate(latitude: latitude(y: y), longitude: longitude(x: x))
    }
}
