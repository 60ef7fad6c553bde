import CGtk

/// A one-shot GLib timeout running a main-actor closure.
@MainActor
enum Timeout {
    /// Runs `body` once after `milliseconds` on the GLib main loop.
    static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(TimeoutBox(body)).toOpaque()
        let fire: GSourceFunc = { data in
            let box = Unmanaged<TimeoutBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
            return 0 // G_SOURCE_REMOVE
        }
        let release: GDestroyNotify = { data in Unmanaged<TimeoutBox>.fromOpaque(data!).release() }
        g_timeout_add_full(Int32(gtkshim_priority_default()), milliseconds, fire, box, release)
    }
}

private final class TimeoutBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
