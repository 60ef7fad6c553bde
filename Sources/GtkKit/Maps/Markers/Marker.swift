import CGtk
import CShumate

/// A widget pinned to a coordinate on a `MapView` (a `ShumateMarker`; MapKit's annotation view).
///
/// The content can be any widget — a photo, initials, a count. It sits in a flat, round button, so a
/// marker takes the keyboard focus in the map's focus chain, activates with a click, Enter or Space,
/// and carries the name a screen reader says (`accessibleLabel`, "Teakha"). Activating a marker
/// selects it in its layer (when both allow selection) and runs its `onActivate` handlers.
@MainActor
public final class Marker: Widget {
    private let button: UnsafeMutablePointer<GtkWidget>
    private var activationHandlers: [@MainActor () -> Void] = []

    /// A marker at `coordinate` showing `content`, named `accessibleLabel` for screen readers.
    /// - Complexity: O(1).
    public init(coordinate: LocationCoordinate, content: Widget, accessibleLabel: String) {
        self.content = content
        button = gtk_button_new()
        super.init(shumate_marker_new()!)
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "gtkkit-map-marker")
        gtk_button_set_child(button.cast(), content.widget)
        shumate_marker_set_child(marker, button)
        self.coordinate = coordinate
        self.accessibleLabel = accessibleLabel
        Signal.connect(button, "clicked") { [weak self] in self?.activate() }
    }

    /// Where the marker stands; the map moves it when this changes.
    public var coordinate: LocationCoordinate {
        get {
            LocationCoordinate(
                latitude: shumate_location_get_latitude(location), longitude: shumate_location_get_longitude(location))
        }
        set {
            let clamped = newValue.clamped
            shumate_location_set_location(location, clamped.latitude, clamped.longitude)
        }
    }

    /// What the marker shows. Replacing it keeps the marker (its place, focus and selection).
    public var content: Widget {
        didSet { if content !== oldValue { gtk_button_set_child(button.cast(), content.widget) } }
    }

    /// The name a screen reader says for the marker; also its tooltip.
    public override var accessibleLabel: String? {
        didSet {
            gtkshim_accessible_set_label(OpaquePointer(button), accessibleLabel)
            gtk_widget_set_tooltip_text(button, accessibleLabel)
        }
    }

    /// Whether activating the marker selects it (when its layer allows selection). Default true.
    public var isSelectable: Bool {
        get { Bool(shumate_marker_get_selectable(marker)) }
        set { shumate_marker_set_selectable(marker, newValue.gboolean) }
    }

    /// Whether the marker is selected in its layer (it then shows a ring). - Complexity: O(1).
    public var isSelected: Bool { Bool(shumate_marker_is_selected(marker)) }

    /// Runs `handler` when the marker is activated: clicked, or Enter or Space while it has the focus.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { activationHandlers.append(handler) }

    /// Activates the marker as a click would: selects it, then runs the `onActivate` handlers.
    public func activate() {
        layer?.select(self)
        for handler in activationHandlers { handler() }
    }

    /// Moves the keyboard focus onto the marker. - Returns: whether it took the focus.
    @discardableResult
    public override func grabFocus() -> Bool { Bool(gtk_widget_grab_focus(button)) }

    /// Whether the marker has the keyboard focus. - Complexity: O(1).
    public override var hasFocus: Bool { Bool(gtk_widget_has_focus(button)) }

    // MARK: - Internal

    /// The layer the marker is in, if any.
    var layer: MarkerLayer? { parentHandle?.wrapper(as: MarkerLayer.self) }

    private var marker: UnsafeMutablePointer<ShumateMarker> { object.cast() }
    private var location: OpaquePointer { object.opaque }
}
