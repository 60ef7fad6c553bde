import CGtk
import Foundation

/// Lets the GLib main loop drain `DispatchQueue.main`, and with it the main actor's jobs.
///
/// On Linux, libdispatch signals work for the main queue by writing to an eventfd, the handle that
/// CoreFoundation's run loop would watch. GTK runs GLib's loop instead, so nothing would ever drain
/// the queue: `Task { @MainActor in … }` and `DispatchQueue.main.async` would never run. The bridge
/// adds that eventfd to GLib's default context as a unix fd source; when libdispatch pokes it, the
/// source clears it and asks libdispatch to drain. No polling: the loop wakes only when work is queued.
///
/// Threading rule: install on the main thread, before or while the GLib loop runs.
public enum MainQueueBridge {
    @MainActor private static var source: guint = 0

    /// Attaches the bridge to GLib's default main context. Idempotent.
    @MainActor
    public static func install() {
        guard source == 0 else { return }
        let handle = _dispatch_get_main_queue_handle_4CF()
        let callback: GUnixFDSourceFunc = { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }
        source = g_unix_fd_add(handle, G_IO_IN, callback, nil)
    }

    /// Whether the bridge is attached.
    @MainActor public static var isInstalled: Bool { source != 0 }
}
