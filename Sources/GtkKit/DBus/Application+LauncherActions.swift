import CGtk

/// A desktop file's actions (`Actions=new-restaurant;search;`): the launcher, or GNOME Shell's
/// right-click on the app's icon, asks for one. An app with `DBusActivatable=true` receives it as
/// `org.freedesktop.Application.ActivateAction` — the application action of that name runs; any other
/// runs the action's `Exec` line, whose option the app turns into the same action with
/// `activateAction(_:)`, handed to the instance already running when there is one.
extension Application {
    /// Registers the app on the session bus now (`run()` would, later) and says whether another
    /// instance of it was already running there: this one is then remote, and its actions run there.
    /// False when the app is not unique, or has no bus.
    /// - Complexity: one D-Bus round trip.
    public func registerIsRemote() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard Bool(g_application_register(object.cast(), nil, &error)) else {
            g_error_free(error)
            return false
        }
        return Bool(g_application_get_is_remote(object.cast()))
    }

    /// Activates the application action `name` (`app.NAME`, without a parameter): here, or — once
    /// `registerIsRemote()` said so — in the running instance, sent before this returns.
    public func activateAction(_ name: String) {
        g_action_group_activate_action(object.opaque, name, nil)
        if Bool(g_application_get_is_remote(object.cast())), let bus = g_application_get_dbus_connection(object.cast())
        {
            g_dbus_connection_flush_sync(bus, nil, nil)
        }
    }
}
