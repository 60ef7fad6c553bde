import CGtk
import CShumate
import Localization

/// Names libshumate's map controls for screen readers and tooltips. libshumate 1.0's zoom buttons
/// are icon-only buttons with no name (AT-SPI reads them as "GtkButton") and `ShumateSimpleMap` has
/// no getter for them, so they are found by their icons in the map's widget tree.
@MainActor
enum MapControls {
    /// Names the zoom buttons under `simpleMap`: "Zoom In", "Zoom Out". - Complexity: O(w) for the
    /// w widgets of the map (a dozen).
    static func name(in simpleMap: UnsafeMutablePointer<GtkWidget>) {
        let names = ["zoom-in-symbolic": localized("Zoom In"), "zoom-out-symbolic": localized("Zoom Out")]
        visit(simpleMap) { widget in
            // Each is a button holding an image of that icon (libshumate 1.0.3's template).
            guard gtkshim_is_a(widget, gtk_button_get_type()) != 0, let image = gtk_button_get_child(widget.cast()),
                gtkshim_is_a(image, gtk_image_get_type()) != 0,
                let icon = gtk_image_get_icon_name(OpaquePointer(image)),
                let name = names[String(cString: icon)]
            else { return }
            gtkshim_accessible_set_label(OpaquePointer(widget), name)
            gtk_widget_set_tooltip_text(widget, name)
        }
    }

    private static func visit(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ body: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        body(widget)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            visit(current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
