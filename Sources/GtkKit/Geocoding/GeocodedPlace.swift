/// A place a `Geocoder` found for some text (a restaurant's location, "Tai Ping Shan Street").
public struct GeocodedPlace: Sendable, Hashable {
    /// The place's name, with what tells it from the other results when several came back
    /// ("Teakha, Sheung Wan"), as geocode-glib names it.
    public var name: String
    /// Where it is.
    public var coordinate: LocationCoordinate
    /// Its extent when the server gave one (a street, a city): what a map should show.
    public var bounds: CoordinateBounds?
    /// Its town or city, when known.
    public var town: String?
    /// Its country, when known.
    public var country: String?

    /// A place; for tests and for apps that make their own.
    public init(
        name: String, coordinate: LocationCoordinate, bounds: CoordinateBounds? = nil, town: String? = nil,
        country: String? = nil
    ) {
        self.name = name
        self.coordinate = coordinate
        self.bounds = bounds
        self.town = town
        self.country = country
    }
}
