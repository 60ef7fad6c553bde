// libshumate 1.0 (the map widget GNOME Maps uses) and libsoup 3 (its HTTP library, which GtkKit's
// tile loader and geocoder transport call too), for GtkKit's Maps/ and Geocoding/ wrappers only.
#include <shumate/shumate.h>
#include <libsoup/soup.h>

// MARK: variadic calls

/// A libsoup 3 session: `user_agent` on every request, at most `max_conns` connections in all and
/// per host (OpenStreetMap's tile policy allows two), `timeout` seconds of silence before a request
/// fails.
static inline SoupSession *gtkkit_soup_session_new(const char *user_agent, guint max_conns, guint timeout) {
    return soup_session_new_with_options("user-agent", user_agent, "max-conns", max_conns,
                                         "max-conns-per-host", max_conns, "timeout", timeout, NULL);
}

/// Emits `ShumateDataSource::received-data`, which is how libshumate's raster renderer gets a
/// tile's bytes to paint.
static inline void gtkkit_data_source_emit_received_data(ShumateDataSource *source, int x, int y, int z,
                                                         GBytes *bytes) {
    g_signal_emit_by_name(source, "received-data", x, y, z, bytes);
}

/// Tells assistive technologies whether `marker` is its layer's selected one: the state goes on the
/// marker's child, the button that takes the focus and carries the name (libshumate marks only the
/// marker's CSS state).
static inline void gtkkit_marker_set_accessible_selected(ShumateMarker *marker, gboolean selected) {
    GtkWidget *child = shumate_marker_get_child(marker);
    if (child != NULL) {
        gtk_accessible_update_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
    }
}
