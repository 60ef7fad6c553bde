import CGtk
import CShumate

/// The markers of one kind on a map (a `ShumateMarkerLayer`), in one selection: activating a marker
/// selects it and deselects the one selected before.
///
/// libshumate places every marker of a layer again on every viewport change, so a layer is for the
/// markers in view — tens, a few hundred. For thousands of places use `ClusteredMarkerLayer`, which
/// keeps only the visible clusters here.
@MainActor
public final class MarkerLayer: Widget {
    /// The map the layer was made for (a layer lives on one map's viewport).
    public private(set) weak var mapView: MapView?
    private var members: [ObjectIdentifier: Marker] = [:]
    private var selectionHandlers: [@MainActor (Marker?) -> Void] = []

    /// A layer for `mapView` (add it with `MapView.addLayer(_:)`); `allowsSelection` false makes
    /// activating a marker select nothing.
    /// - Complexity: O(1).
    public init(mapView: MapView, allowsSelection: Bool = true) {
        self.mapView = mapView
        super.init(
            shumate_marker_layer_new_full(
                mapView.viewport, allowsSelection ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE)!)
        // A screen reader hears which marker is selected (AT-SPI's SELECTED on its button), and the
        // selected one is drawn over the others (last among the layer's children), never under a
        // neighbour or a count at the same spot.
        Signal.connect(object, "marker-selected") { [weak self] (marker: UnsafeMutableRawPointer?) in
            if let marker, let self {
                gtkkit_marker_set_accessible_selected(marker.assumingMemoryBound(to: ShumateMarker.self), 1)
                self.bringToFront(marker.assumingMemoryBound(to: GtkWidget.self))
            }
            self?.selectionChanged()
        }
        // Selecting B deselects A first: "no selection" is told only if it is still so once idle.
        Signal.connect(object, "marker-unselected") { [weak self] (marker: UnsafeMutableRawPointer?) in
            if let marker {
                gtkkit_marker_set_accessible_selected(marker.assumingMemoryBound(to: ShumateMarker.self), 0)
            }
            whenIdle { self?.selectionChanged() }
        }
    }

    /// Draws `marker` over the layer's other markers (it becomes the last child). - Complexity: O(1).
    func bringToFront(_ marker: Marker) { bringToFront(marker.widget) }

    private func bringToFront(_ marker: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_parent(marker) == widget, gtk_widget_get_next_sibling(marker) != nil else { return }
        gtk_widget_insert_before(marker, widget, nil)
    }

    /// The layer's markers, in no particular order. - Complexity: O(n).
    public var markers: [Marker] { Array(members.values) }

    /// The number of markers. - Complexity: O(1).
    public var count: Int { members.count }

    /// Adds `marker` (taken from any layer it was in). - Complexity: O(1) here; libshumate places it
    /// in the next layout.
    public func add(_ marker: Marker) {
        guard members[ObjectIdentifier(marker)] == nil else { return }
        marker.layer?.remove(marker)
        members[ObjectIdentifier(marker)] = marker
        shumate_marker_layer_add_marker(layer, marker.widget.cast())
    }

    /// Removes `marker` (deselecting it). - Complexity: O(1).
    public func remove(_ marker: Marker) {
        guard members.removeValue(forKey: ObjectIdentifier(marker)) != nil else { return }
        shumate_marker_layer_remove_marker(layer, marker.widget.cast())
    }

    /// Removes every marker. - Complexity: O(n).
    public func removeAll() {
        shumate_marker_layer_remove_all(layer)
        members.removeAll()
    }

    /// The selected marker, if any. - Complexity: O(1).
    public var selectedMarker: Marker? {
        guard let list = shumate_marker_layer_get_selected(layer) else { return nil }
        defer { g_list_free(list) }
        return list.pointee.data.flatMap { Object.wrapper(of: $0, as: Marker.self) }
    }

    /// Selects `marker` (one of the layer's, and selectable), or deselects all with nil.
    public func select(_ marker: Marker?) {
        guard let marker else { return shumate_marker_layer_unselect_all_markers(layer) }
        guard members[ObjectIdentifier(marker)] != nil else { return }
        _ = shumate_marker_layer_select_marker(layer, marker.widget.cast())
    }

    /// Runs `handler` with the newly selected marker (nil: none) after each change of selection.
    public func onSelectionChange(_ handler: @escaping @MainActor (Marker?) -> Void) {
        selectionHandlers.append(handler)
    }

    private weak var toldSelection: Marker?
    private var toldAnything = false

    private func selectionChanged() {
        let selected = selectedMarker
        guard !toldAnything || selected !== toldSelection else { return }
        (toldSelection, toldAnything) = (selected, true)
        for handler in selectionHandlers { handler(selected) }
    }

    private var layer: OpaquePointer { object.opaque }
}
