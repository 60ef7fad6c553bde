import Localization

/// Markers for many places — 100,000 restaurants — on a `MapView`: only the clusters in view are
/// widgets, each a single place (the content the app makes) or a count of nearby places (a badge).
///
/// On every region change (at most once a frame, before layout) the layer asks its `MapPointIndex`
/// for the clusters in view and compares them, by key, with the markers it holds: markers whose
/// cluster stays are kept (a pan moves them and nothing else), markers whose cluster left are put
/// aside for reuse, and only new clusters get a marker. libshumate's marker layer then places a few
/// hundred markers, never all the places.
///
/// Activating a single place's marker selects it (`selectedID`); activating a count zooms in on its
/// places. `onActivate` replaces both.
@MainActor
public final class ClusteredMarkerLayer<ID: Hashable & Sendable> {
    /// The libshumate layer holding the markers, added to the map by `init`.
    public let layer: MarkerLayer
    private weak var mapView: MapView?
    private let pointContent: @MainActor (ID) -> Widget
    private let pointLabel: @MainActor (ID) -> String
    private var markers: [MapCluster<ID>.Key: Marker] = [:]
    private var clusters: [MapCluster<ID>.Key: MapCluster<ID>] = [:]
    private var keyOfMarker: [ObjectIdentifier: MapCluster<ID>.Key] = [:]
    private var spareBadges: [Marker] = []
    private var spareMarkers: [Marker] = []

    /// A layer on `mapView` showing the points of `index`; a single place's marker shows
    /// `content(id)` and is named `accessibleLabel(id)` ("Teakha").
    /// - Complexity: O(1); the first clusters are made in the map's next frame.
    public init(
        mapView: MapView, index: MapPointIndex<ID> = MapPointIndex(),
        content: @escaping @MainActor (ID) -> Widget, accessibleLabel: @escaping @MainActor (ID) -> String
    ) {
        self.mapView = mapView
        self.index = index
        pointContent = content
        pointLabel = accessibleLabel
        layer = MarkerLayer(mapView: mapView)
        mapView.addLayer(layer)
        mapView.onRegionChange { [weak self] in self?.refresh() }
    }

    /// The places shown. Replacing it (a search, Favourites Only) updates the markers at once.
    public var index: MapPointIndex<ID> {
        didSet { refresh() }
    }

    /// Pixels across a clustering cell; see `MapPointIndex.clusters(in:zoomLevel:cellSize:mergeDistance:tileSize:)`.
    public var cellSize = 128.0 { didSet { refresh() } }

    /// Pixels within which neighbouring clusters merge (about a marker's width).
    public var mergeDistance = 48.0 { didSet { refresh() } }

    /// The name a screen reader says for a count ("12 places"); `{count}` in the locale's digits.
    public var clusterLabel: @MainActor (Int) -> String = { count in
        localizedPlural(one: "{count} place", other: "{count} places", count: count)
    }

    /// Runs instead of the default when a marker is activated (a click, or Enter or Space on it).
    public var onActivate: (@MainActor (MapCluster<ID>) -> Void)?

    /// Runs when the user selects a place by activating its marker.
    public var onSelect: (@MainActor (ID) -> Void)?

    /// The selected place: its marker shows the selection ring while it is in view, as a marker of
    /// its own however close its neighbours are. Setting it does not move the map.
    public var selectedID: ID? {
        didSet { if selectedID != oldValue { refresh() } }
    }

    /// The clusters that have a marker now. - Complexity: O(m) for m markers.
    public var visibleClusters: [MapCluster<ID>] { Array(clusters.values) }

    /// The marker of place `id` when it is in view as a single place. - Complexity: O(1).
    public func marker(for id: ID) -> Marker? { markers[.point(id)] }

    /// Makes the content of these places' markers again (a photo decoded, a favourite marked).
    /// - Complexity: O(k) for k identifiers.
    public func reloadContent(for ids: some Sequence<ID>) {
        for id in ids {
            guard let marker = markers[.point(id)] else { continue }
            marker.content = pointContent(id)
            marker.accessibleLabel = pointLabel(id)
        }
    }

    /// Moves and zooms the map to show the places of `cluster`.
    public func zoom(into cluster: MapCluster<ID>) {
        guard let mapView else { return }
        let bounds = index.bounds(of: cluster)
        if bounds.north - bounds.south < 1e-6, bounds.east - bounds.west < 1e-6 {  // all in one spot
            mapView.setCenter(cluster.coordinate, zoomLevel: mapView.zoomLevel + 2, animated: true)
        } else {
            mapView.show(bounds, maximumZoomLevel: 19, animated: true)
        }
    }

    /// Asks the index for the clusters in view and updates the markers now (the map does this after
    /// every change of region by itself).
    /// - Complexity: the index's query, plus O(m) for the m markers in view.
    public func refresh() {
        guard let mapView else { return }
        let found = index.clusters(
            in: mapView.visibleBounds, zoomLevel: mapView.zoomLevel, cellSize: cellSize, mergeDistance: mergeDistance,
            tileSize: Double(mapView.tileSource.tileSize), standingApart: selectedID)
        var next: [MapCluster<ID>.Key: MapCluster<ID>] = [:]
        next.reserveCapacity(found.count)
        for cluster in found { next[cluster.id] = cluster }
        for (key, marker) in markers where next[key] == nil { retire(marker, key: key) }
        for (key, cluster) in next {
            if let marker = markers[key] {
                if clusters[key] != cluster { update(marker, for: cluster) }
            } else {
                show(cluster)
            }
        }
        clusters = next
        showSelection()
    }

    // MARK: - Markers

    private func show(_ cluster: MapCluster<ID>) {
        let marker: Marker
        if let id = cluster.singleID {
            let content = pointContent(id)
            if let spare = spareMarkers.popLast() {
                marker = spare
                marker.content = content
                marker.coordinate = cluster.coordinate
                marker.accessibleLabel = pointLabel(id)
            } else {
                marker = makeMarker(cluster, content: content, label: pointLabel(id))
            }
            marker.isSelectable = true
        } else if let spare = spareBadges.popLast() {
            marker = spare
            update(marker, for: cluster)
        } else {
            let badge = Label(localizedNumber(cluster.count))
            badge.addCSSClass("gtkkit-map-cluster")
            marker = makeMarker(cluster, content: badge, label: clusterLabel(cluster.count))
            marker.isSelectable = false
        }
        markers[cluster.id] = marker
        keyOfMarker[ObjectIdentifier(marker)] = cluster.id
        layer.add(marker)
    }

    private func makeMarker(_ cluster: MapCluster<ID>, content: Widget, label: String) -> Marker {
        let marker = Marker(coordinate: cluster.coordinate, content: content, accessibleLabel: label)
        marker.onActivate { [weak self, weak marker] in
            guard let self, let marker, let key = self.keyOfMarker[ObjectIdentifier(marker)] else { return }
            self.activated(key)
        }
        return marker
    }

    private func update(_ marker: Marker, for cluster: MapCluster<ID>) {
        marker.coordinate = cluster.coordinate
        if cluster.singleID == nil, let badge = marker.content as? Label {
            badge.text = localizedNumber(cluster.count)
            marker.accessibleLabel = clusterLabel(cluster.count)
        }
    }

    private func retire(_ marker: Marker, key: MapCluster<ID>.Key) {
        layer.remove(marker)
        markers[key] = nil
        keyOfMarker[ObjectIdentifier(marker)] = nil
        // Kept for reuse, as many as a screen holds (a zoom out retires every place's marker at once).
        if case .point = key {
            if spareMarkers.count < Self.spares { spareMarkers.append(marker) }
        } else if spareBadges.count < Self.spares {
            spareBadges.append(marker)
        }
    }

    private static var spares: Int { 256 }

    private func activated(_ key: MapCluster<ID>.Key) {
        guard let cluster = clusters[key] else { return }
        if let onActivate { return onActivate(cluster) }
        if let id = cluster.singleID {
            selectedID = id
            onSelect?(id)
        } else {
            zoom(into: cluster)
        }
    }

    private func showSelection() {
        guard let selectedID, let marker = markers[.point(selectedID)] else { return layer.select(nil) }
        if !marker.isSelected { layer.select(marker) }
        layer.bringToFront(marker)  // over counts and places shown after it
    }
}
