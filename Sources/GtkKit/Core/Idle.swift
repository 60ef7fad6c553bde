import CGtk

/// Boxes a closure run once from a GLib idle source.
private final class IdleBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

/// Runs `body` once on the main loop after the current event is handled (GLib's idle source), even
/// when nothing drains `DispatchQueue.main`: to tear down a widget after the signal that ends it (a
/// popover's `closed`) has returned, or to act after GTK has finished handling an event.
@MainActor
public func whenIdle(_ body: @escaping @MainActor () -> Void) {
    let run: GSourceFunc = { data in
        let box = Unmanaged<IdleBox>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { box.body() }
        return 0 // G_SOURCE_REMOVE
    }
    let release: GDestroyNotify = { data in Unmanaged<IdleBox>.fromOpaque(data!).release() }
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, Unmanaged.passRetained(IdleBox(body)).toOpaque(), release)
}
