import CGtk
import Foundation

/// GLib's default main context, iterated by hand: for tests and tools that drive GTK without
/// `Application.run()`, waiting by spinning the loop (so GTK keeps drawing and answering) rather than
/// by sleeping.
@MainActor
public enum MainContext {
    private static var initialised = false

    /// Initialises libadwaita (and with it GTK) and bridges `DispatchQueue.main` into the loop, once;
    /// later calls do nothing. `Application` does the same for an app.
    public static func initialise() {
        guard !initialised else { return }
        adw_init()
        MainQueueBridge.install()
        initialised = true
    }

    /// Iterates the loop until `condition` holds or `timeout` seconds pass.
    /// - Returns: whether `condition` held.
    @discardableResult
    public static func spin(until condition: () -> Bool = { false }, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
        return true
    }

    /// Iterates the loop until nothing is pending (layout, idle callbacks).
    public static func drain() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
}
