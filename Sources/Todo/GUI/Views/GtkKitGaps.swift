import GtkKit

// WORKAROUND (GtkKit gaps, to remove when GtkKit has them; see the report):
// - `Box` is final, so an app widget made of a box (a cell) cannot subclass it: `appendChild`.
// - No wrapper for GtkRevealer or GtkSeparator, no app-level style sheet, no "focus is within".
// Every raw GTK call of the app lives in this file.

extension Widget {
    /// Appends `child` to this widget, which must be a GtkBox.
    func appendChild(_ child: Widget) {
        gtk_box_append(widget.cast(), child.widget)
    }

    /// Whether the keyboard focus is on this widget or inside it.
    var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }
}

/// A `GtkRevealer` that slides its child down into view.
@MainActor
final class Revealer: Widget {
    init(child: Widget, duration: UInt32 = 200) {
        super.init(gtk_revealer_new())
        gtk_revealer_set_transition_type(widget.opaque, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(widget.opaque, duration)
        gtk_revealer_set_child(widget.opaque, child.widget)
    }

    var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(widget.opaque) != 0 }
        set { gtk_revealer_set_reveal_child(widget.opaque, newValue ? 1 : 0) }
    }
}

/// A thin line between two areas.
@MainActor
func makeSeparator() -> Widget {
    Widget(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
}

/// Adds the app's style sheet to the default display once.
@MainActor
enum AppStyleSheet {
    private static var installed = false

    static func install(_ css: String) {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, provider.opaque,
                                                   guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.gpointer)
    }

}
