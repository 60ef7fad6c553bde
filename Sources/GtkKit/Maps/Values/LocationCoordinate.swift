/// A point on Earth in WGS 84 degrees: what GPS, OpenStreetMap and Nominatim use (MapKit's
/// `CLLocationCoordinate2D`).
public struct LocationCoordinate: Sendable, Hashable, CustomStringConvertible {
    /// Degrees north (negative: south); valid from −90 to 90.
    public var latitude: Double
    /// Degrees east (negative: west); valid from −180 to 180.
    public var longitude: Double

    /// A coordinate; it may be invalid (`isValid`), as `CLLocationCoordinate2D` may.
    /// - Complexity: O(1).
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both numbers are in range (and not NaN). A map clamps an invalid coordinate before
    /// using it. - Complexity: O(1).
    public var isValid: Bool { (-90...90).contains(latitude) && (-180...180).contains(longitude) }

    /// `latitude,longitude`, for logs and tests.
    public var description: String { "\(latitude),\(longitude)" }

    /// The coordinate moved into range: latitude clamped to what Web Mercator shows, longitude
    /// wrapped around the globe; NaN becomes 0. - Complexity: O(1).
    var clamped: LocationCoordinate {
        let latitude =
            latitude.isNaN ? 0 : min(WebMercator.maximumLatitude, max(-WebMercator.maximumLatitude, latitude))
        var longitude = longitude.isFinite ? longitude.truncatingRemainder(dividingBy: 360) : 0
        if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
        return LocationCoordinate(latitude: latitude, longitude: longitude)
    }
}
