// WORKAROUND — GtkKit gaps, each to be replaced by a GtkKit API (listed in the report); every raw GTK
// call of the FoodPin window lives in this file so that the rest of the app speaks GtkKit only.
// - `PopoverMenu`: GtkKit's `Popover` takes a child widget; a menu model popover (with accelerators
//   shown beside items, keyboard navigation) is `gtk_popover_menu_new_from_model`.
// - `Thumbnail.load`: a texture decoded at thumbnail size (gdk-pixbuf at scale), so a 12-megapixel
//   photo costs 112×112 pixels in the list, not 48 MB.
// - `AppStyleSheet`: an app-level CSS provider.
// - `FrameClock`: a callback after the next painted frame (progressive first load, benchmark timings).
// - `Widget.appendChild`: `Box` is final, so a cell made of a box cannot subclass it.
import CGtk
import Foundation
import GtkKit

extension Widget {
    /// Appends `child` to this widget, which must be a GtkBox.
    func appendChild(_ child: Widget) {
        gtk_box_append(widget.cast(), child.widget)
    }
}

/// A `GtkPopoverMenu` showing a `Menu`, anchored at a widget like GtkKit's `Popover`.
@MainActor
final class PopoverMenu: Widget {
    private let menu: Menu
    private var keepAlive: PopoverMenu?
    var onClose: (@MainActor () -> Void)?

    init(menu: Menu) {
        self.menu = menu
        super.init(gtk_popover_menu_new_from_model(menu.model.cast()))
        Signal.connect(object, "closed") { [weak self] in self?.didClose() }
    }

    /// Parents the popover to `source`, points it at `rect` (source coordinates; nil for all of it)
    /// and pops it up.
    func present(from source: Widget, pointingTo rect: GdkRectangle? = nil) {
        gtk_widget_set_parent(widget, source.widget)
        if var rect { gtk_popover_set_pointing_to(widget.cast(), &rect) }
        gtk_popover_set_position(widget.cast(), GTK_POS_BOTTOM)
        // Without a compositor every transparent pixel (shadow, corners, arrow sides) shows black:
        // draw solid there, as GtkKit's Popover does.
        let composited = gdk_display_is_composited(gtk_widget_get_display(source.widget)) != 0
        setCSSClass("foodpin-solid", !composited)
        if !composited { gtk_popover_set_has_arrow(widget.cast(), 0) }
        keepAlive = self
        gtk_popover_popup(widget.cast())
    }

    func popdown() { gtk_popover_popdown(widget.cast()) }

    private func didClose() {
        // Menu items activate their action after `closed`: unparent on the next idle, as GtkKit does.
        whenIdleInApp { [self] in
            if parentPointer != nil { gtk_widget_unparent(widget) }
            let handler = onClose
            keepAlive = nil
            handler?()
        }
    }
}

/// Runs `body` once from a GLib idle source (GtkKit's `whenIdle` is internal).
@MainActor
func whenIdleInApp(_ body: @escaping @MainActor () -> Void) {
    final class Box { let body: @MainActor () -> Void; init(_ body: @escaping @MainActor () -> Void) { self.body = body } }
    let run: GSourceFunc = { data in
        let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { box.body() }
        return 0
    }
    let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, Unmanaged.passRetained(Box(body)).toOpaque(), release)
}

/// Decodes photos at thumbnail size.
@MainActor
enum Thumbnail {
    /// The image at `path` scaled to fit `pixels`×`pixels`, or nil when it does not load.
    static func load(_ path: String, pixels: Int32) -> Texture? {
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, pixels, pixels, 1, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(pixbuf.gpointer) }
        return Texture(adopting: gdk_texture_new_for_pixbuf(pixbuf))
    }
}

/// Adds the app's style sheet to the default display once.
@MainActor
enum AppStyleSheet {
    private static var installed = false

    static func install(_ css: String) {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, provider.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.gpointer)
    }
}

/// Calls back after the next frame the widget's frame clock paints.
@MainActor
enum FrameClock {
    static func afterNextPaint(of widget: Widget, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else {
            whenIdleInApp(body)
            return
        }
        var connection: SignalConnection?
        connection = Signal.connect(clock, "after-paint") { () -> Void in
            connection?.disconnect()
            connection = nil
            body()
        }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
    }
}

extension TableView {
    /// Scrolls by `pages` viewport heights (benchmarks; GtkKit has `scrollToRow` only).
    func scrollBy(pages: Double) {
        guard let adjustment = gtk_scrollable_get_vadjustment(listView.opaque) else { return }
        let value = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment) * pages
        gtk_adjustment_set_value(adjustment, min(value, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)))
    }
}
