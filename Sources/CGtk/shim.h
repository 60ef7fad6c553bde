// What Swift cannot import from GTK 4 and libadwaita — variadic calls and a few macros — as plain
// static inline functions, plus the libdispatch entry points that let the GLib main loop drain
// DispatchQueue.main (and so the main actor). Keep it small; everything else is called directly.
#include <adwaita.h>
#include <glib-unix.h>

// MARK: libdispatch's main queue, as CoreFoundation's run loop sees it (exported by libdispatch.so).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// MARK: variadic calls

static inline void gtkshim_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void gtkshim_accessible_set_description(GtkAccessible *accessible, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static inline void gtkshim_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// Emits a signal that takes no arguments and returns nothing (`clicked`, `activate`).
static inline void gtkshim_signal_emit(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

/// A plain GObject, used as a list-model item that carries Swift data through qdata.
static inline GObject *gtkshim_object_new_plain(void) {
    return g_object_new(G_TYPE_OBJECT, NULL);
}

static inline void gtkshim_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

// MARK: macros

static inline gboolean gtkshim_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}


// MARK: sharesheet (general widgets and the share sheet)

static inline void gtkshim_accessible_set_invalid(GtkAccessible *accessible, gboolean invalid) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}

/// A string property's value, newly allocated (free it with g_free), or NULL.
static inline char *gtkshim_object_dup_string(gpointer object, const char *property) {
    char *value = NULL;
    g_object_get(object, property, &value, NULL);
    return value;
}

/// Emits a signal that takes one int and returns nothing (GtkNativeDialog `response`).
static inline void gtkshim_signal_emit_int(gpointer instance, const char *name, int value) {
    g_signal_emit_by_name(instance, name, value);
}

// MARK: testing

/// Emits a signal that takes two doubles and returns nothing (a gesture's `pressed` at x, y): for
/// touch gestures, which an X test server cannot synthesise.
static inline void gtkshim_signal_emit_xy(gpointer instance, const char *name, double x, double y) {
    g_signal_emit_by_name(instance, name, x, y);
}
