import CGtk

/// Whether this computer has a network, and word when that changes: GIO's `GNetworkMonitor` (NetworkManager's
/// view when it runs, else the kernel's routes). A sync uses it to send waiting changes as soon as the
/// network is back, and to say "offline" without trying when there is none.
///
/// Threading: created and used on the main thread; `onChange` runs there.
/// - Note: "available" means a route to the internet exists, not that a given server answers: a
///   server can still be out of reach with the network up.
@MainActor
public final class NetworkMonitor {
    nonisolated(unsafe) private let monitor: OpaquePointer
    private var connection: SignalConnection?

    /// The system's monitor (one per process, shared).
    public init() {
        monitor = g_network_monitor_get_default()
        g_object_ref(UnsafeMutableRawPointer(monitor))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }

    /// Whether a network is available now. - Complexity: O(1).
    public var isNetworkAvailable: Bool {
        Bool(g_network_monitor_get_network_available(monitor))
    }

    /// Runs `handler` with the new availability each time it changes (GIO's `network-changed`, which
    /// also fires on other changes of the routes; repeated values are left out). Replaces the handler
    /// set before.
    public func onChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        connection?.disconnect()
        var last = isNetworkAvailable
        connection = Signal.connectInt(monitor, "network-changed") { available in
            let now = available != 0
            guard now != last else { return }
            last = now
            handler(now)
        }
    }
}
