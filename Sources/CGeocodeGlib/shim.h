// geocode-glib 3.26, the libsoup 3 build (geocode-glib-2.0): Nominatim queries and their parsing,
// for GtkKit's Geocoding/ wrappers only.
#include <geocode-glib/geocode-glib.h>

/// An instance of `type` (GeocodeNominatim or a subclass GtkKit registers) for the Nominatim server
/// at `base_url`: g_object_new is variadic.
static inline GeocodeNominatim *gtkkit_nominatim_new(GType type, const char *base_url, const char *email,
                                                     const char *user_agent) {
    return (GeocodeNominatim *)g_object_new(type, "base-url", base_url, "maintainer-email-address", email,
                                            "user-agent", user_agent, NULL);
}
