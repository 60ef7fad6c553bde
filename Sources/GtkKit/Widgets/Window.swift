import CGtk

/// An `AdwApplicationWindow` (a window of an `Application`) or an `AdwWindow` (a free-standing or
/// transient window: a sheet, a test window), whose content is one widget. libadwaita windows have no
/// title bar of their own: put a `HeaderBar` in the content.
@MainActor
open class Window: Widget {
    /// The wrapped `GtkWindow`.
    var window: UnsafeMutablePointer<GtkWindow> { object.cast() }

    /// A window of `application`, `width` × `height` pixels at first.
    public init(application: Application, title: String, width: Int32 = 480, height: Int32 = 640) {
        super.init(adw_application_window_new(application.application))
        self.title = title
        gtk_window_set_default_size(window, width, height)
    }

    /// A window that belongs to no application: a sheet over `parent` (transient for it, and modal when
    /// asked), or a window of its own in tests.
    public init(
        title: String, width: Int32 = 480, height: Int32 = 640, transientFor parent: Window? = nil,
        modal: Bool = false
    ) {
        super.init(adw_window_new())
        self.title = title
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_transient_for(window, parent?.window)
        gtk_window_set_modal(window, modal.gboolean)
        if parent != nil { gtk_window_set_destroy_with_parent(window, 1) }
    }

    /// Wraps a window a subclass made with its own constructor (`adw_preferences_window_new`), as a
    /// sheet over `parent` (transient for it, and modal when asked).
    init(
        made pointer: some GPointer, title: String, width: Int32, height: Int32, transientFor parent: Window?,
        modal: Bool
    ) {
        super.init(pointer)
        self.title = title
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_transient_for(window, parent?.window)
        gtk_window_set_modal(window, modal.gboolean)
        if parent != nil { gtk_window_set_destroy_with_parent(window, 1) }
    }

    /// The window's title, shown by the window list and the task switcher.
    public var title: String? {
        get { string(gtk_window_get_title(window)) }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The height the window opens with, or has when not maximised (GTK's default height), in pixels.
    /// - Complexity: O(1).
    public var defaultHeight: Int {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)  // GTK 4.8 writes both: no nil
        return Int(height)
    }

    /// The window's only child.
    public var content: Widget? {
        didSet {
            if object.isA(adw_application_window_get_type()) {
                adw_application_window_set_content(object.cast(), content?.widget)
            } else {
                adw_window_set_content(object.cast(), content?.widget)
            }
        }
    }

    /// Shows the window and raises it.
    public func present() { gtk_window_present(window) }
    /// Closes the window, as its close button would.
    public func close() { gtk_window_close(window) }

    /// Adds a window action `win.NAME` that runs `handler`.
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> Action {
        let action = Action(name: name, handler)
        g_action_map_add_action(object.opaque, action.object.opaque)
        return action
    }
}
