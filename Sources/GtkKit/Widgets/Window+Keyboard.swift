import CGtk

// Window-scoped keyboard shortcuts, the default widget, and the calls a sheet or dialog needs.

/// Boxes a shortcut's Swift closure; GTK releases it with the shortcut's callback action.
private final class ShortcutBox {
    let handler: @MainActor () -> Bool
    init(_ handler: @escaping @MainActor () -> Bool) { self.handler = handler }
}

extension Window {
    /// The widget that Enter activates when the focus is in an entry that `activatesDefault`
    /// (a dialog's suggested button).
    public func setDefaultWidget(_ widget: Widget?) {
        gtk_window_set_default_widget(window, widget?.widget)
    }

    /// Runs `handler` when `accelerator` (a GTK accelerator such as `"<Control>f"` or `"Escape"`) is
    /// pressed anywhere in this window. Returns false if the accelerator does not parse.
    ///
    /// `handler` returns whether it handled the key; return false to let the key through.
    /// - Note: app-wide shortcuts belong on `Application.setShortcuts(_:forAction:)`; these keys
    ///   work only while this window has the focus, like UIKit's `UIKeyCommand` on a view controller.
    @discardableResult
    public func addShortcut(_ accelerator: String, _ handler: @escaping @MainActor () -> Bool) -> Bool {
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        let callback: GtkShortcutFunc = { _, _, data in
            let box = Unmanaged<ShortcutBox>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { box.handler() }.gboolean
        }
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<ShortcutBox>.fromOpaque(data).release()
        }
        let data = Unmanaged.passRetained(ShortcutBox(handler)).toOpaque()
        let action = gtk_callback_action_new(callback, data, release)
        let shortcut = gtk_shortcut_new(trigger, action)
        gtk_shortcut_controller_add_shortcut(shortcutController, shortcut)
        return true
    }

    /// Binds `accelerator` to a detailed action name (`"win.delete"`) for this window only.
    @discardableResult
    public func addShortcut(_ accelerator: String, action detailedName: String) -> Bool {
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(detailedName))
        gtk_shortcut_controller_add_shortcut(shortcutController, shortcut)
        return true
    }

    /// Makes Escape ask this window to close, as it cancels a dialog in GNOME (`GtkDialog` binds it
    /// so; a plain window does not): the close request (`onCloseRequest`) decides, so a form with
    /// typed text can ask first. The one key an app's dialog binds outside its actions enum.
    public func closesOnEscape() {
        addShortcut("Escape") { [weak self] in
            self?.close()
            return true
        }
    }

    /// Runs `handler` when the window is asked to close (close button, Escape on a dialog, `close()`);
    /// return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        Signal.connect(object, "close-request", returning: handler)
    }

    /// Whether the window blocks input to the window it is transient for.
    public var isModal: Bool {
        get { Bool(gtk_window_get_modal(window)) }
        set { gtk_window_set_modal(window, newValue.gboolean) }
    }

    /// Sets the size the window opens at.
    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(window, width, height)
    }

    /// Removes the window for good, without a close request.
    public func destroy() { gtk_window_destroy(window) }

    /// The window's own shortcut controller, made on first use (window-scoped, bubble phase).
    private var shortcutController: OpaquePointer {
        let key = "gtkkit-shortcuts"
        if let existing = g_object_get_data(object, key) { return OpaquePointer(existing) }
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller.opaque, GTK_SHORTCUT_SCOPE_LOCAL)
        g_object_set_data(object, key, controller.gpointer)
        addController(controller.opaque)
        return controller.opaque
    }
}
