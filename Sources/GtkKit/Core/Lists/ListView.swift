import CGtk

/// A `GtkListView` over a single selection, its rows made by a signal factory: what the table view
/// scrolls. Internal: apps see `TableView`.
///
/// Why it exists: the table view's scrolling, activation and frame-by-frame code reads as Swift; the
/// list view, its adjustment, its actions and its tick callbacks stay here.
@MainActor
final class ListView: Widget {
    /// A list view showing `selection`'s model with `factory`'s rows, separators drawn.
    init(selection: SingleSelection, factory: SignalListItemFactory) {
        g_object_ref(factory.pointer.gpointer)  // gtk_list_view_new takes over one reference of each
        super.init(gtk_list_view_new(selection.consumableReference(), factory.pointer)!)
        gtk_list_view_set_show_separators(widget.opaque, 1)
    }

    /// `activate`: a row was activated (Enter, or a double click), by model position.
    func onActivate(_ handler: @escaping @MainActor (_ position: Int) -> Void) {
        Signal.connectInt(widget, "activate", handler)
    }

    /// Brings the row at `position` into view (GTK 4.8 has no `gtk_list_view_scroll_to`: the list
    /// view's `list.scroll-to-item` action does it, anchoring on the row). - Complexity: GTK's.
    func scrollToItem(at position: Int) {
        gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
    }

    /// The vertical scroll position and extent, or nil before GTK has given it one.
    var verticalAdjustment: Adjustment? {
        gtk_scrollable_get_vadjustment(widget.opaque).map(Adjustment.init)
    }

    /// Runs `tick` on every frame of the list view until it returns false.
    func addTickCallback(_ tick: @escaping @MainActor () -> Bool) {
        final class Box {
            let tick: @MainActor () -> Bool; init(_ tick: @escaping @MainActor () -> Bool) { self.tick = tick }
        }
        let callback: GtkTickCallback = { _, _, data in
            let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.tick() }.gboolean
        }
        let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
        gtk_widget_add_tick_callback(widget, callback, Unmanaged.passRetained(Box(tick)).toOpaque(), release)
    }
}

/// A `GtkAdjustment`: a scroll position (`value`) within `0…upper`, showing `pageSize` of it.
/// A handle: the scrollable that owns it keeps it.
@MainActor
struct Adjustment {
    nonisolated(unsafe) let pointer: UnsafeMutablePointer<GtkAdjustment>

    var pageSize: Double { gtk_adjustment_get_page_size(pointer) }
    var upper: Double { gtk_adjustment_get_upper(pointer) }
    var value: Double {
        get { gtk_adjustment_get_value(pointer) }
        nonmutating set { gtk_adjustment_set_value(pointer, newValue) }
    }

    /// Sets `value`, clamped to what can be scrolled (`0…upper - pageSize`). - Complexity: O(1).
    func scroll(to target: Double) { value = min(max(0, target), upper - pageSize) }
}
