// RestaurantMapController: the map of every restaurant, a pane beside the list (issue 30).
//
// Design
//   RestaurantStore ──places() on a worker──▶ MapPointIndex (built there) ──filtered by the list──▶
//   ClusteredMarkerLayer ──content──▶ RestaurantMarker (restaurants read by id for the places in view)
// - The map holds places, not restaurants: 100,000 ids and coordinates make the index; a single
//   place in view reads its restaurant (name, photo, favourite) a batch at a time, kept in a bounded
//   cache. Only the clusters in view are widgets (GtkKit's clustered layer).
// - The map shows what the list shows: while a search or Favourites Only narrows the list, the index
//   is narrowed to the list's ids (off the main thread as well).
// - The store's changes reach it through the window (`storeDidChange`): the cache is dropped and, if
//   the map is on screen, the places are read again; else when it next appears.
// - Activating a restaurant's marker asks the window to select its row and open its page
//   (`RestaurantMapHost`); activating a count zooms in on it.
//
// Threading rule: main thread, except reading the places (a store of the worker's own on the same
// file), the index builds and the filters, which run detached and hand their result back to the main
// actor; an index older than the newest asked for is dropped, and a filter asked for while the places
// are read runs again on what the read brings.
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// What the map asks of the window.
@MainActor
protocol RestaurantMapHost: AnyObject {
    /// A restaurant's marker was activated: select its row and show its page.
    func mapDidActivate(_ id: UUID)
    /// The map's back button (a narrow window).
    func mapDidClose()
}

@MainActor
final class RestaurantMapController {
    let page = Box(.vertical)
    let header = HeaderBar()
    let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: localized("Back"))
    let map: MapView
    weak var host: RestaurantMapHost?
    /// The store whose restaurants the map shows (set once the window shows a list).
    var store: RestaurantStore? {
        didSet { placesAreCurrent = false }
    }
    private let settings: MapSettings
    private var markers: ClusteredMarkerLayer<UUID>!
    private let photos = PhotoCache()
    private var everyPlace = MapPointIndex<UUID>()
    private var shownIDs: Set<UUID>?
    private var restaurants: [UUID: Restaurant] = [:]
    private var missing: Set<UUID> = []
    private var placesAreCurrent = false
    /// The newest read of the places: an older one's result is dropped.
    private var readGeneration = 0
    /// The newest index asked for, by a read or a filter: what comes back for an older one is not shown.
    private var indexGeneration = 0
    private var didCentre = false
    /// Told the main thread's part of the first showing, until its markers are painted (the bench).
    var onFirstMarkers: (@MainActor () -> Void)?

    init(settings: MapSettings = .shared) {
        self.settings = settings
        map = MapView(tileSource: settings.tileSource, services: settings.services)
        map.accessibleLabel = localized("Map of All Restaurants")
        map.vexpand = true
        page.addCSSClass("restaurant-map")
        header.titleWidget = WindowTitle(title: localized("Map"))
        header.packStart(backButton)
        page.append(header)
        page.append(map)
        backButton.onClicked { [weak self] in self?.host?.mapDidClose() }
        markers = ClusteredMarkerLayer(
            mapView: map, content: { [weak self] id in self?.marker(for: id) ?? RestaurantMarker() },
            accessibleLabel: { [weak self] id in RestaurantMarker.accessibleName(self?.restaurant(id)) })
        markers.clusterLabel = { count in
            localizedPlural(one: "{count} restaurant", other: "{count} restaurants", count: count)
        }
        markers.onSelect = { [weak self] id in self?.host?.mapDidActivate(id) }
        settings.onTileSourceChange(owner: self) { [weak self] in
            guard let self else { return }
            self.map.tileSource = settings.tileSource
        }
    }

    /// The places shown now (the bench and tests read it). - Complexity: O(1).
    var placeCount: Int { markers.index.count }

    /// The map comes on screen: reads the places if they changed while it was away.
    func willAppear() {
        if !placesAreCurrent { reloadPlaces() }
    }

    /// The store changed (anyone's change): restaurants are read again; places too, now if the map is
    /// on screen, else when it next appears.
    func storeDidChange() {
        restaurants.removeAll()
        placesAreCurrent = false
        if map.isMapped {
            reloadPlaces()
        } else {
            markers.reloadContent(for: markers.visibleClusters.compactMap(\.singleID))
        }
    }

    /// Shows only these restaurants (what the list shows), or every one (nil).
    func show(only ids: Set<UUID>?) {
        guard ids != shownIDs else { return }
        shownIDs = ids
        applyFilter()
    }

    /// Highlights `id`'s marker (the row the window acts on).
    func select(_ id: UUID?) { markers.selectedID = id }

    /// Moves the map onto `id` (the details page's small map, activated) and highlights it.
    func focus(on id: UUID, at coordinate: Coordinate) {
        didCentre = true
        map.setCenter(
            LocationCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude), zoomLevel: 17,
            animated: map.isMapped)
        select(id)
    }

    // MARK: - Places

    /// Reads every place and builds their index on a worker, through a store of its own on the same
    /// file (as the list's first load and the search do): at 100,000 restaurants the read alone is
    /// tens of milliseconds that the main thread would spend on every showing after a change.
    private func reloadPlaces() {
        guard let path = store?.path else { return }
        placesAreCurrent = true
        readGeneration += 1
        indexGeneration += 1
        let (readTicket, indexTicket) = (readGeneration, indexGeneration)
        let shown = shownIDs
        Task { @MainActor [weak self] in
            let read = await Task.detached(priority: .userInitiated) { () -> Places? in
                guard let places = try? RestaurantStore(path: path, seedingSamples: false).places() else {
                    return nil
                }
                let coordinates = places.map {
                    LocationCoordinate(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude)
                }
                let all = MapPointIndex(ids: places.map(\.id), coordinates: coordinates)
                return Places(
                    all: all, filtered: shown.map { only in all.filtered { only.contains($0) } },
                    bounds: CoordinateBounds(containing: coordinates))
            }.value
            guard let self, readTicket == self.readGeneration else { return }
            guard let read else {
                self.placesAreCurrent = false
                return
            }
            self.everyPlace = read.all
            // The list's filter changed while the places were read: the new places are filtered anew
            // (the filter that ran meanwhile narrowed the old ones).
            if indexTicket == self.indexGeneration {
                self.markers.index = read.filtered ?? read.all
            } else {
                self.applyFilter()
            }
            self.centreOnFirstShowing(read.all, bounds: read.bounds)
            self.map.afterNextFrame { [weak self] in
                self?.onFirstMarkers?()
                self?.onFirstMarkers = nil
            }
        }
    }

    /// What a worker hands back from reading the places.
    private struct Places: Sendable {
        var all: MapPointIndex<UUID>
        var filtered: MapPointIndex<UUID>?
        var bounds: CoordinateBounds?
    }

    private func applyFilter() {
        indexGeneration += 1
        let ticket = indexGeneration
        let (all, shown) = (everyPlace, shownIDs)
        Task { @MainActor [weak self] in
            let filtered = await Task.detached(priority: .userInitiated) {
                shown.map { only in all.filtered { only.contains($0) } } ?? all
            }.value
            guard let self, ticket == self.indexGeneration else { return }
            self.markers.index = filtered
        }
    }

    /// The first time it shows, the map frames every place (or the selected one's city).
    private func centreOnFirstShowing(_ all: MapPointIndex<UUID>, bounds: CoordinateBounds?) {
        guard !didCentre else { return }
        didCentre = true
        if let selected = markers.selectedID, let coordinate = all.coordinate(of: selected) {
            map.setCenter(coordinate, zoomLevel: 14, animated: false)
        } else if let bounds {
            map.show(bounds, animated: false)
        }
    }

    // MARK: - Markers

    private func restaurant(_ id: UUID) -> Restaurant? {
        if let restaurant = restaurants[id] { return restaurant }
        if missing.isEmpty { whenIdle { [weak self] in self?.readMissing() } }
        missing.insert(id)
        return nil
    }

    private func marker(for id: UUID) -> Widget {
        let view = RestaurantMarker()
        let restaurant = restaurant(id)
        view.configure(restaurant, photo: restaurant.flatMap { photos.thumbnail(for: $0) })
        return view
    }

    /// Reads the restaurants of the places that came into view, in one go, and remakes their markers.
    private func readMissing() {
        let ids = missing
        missing.removeAll()
        guard let found = try? store?.restaurants(withIDs: ids) else { return }
        if restaurants.count + found.count > 2_000 { restaurants.removeAll() }  // bounded: a screen holds far fewer
        restaurants.merge(found) { $1 }
        markers.reloadContent(for: found.keys)
    }
}
