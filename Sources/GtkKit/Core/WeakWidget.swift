import CGtk

/// A weak reference to a widget GTK owns (a `GWeakRef`): nil once GTK has finalized it.
///
/// Why it exists: a popover remembers where the keyboard focus was when it opened, to give it back
/// when it closes (see `Popover`); that widget — a list row, a header button — may be destroyed
/// meanwhile (a deleted row), and a `WidgetHandle` kept past its life would point at freed memory.
@MainActor
final class WeakWidget {
    private nonisolated(unsafe) let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ widget: WidgetHandle) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, widget.pointer.cast())
    }

    // GWeakRef is thread-safe: clearing it needs no main actor.
    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// Runs `body` on the widget while it lives, holding a reference for the length of the call;
    /// nil when it is gone. - Complexity: O(1) plus `body`.
    func withWidget<T>(_ body: (WidgetHandle) -> T) -> T? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        defer { g_object_unref(object) }
        return body(WidgetHandle(object.assumingMemoryBound(to: GtkWidget.self)))
    }
}
