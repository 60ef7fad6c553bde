// Why this view exists: the details page's answer to "where is it" (issue 30) — a small map centred
// on the restaurant with its marker (the photo or the initials), under its location; activating the
// map (a click, or Enter while it has the focus) opens the map of every restaurant on it, and Open in
// Maps hands `geo:LAT,LON` to the desktop's map app (GNOME Maps registers the scheme). Open in Maps is
// shown only when some app handles `geo:`; the whole section only for a restaurant with a place.
// Its tiles are asked for when the page shows it, never before.
import FoodPinModel
import GtkKit
import Localization

@MainActor
final class DetailsMap {
    /// The section: the map, then Open in Maps.
    let view = Box(.vertical, spacing: 6)
    let map: MapView
    private let layer: MarkerLayer
    private let marker: Marker
    private let markerView = RestaurantMarker()
    private let openInMaps = LinkButton(label: localized("Open in Maps"), uri: "geo:0,0")
    private let photos = PhotoCache()
    /// Runs when the user activates the map: show the map of every restaurant on this one.
    var onActivate: (@MainActor () -> Void)?

    init(settings: MapSettings = .shared) {
        map = MapView(tileSource: settings.tileSource, services: settings.services)
        map.showsZoomButtons = false
        map.setSizeRequest(height: 200)
        map.addCSSClass("card")
        layer = MarkerLayer(mapView: map, allowsSelection: false)
        map.addLayer(layer)
        marker = Marker(
            coordinate: LocationCoordinate(latitude: 0, longitude: 0), content: markerView, accessibleLabel: "")
        layer.add(marker)
        marker.onActivate { [weak self] in self?.onActivate?() }
        map.onActivate { [weak self] _ in self?.onActivate?() }
        openInMaps.halign = .end
        view.addCSSClass("restaurant-place")
        view.append(map)
        view.append(openInMaps)
        settings.onTileSourceChange(owner: self) { [weak self] in self?.map.tileSource = settings.tileSource }
    }

    /// Shows `restaurant`'s place, or hides the section when it has none.
    func show(_ restaurant: Restaurant?) {
        guard let restaurant, let coordinate = restaurant.coordinate else {
            view.isVisible = false
            return
        }
        view.isVisible = true
        let point = LocationCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
        map.setCenter(point, zoomLevel: 16, animated: false)
        // Translators: the name of the small map on a restaurant's page, as a screen reader says it.
        map.accessibleLabel = localized("Map of {name}", ["name": restaurant.name])
        marker.coordinate = point
        marker.accessibleLabel = RestaurantMarker.accessibleName(restaurant)
        markerView.configure(restaurant, photo: photos.thumbnail(for: restaurant))
        openInMaps.uri = coordinate.geoURI
        // Checked on each showing: a map app installed meanwhile counts.
        openInMaps.isVisible = LinkButton.canOpen(scheme: "geo")
    }
}
