import CGtk
import CShumate
import Localization

/// A map (MapKit's `MKMapView`, on libshumate's `ShumateSimpleMap`): raster tiles from a
/// `TileSource` with the source's attribution in the corner, a scale, zoom buttons, marker layers on
/// top, and a note when online maps are off or the server cannot be reached.
///
/// Nothing is requested before the map is on screen: the tile loader is made when the view is first
/// mapped. The map takes the keyboard focus (arrows pan, + and − zoom, Enter activates the centre)
/// and its markers follow it in the focus chain.
///
/// ```swift
/// let map = MapView(tileSource: .openStreetMap)
/// map.accessibleLabel = "Map of Teakha"
/// map.setCenter(LocationCoordinate(latitude: 22.28497, longitude: 114.14939), zoomLevel: 17, animated: false)
/// ```
@MainActor
public final class MapView: Widget {
    private let simpleMap: UnsafeMutablePointer<GtkWidget>
    private let services: OnlineMapServices
    private let statusNote = MapStatusNote()
    private var regionChanges: RegionChanges!
    private var loader: TileLoader?
    private var layers: [MarkerLayer] = []
    private var activationHandlers: [@MainActor (LocationCoordinate) -> Void] = []
    private var size: (width: Int32, height: Int32) = (0, 0)
    /// Bounds to show once the map has a size (`show` before the first layout).
    private var pendingBounds: (bounds: CoordinateBounds, padding: Double, maximum: Double)?

    /// A map of `tileSource`, asking `services` whether it may go online and how to introduce itself.
    /// - Complexity: O(1); no tile is requested until the map is shown.
    public init(tileSource: TileSource = .openStreetMap, services: OnlineMapServices = .shared) {
        self.tileSource = tileSource
        self.services = services
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        simpleMap = UnsafeMutableRawPointer(shumate_simple_map_new()!).assumingMemoryBound(to: GtkWidget.self)
        super.init(box)
        regionChanges = RegionChanges(widget: mapWidget)

        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, simpleMap)
        gtk_overlay_add_overlay(overlay.opaque, statusNote.label.widget)
        gtk_box_append(widget.cast(), overlay)
        gtk_widget_set_hexpand(overlay, 1)
        gtk_widget_set_vexpand(overlay, 1)
        setCustomLayout(
            measure: { orientation, forSize in WidgetHandle(overlay).measure(orientation, forSize: forSize) },
            allocate: { [weak self] width, height, _ in
                gtk_widget_allocate(overlay, width, height, -1, nil)
                guard let self, (width, height) != self.size else { return }
                self.size = (width, height)
                self.regionChanges.schedule()
                if let pending = self.pendingBounds, width > 0, height > 0 {
                    self.pendingBounds = nil
                    whenIdle { [weak self] in
                        self?.show(
                            pending.bounds, padding: pending.padding, maximumZoomLevel: pending.maximum, animated: false
                        )
                    }
                }
            })
        addCSSClass("gtkkit-map-view")
        MapStyle.install()

        gtk_widget_set_focusable(mapWidget, 1)
        MapControls.name(in: simpleMap)
        Signal.connect(viewport, "notify") { [weak self] (_: UnsafeMutableRawPointer?) in self?.regionChanges.schedule()
        }
        onMap { [weak self] in self?.startLoadingTiles() }
        MapKeyboard.install(on: WidgetHandle(mapWidget)) { [weak self] in self?.perform($0) }
        let click = ClickGesture()
        click.onReleased { [weak self] presses, x, y in
            guard let self, presses == 1 else { return }
            let point = WidgetHandle(mapWidget).convert((x, y), to: WidgetHandle(self.widget)) ?? (x, y)
            self.activate(at: self.coordinate(atX: point.x, y: point.y))
        }
        WidgetHandle(mapWidget).add(click)
        services.observe(owner: self) { [weak self] in self?.updateStatus() }
        updateStatus()
    }

    // MARK: - Tiles

    /// Where the tiles come from. Changing it replaces the tiles shown (and their attribution).
    public var tileSource: TileSource {
        didSet { if tileSource != oldValue, loader != nil { startLoadingTiles(replacing: true) } }
    }

    /// Tile requests sent to the server so far for this view's source (cache hits do not count),
    /// by every map showing it with the same services: maps share their tile loader.
    /// - Complexity: O(1).
    public var tileRequestCount: Int { loader?.requestCount ?? 0 }

    /// Tiles handed to the map to paint so far for this view's source (from the disk cache or the
    /// server), by every map showing it with the same services: a map that has painted tiles has a
    /// count above zero. - Complexity: O(1).
    public var tileDeliveryCount: Int { loader?.deliveredCount ?? 0 }

    /// The note the map shows now ("Online Maps Are Off", "Offline"), or nil. - Complexity: O(1).
    public var statusText: String? { MapStatusNote.text(for: services) }

    private func startLoadingTiles(replacing: Bool = false) {
        guard loader == nil || replacing else { return }
        let made = TileLoader.makeRenderer(for: tileSource, services: services)
        loader = made.loader
        shumate_simple_map_set_map_source(simpleMap.opaque, made.renderer.cast())
        g_object_unref(made.renderer)
        // The first tile layer goes last among the map's children — over the marker layers added
        // before it (libshumate 1.0.3 inserts it "behind" a tile layer that is not there yet): put
        // them back on top.
        if !replacing {
            for layer in layers {
                shumate_simple_map_remove_overlay_layer(simpleMap.opaque, layer.widget.cast())
                shumate_simple_map_add_overlay_layer(simpleMap.opaque, layer.widget.cast())
            }
        }
    }

    private func updateStatus() { statusNote.update(for: services) }

    // MARK: - Where the map looks

    /// The coordinate at the middle of the map. Setting it moves there at once.
    public var center: LocationCoordinate {
        get {
            LocationCoordinate(
                latitude: shumate_location_get_latitude(viewport), longitude: shumate_location_get_longitude(viewport))
        }
        set { setCenter(newValue, animated: false) }
    }

    /// The zoom level: 0 shows the whole world in one 256-pixel tile, each level doubles the scale.
    /// Kept within the tile source's zoom levels.
    public var zoomLevel: Double {
        get { shumate_viewport_get_zoom_level(viewport) }
        set { setCenter(center, zoomLevel: newValue, animated: false) }
    }

    /// Moves the map to `center` (and `zoomLevel`, when given), gliding there when `animated` and the
    /// desktop allows animations. - Complexity: O(1); an animation runs over the next frames.
    public func setCenter(_ center: LocationCoordinate, zoomLevel: Double? = nil, animated: Bool) {
        if zoomLevel != nil { pendingBounds = nil }
        let target = center.clamped
        let zoom = min(
            Double(tileSource.zoomLevels.upperBound),
            max(Double(tileSource.zoomLevels.lowerBound), zoomLevel ?? self.zoomLevel))
        if animated {
            shumate_map_go_to_full_with_duration(map, target.latitude, target.longitude, zoom, 500)
        } else {
            shumate_map_stop_go_to(map)
            shumate_map_center_on(map, target.latitude, target.longitude)
            shumate_viewport_set_zoom_level(viewport, zoom)
        }
    }

    /// Moves and zooms the map so that `bounds` fills it (less `padding` pixels at each edge), at
    /// most to `maximumZoomLevel`; a map with no size yet does so once it has one. - Complexity: O(1).
    public func show(_ bounds: CoordinateBounds, padding: Double = 48, maximumZoomLevel: Double = 17, animated: Bool) {
        guard width > 0, height > 0 else {
            pendingBounds = (bounds, padding, maximumZoomLevel)
            return setCenter(bounds.center, animated: false)
        }
        pendingBounds = nil
        let zoom = geometry.zoomLevel(fitting: bounds, padding: padding, maximum: maximumZoomLevel)
        setCenter(bounds.center, zoomLevel: zoom, animated: animated)
    }

    /// What the map shows: the coordinates of its corners' bounds (the centre alone while the map has
    /// no size yet). - Complexity: O(1).
    public var visibleBounds: CoordinateBounds { geometry.visibleBounds }

    /// The point of `coordinate` in the map's own coordinates (it may lie outside the map).
    /// - Complexity: O(1).
    public func point(for coordinate: LocationCoordinate) -> (x: Double, y: Double) { geometry.point(for: coordinate) }

    /// The coordinate under the point (`x`, `y`) of the map. - Complexity: O(1).
    public func coordinate(atX x: Double, y: Double) -> LocationCoordinate { geometry.coordinate(atX: x, y: y) }

    /// Runs `handler` after the map moves, zooms, turns or changes size — at most once a frame, before
    /// that frame is laid out, so that markers added for the new region show in it.
    public func onRegionChange(_ handler: @escaping @MainActor () -> Void) {
        regionChanges.add(handler)
        regionChanges.schedule()
    }

    /// Runs `handler` with the coordinate the user activates: a click (not a drag) on the map, or
    /// Enter or Space while the map has the focus (its centre) — a place to drop a pin.
    public func onActivate(_ handler: @escaping @MainActor (LocationCoordinate) -> Void) {
        activationHandlers.append(handler)
    }

    /// Whether the zoom buttons show in the corner. Default true.
    public var showsZoomButtons: Bool {
        get { Bool(shumate_simple_map_get_show_zoom_buttons(simpleMap.opaque)) }
        set { shumate_simple_map_set_show_zoom_buttons(simpleMap.opaque, newValue.gboolean) }
    }

    /// The name a screen reader gives the map ("Map of Teakha"); the focusable map itself carries it.
    public override var accessibleLabel: String? {
        didSet { gtkshim_accessible_set_label(OpaquePointer(mapWidget), accessibleLabel) }
    }

    /// Moves the keyboard focus onto the map (where the arrows pan it). - Returns: whether it took it.
    @discardableResult
    public override func grabFocus() -> Bool { Bool(gtk_widget_grab_focus(mapWidget)) }

    /// Whether the map itself (not one of its markers) has the keyboard focus. - Complexity: O(1).
    public override var hasFocus: Bool { Bool(gtk_widget_has_focus(mapWidget)) }

    // MARK: - Layers

    /// Adds `layer` (made for this map) above the tiles and the layers added before it.
    public func addLayer(_ layer: MarkerLayer) {
        precondition(layer.mapView === self, "MapView.addLayer: the layer was made for another map")
        guard !layers.contains(where: { $0 === layer }) else { return }
        layers.append(layer)
        shumate_simple_map_add_overlay_layer(simpleMap.opaque, layer.widget.cast())
    }

    /// Removes `layer` and its markers from the map.
    public func removeLayer(_ layer: MarkerLayer) {
        guard let index = layers.firstIndex(where: { $0 === layer }) else { return }
        layers.remove(at: index)
        shumate_simple_map_remove_overlay_layer(simpleMap.opaque, layer.widget.cast())
    }

    // MARK: - Internal

    /// libshumate's `ShumateViewport`, for the layers made for this map.
    var viewport: OpaquePointer { shumate_simple_map_get_viewport(simpleMap.opaque) }

    private var map: OpaquePointer { shumate_simple_map_get_map(simpleMap.opaque) }
    var mapWidget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(map).assumingMemoryBound(to: GtkWidget.self)
    }

    private var geometry: ViewportGeometry {
        ViewportGeometry(
            center: center, zoomLevel: zoomLevel, rotation: shumate_viewport_get_rotation(viewport),
            width: Double(width), height: Double(height), tileSize: Double(tileSource.tileSize))
    }

    private func perform(_ command: MapKeyboard.Command) {
        switch command {
        case let .pan(dx, dy):
            let target = coordinate(atX: Double(width) * (0.5 + dx), y: Double(height) * (0.5 + dy))
            setCenter(target, animated: false)
        case let .zoom(by: step):
            setCenter(center, zoomLevel: (zoomLevel + step).rounded(), animated: true)
        case .activate:
            activate(at: center)
        }
    }

    private func activate(at coordinate: LocationCoordinate) {
        for handler in activationHandlers { handler(coordinate) }
    }
}
