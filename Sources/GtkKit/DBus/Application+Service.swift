import CGtk

/// An app started by D-Bus activation — by a desktop file's `DBusActivatable=true`, or by a search
/// provider's caller — rather than by a person: it takes its bus name, answers, and leaves when unused.
extension Application {
    /// The argument D-Bus service files give such an app (`Exec=foodpin --gapplication-service`).
    public nonisolated static let serviceOption = "--gapplication-service"

    /// Whether `arguments` (without the program's name) are exactly a D-Bus activation's.
    public nonisolated static func isServiceLaunch(_ arguments: some Collection<String>) -> Bool {
        arguments.count == 1 && arguments.first == serviceOption
    }

    /// Makes `run()` start the app as a D-Bus service: no `activate` at start (no window until one is
    /// asked for over D-Bus), and an exit once nothing has used it for `inactivityTimeout` milliseconds
    /// and no window is open. Call before `run()`; the app must be unique, which it then is.
    public func runAsService(inactivityTimeout milliseconds: UInt32 = 10_000) {
        let flags = g_application_get_flags(object.cast())
        let service = flags.rawValue | G_APPLICATION_IS_SERVICE.rawValue
        g_application_set_flags(
            object.cast(), GApplicationFlags(rawValue: service & ~G_APPLICATION_NON_UNIQUE.rawValue))
        g_application_set_inactivity_timeout(object.cast(), milliseconds)
    }

    /// Counts a use of the app now (an answered D-Bus call): a service's inactivity timeout starts
    /// again from here.
    public func noteActivity() {
        g_application_hold(object.cast())
        g_application_release(object.cast())
    }

    /// Activates the app as a second launch would: its `activate` handler runs (and shows the window).
    public func activate() {
        g_application_activate(object.cast())
    }
}
