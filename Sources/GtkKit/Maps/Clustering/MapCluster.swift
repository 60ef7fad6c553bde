/// Points of a `MapPointIndex` shown as one marker: a single point, or a count of nearby points at
/// their centre (MapKit's `MKClusterAnnotation`).
public struct MapCluster<ID: Hashable & Sendable>: Sendable, Hashable, Identifiable {
    /// What identifies a cluster from one query to the next, so that a marker can stay while the map
    /// pans: the point's identifier for a single point, the grid cell for a count.
    public enum Key: Hashable, Sendable {
        /// A cluster of one point: its identifier (stable across zoom levels).
        case point(ID)
        /// A count: its cell in the level-`level` grid (stable while the zoom stays within a level).
        case cell(level: Int, x: Int, y: Int)
    }

    /// The cluster's identity (see `Key`).
    public var id: Key
    /// Where the marker goes: the point itself, or the centre (mean position) of the points.
    public var coordinate: LocationCoordinate
    /// How many points the cluster holds (1 for a single point).
    public var count: Int
    /// The point's identifier when the cluster is a single point; nil for a count.
    public var singleID: ID? {
        if case let .point(id) = id { return id }
        return nil
    }

    /// Runs of positions in the index's arrays.
    var runs: ArraySlice<Range<Int>>
    /// A position inside `runs` that is not a member: the point shown apart (`standingApart`).
    var excluded: Int?
}
