// Why this view exists: the form's answer to "where is it" (issue 30). A Place row says where the
// restaurant is (its coordinates, or none yet) and offers three ways to change it:
// - Pin on Map shows a map (only then: the form asks for no tile by being opened); a click on it, or
//   Enter while it has the focus, puts the pin there. It works offline on whatever tiles are cached.
// - Find on Map looks the Location text up (GtkKit's Geocoder: Nominatim, one request a second,
//   answers cached) and puts the pin on the first place found; an error — no network, online maps
//   off, a server that sends garbage — is said under the row and changes nothing.
// - Remove takes the place away.
// Nothing is stored until the form is saved.
import FoodPinModel
import GtkKit
import Localization

@MainActor
final class FormPlacePicker {
    /// The row and, under it, the line that says what happened and the map (hidden until asked for).
    let view = Box(.vertical, spacing: 6)
    let row = ActionRow(title: localized("Place"))
    let pinButton = Button(label: localized("Pin on Map"))
    let findButton = Button(label: localized("Find on Map"))
    let removeButton = Button(iconName: "edit-clear-symbolic", accessibleLabel: localized("Remove Place"))
    let status = Label()
    private let revealer = Revealer(transition: .slideDown)
    private(set) var map: MapView?
    private var pinLayer: MarkerLayer?
    private var pin: Marker?
    private let settings: MapSettings
    private var search: GeocodingRequest?
    /// The place chosen (nil: none).
    private(set) var coordinate: Coordinate?
    /// Runs after the user changes the place (the form takes it).
    var onChange: (@MainActor (Coordinate?) -> Void)?
    /// The text Find on Map looks up (the form's Location).
    var query: @MainActor () -> String = { "" }

    init(coordinate: Coordinate?, settings: MapSettings = .shared) {
        self.coordinate = coordinate
        self.settings = settings
        for button in [pinButton, findButton] {
            button.valign = .center
            row.addSuffix(button)
        }
        removeButton.valign = .center
        removeButton.addCSSClass("flat")
        row.addSuffix(removeButton)
        pinButton.onClicked { [weak self] in self?.showMap() }
        findButton.onClicked { [weak self] in self?.find() }
        removeButton.onClicked { [weak self] in self?.set(nil) }
        status.xalign = 0
        status.wraps = true
        status.addCSSClass("caption")
        status.setMargins(start: 12)
        status.isVisible = false
        let group = PreferencesGroup()
        group.add(row)
        view.append(group)
        view.append(status)
        view.append(revealer)
        showCoordinate()
    }

    /// Shows `coordinate`, which arrived from elsewhere (a sync, a terminal), without telling the form.
    func show(arrived coordinate: Coordinate?) {
        self.coordinate = coordinate
        showCoordinate()
    }

    /// Stops a search still running (the form closes).
    func cancel() { search?.cancel() }

    // MARK: - The map

    /// Makes the map (the first time) and shows it, on the place or on the whole world.
    private func showMap() {
        if map == nil {
            let map = MapView(tileSource: settings.tileSource, services: settings.services)
            map.accessibleLabel = localized("Map to Pin the Restaurant")
            map.setSizeRequest(height: 260)
            map.addCSSClass("card")
            let layer = MarkerLayer(mapView: map, allowsSelection: false)
            map.addLayer(layer)
            map.onActivate { [weak self] in
                self?.set(Coordinate(latitude: $0.latitude, longitude: $0.longitude))
            }
            revealer.setChild(map)
            (self.map, pinLayer) = (map, layer)
            if let coordinate { centre(on: coordinate, zoomLevel: 16) } else { map.zoomLevel = 1 }
        }
        revealer.revealsChild = true
        pinButton.isSensitive = false
        map?.grabFocus()
    }

    private func centre(on coordinate: Coordinate, zoomLevel: Double) {
        map?.setCenter(
            LocationCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude), zoomLevel: zoomLevel,
            animated: false)
    }

    /// Puts the pin at `coordinate` (nil: takes it away) and tells the form.
    private func set(_ coordinate: Coordinate?, announce: Bool = true) {
        self.coordinate = coordinate
        showCoordinate()
        onChange?(coordinate)
    }

    private func showCoordinate() {
        // Translators: the form's Place row when the restaurant has no place on the map yet.
        row.subtitle = coordinate?.description ?? localized("Not on the map yet")
        removeButton.isVisible = coordinate != nil
        guard let map, let pinLayer else { return }
        if let pin { pinLayer.remove(pin) }
        pin = nil
        guard let coordinate else { return }
        let point = LocationCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let image = Image(iconName: "mark-location-symbolic")
        image.setSizeRequest(width: 32, height: 32)
        let marker = Marker(coordinate: point, content: image, accessibleLabel: localized("Pin"))
        marker.isSelectable = false
        pinLayer.add(marker)
        pin = marker
        if !map.visibleBounds.contains(point) { centre(on: coordinate, zoomLevel: max(map.zoomLevel, 15)) }
    }

    // MARK: - Find on Map

    private func find() {
        search?.cancel()
        findButton.isSensitive = false
        say(localized("Looking for the location…"), isError: false)
        search = settings.geocoder.search(query(), limit: 1) { [weak self] result in
            guard let self else { return }
            self.findButton.isSensitive = true
            self.search = nil
            switch result {
            case let .success(places):
                guard let place = places.first else {
                    return self.say(
                        localized("No place matches the location; pin it on the map instead"), isError: true)
                }
                guard let found = Coordinate(latitude: place.coordinate.latitude, longitude: place.coordinate.longitude)
                else { return }
                // Translators: {place} is the name of the place the search found.
                self.say(localized("Found {place}", ["place": place.name]), isError: false)
                self.showMap()
                self.set(found)
                self.centre(on: found, zoomLevel: 16)
            case .failure(.cancelled):
                self.status.isVisible = false
            case let .failure(error):
                self.say(error.description, isError: true)
            }
        }
    }

    private func say(_ text: String, isError: Bool) {
        status.text = text
        status.isVisible = true
        status.setCSSClass("error", isError)
        status.setCSSClass("dim-label", !isError)
    }
}
