import Foundation

/// A latitude–longitude rectangle: the part of the world a map shows, for
/// `RestaurantStore.places(in:)`.
///
/// A box that crosses the antimeridian (a map of Fiji) has `west > east`; it holds the longitudes
/// from `west` to 180 and from −180 to `east`.
public struct CoordinateBox: Sendable, Hashable {
    /// The southern edge, degrees.
    public var south: Double
    /// The western edge, degrees.
    public var west: Double
    /// The northern edge, degrees (not below `south`).
    public var north: Double
    /// The eastern edge, degrees; below `west` when the box crosses the antimeridian.
    public var east: Double

    /// A box between these edges; latitudes are clamped to −90…90 and longitudes to −180…180, and
    /// `south` and `north` are swapped when given the wrong way round.
    /// - Complexity: O(1).
    public init(south: Double, west: Double, north: Double, east: Double) {
        let clampLatitude = { (value: Double) in Swift.min(90, Swift.max(-90, value)) }
        let clampLongitude = { (value: Double) in Swift.min(180, Swift.max(-180, value)) }
        self.south = clampLatitude(Swift.min(south, north))
        self.north = clampLatitude(Swift.max(south, north))
        self.west = clampLongitude(west)
        self.east = clampLongitude(east)
    }

    /// Whether the box crosses the antimeridian (180°).
    public var crossesAntimeridian: Bool { west > east }

    /// Whether `coordinate` lies in the box (edges included).
    /// - Complexity: O(1).
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard (south...north).contains(coordinate.latitude) else { return false }
        return crossesAntimeridian
            ? coordinate.longitude >= west || coordinate.longitude <= east
            : (west...east).contains(coordinate.longitude)
    }
}

/// A restaurant's place on a map: what a map of every restaurant reads, 16 bytes of id and two
/// numbers, without the restaurant's text.
public struct RestaurantPlace: Sendable, Hashable, Identifiable {
    /// The restaurant's id.
    public var id: UUID
    /// Where it is.
    public var coordinate: Coordinate

    /// A place of restaurant `id` at `coordinate`.
    public init(id: UUID, coordinate: Coordinate) {
        self.id = id
        self.coordinate = coordinate
    }
}
