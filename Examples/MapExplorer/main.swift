// MapExplorer: GtkKit's maps in one window. 10,000 places around London as clusters that open up as
// you zoom (only the clusters in view are widgets), a search box that finds places through
// Nominatim, and a pin dropped where you click. `swift run MapExplorer`. Uses only GtkKit's public API.
//
// Nothing is requested before the map is on screen, and searches only when you press Enter.
// MAPEXPLORER_TILES (a tile URL template), MAPEXPLORER_NOMINATIM (a Nominatim base URL) and
// MAPEXPLORER_PLACES (how many places) point it elsewhere; the tests use a loopback server.
import Foundation
import GtkKit

let environment = ProcessInfo.processInfo.environment
let london = LocationCoordinate(latitude: 51.5074, longitude: -0.1278)

@MainActor
final class MapExplorer {
    let window: Window
    let title = WindowTitle(title: "Map Explorer")
    let map: MapView
    let places: ClusteredMarkerLayer<Int>
    let pins: MarkerLayer
    let search = SearchEntry(hint: "Find a place")
    let geocoder: Geocoder

    init(application: Application) {
        OnlineMapServices.shared.userAgent = "MapExplorer/1.0 (GtkKit example)"
        let tiles = environment["MAPEXPLORER_TILES"].flatMap { try? TileSource.openStreetMap.withURLTemplate($0) }
        map = MapView(tileSource: tiles ?? .openStreetMap)
        map.accessibleLabel = "Map of London"
        map.setCenter(london, zoomLevel: 11, animated: false)
        geocoder = Geocoder(baseURL: environment["MAPEXPLORER_NOMINATIM"] ?? Geocoder.nominatimURL)

        // Places spread over London, the same ones every run: a seeded walk, not real data.
        let count = environment["MAPEXPLORER_PLACES"].flatMap(Int.init) ?? 10_000
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(UInt64(1) << 53)
        }
        let points = (0..<count).map { id in
            (id, LocationCoordinate(latitude: 51.38 + 0.27 * next(), longitude: -0.35 + 0.5 * next()))
        }
        places = ClusteredMarkerLayer(
            mapView: map, index: MapPointIndex(points),
            content: { Avatar(size: 28, text: "Place \($0)") }, accessibleLabel: { "Place \($0)" })
        pins = MarkerLayer(mapView: map, allowsSelection: false)
        map.addLayer(pins)

        window = Window(application: application, title: "Map Explorer", width: 900, height: 640)
        let header = HeaderBar()
        header.titleWidget = title
        search.accessibleLabel = "Find a place"
        header.packStart(search)
        let content = Box(.vertical)
        content.append(header)
        map.vexpand = true
        content.append(map)
        window.content = content

        places.onSelect = { [title] id in title.subtitle = "Place \(id)" }
        map.onActivate { [weak self] coordinate in self?.pin("Pin", at: coordinate) }
        search.onActivate { [weak self] in self?.find() }
        window.present()
    }

    /// Looks the typed text up and shows the first place found with a pin.
    func find() {
        title.subtitle = "Searching…"
        geocoder.search(search.text, limit: 1) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(found):
                guard let place = found.first else {
                    title.subtitle = "Nothing found"
                    return
                }
                title.subtitle = place.name
                pin(place.name, at: place.coordinate)
                if let bounds = place.bounds {
                    map.show(bounds, animated: true)
                } else {
                    map.setCenter(place.coordinate, zoomLevel: 16, animated: true)
                }
            case let .failure(error):
                title.subtitle = error.description
            }
        }
    }

    func pin(_ name: String, at coordinate: LocationCoordinate) {
        let image = Image(iconName: "mark-location-symbolic")
        image.setSizeRequest(width: 32, height: 32)
        pins.add(Marker(coordinate: coordinate, content: image, accessibleLabel: name))
    }
}

let application = Application(id: "io.github.foodpin.examples.MapExplorer", unique: false)
var explorer: MapExplorer?
application.onActivate { explorer = MapExplorer(application: application) }
_ = application.run()
