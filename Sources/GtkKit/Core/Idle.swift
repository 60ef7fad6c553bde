import CGtk

/// Boxes a closure run once from a GLib source (idle or timeout); GLib releases it with the source.
private final class OnceBox: @unchecked Sendable {  // created and run on the main thread only
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

private let runOnce: GSourceFunc = { data in
    let box = Unmanaged<OnceBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated { box.body() }
    return 0  // G_SOURCE_REMOVE
}

private let releaseOnce: GDestroyNotify = { data in Unmanaged<OnceBox>.fromOpaque(data!).release() }

/// Runs `body` once on the main loop after the current event is handled (GLib's idle source), even
/// when nothing drains `DispatchQueue.main`: to tear down a widget after the signal that ends it (a
/// popover's `closed`) has returned, or to act after GTK has finished handling an event.
@MainActor
public func whenIdle(_ body: @escaping @MainActor () -> Void) {
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, runOnce, Unmanaged.passRetained(OnceBox(body)).toOpaque(), releaseOnce)
}

/// Runs `body` once after `milliseconds` on the main loop (a GLib timeout).
@MainActor
public func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
    g_timeout_add_full(
        G_PRIORITY_DEFAULT, milliseconds, runOnce, Unmanaged.passRetained(OnceBox(body)).toOpaque(), releaseOnce)
}
