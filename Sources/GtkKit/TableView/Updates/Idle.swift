import CGtk

/// Runs `body` once from the GLib main loop at default idle priority (after pending input and
/// redraws), outside whatever GTK callback is running now.
@MainActor
func runWhenIdle(_ body: @escaping @MainActor () -> Void) {
    final class Box { let body: @MainActor () -> Void; init(_ body: @escaping @MainActor () -> Void) { self.body = body } }
    let callback: GSourceFunc = { data in
        let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { box.body() }
        return 0 // G_SOURCE_REMOVE
    }
    let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
    g_idle_add_full(gint(G_PRIORITY_DEFAULT_IDLE), callback, Unmanaged.passRetained(Box(body)).toOpaque(), release)
}
