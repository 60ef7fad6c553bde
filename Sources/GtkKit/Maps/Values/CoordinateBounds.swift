/// A latitude–longitude rectangle: what a map shows (`MapView.visibleBounds`), or what it should show
/// (`MapView.show(_:animated:)`).
///
/// A rectangle across the antimeridian has `west > east`: it holds the longitudes from `west` to 180
/// and from −180 to `east`.
public struct CoordinateBounds: Sendable, Hashable, CustomStringConvertible {
    /// The southern edge, degrees.
    public var south: Double
    /// The western edge, degrees.
    public var west: Double
    /// The northern edge, degrees.
    public var north: Double
    /// The eastern edge, degrees; less than `west` across the antimeridian.
    public var east: Double

    /// Bounds with these edges, as given. - Complexity: O(1).
    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }

    /// The smallest bounds holding every coordinate (not across the antimeridian), or nil for none.
    /// - Complexity: O(n).
    public init?(containing coordinates: some Sequence<LocationCoordinate>) {
        var iterator = coordinates.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(south: first.latitude, west: first.longitude, north: first.latitude, east: first.longitude)
        while let next = iterator.next() {
            south = min(south, next.latitude)
            north = max(north, next.latitude)
            west = min(west, next.longitude)
            east = max(east, next.longitude)
        }
    }

    /// Whether the bounds cross the antimeridian (`west > east`).
    public var crossesAntimeridian: Bool { west > east }

    /// The middle of the bounds. - Complexity: O(1).
    public var center: LocationCoordinate {
        var longitude = (west + east) / 2
        if crossesAntimeridian { longitude += longitude > 0 ? -180 : 180 }
        return LocationCoordinate(latitude: (south + north) / 2, longitude: longitude)
    }

    /// Whether `coordinate` is inside (edges included). - Complexity: O(1).
    public func contains(_ coordinate: LocationCoordinate) -> Bool {
        guard coordinate.latitude >= south, coordinate.latitude <= north else { return false }
        return crossesAntimeridian
            ? coordinate.longitude >= west || coordinate.longitude <= east
            : coordinate.longitude >= west && coordinate.longitude <= east
    }

    /// `south,west → north,east`, for logs and tests.
    public var description: String { "\(south),\(west) → \(north),\(east)" }
}
