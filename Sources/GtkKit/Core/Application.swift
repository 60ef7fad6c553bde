import CGtk
import Foundation
import Localization

/// An `AdwApplication`: initialises libadwaita (styles, dark and high-contrast support), runs the GLib
/// main loop with `MainQueueBridge` installed, and owns the app's actions and their shortcuts.
@MainActor
public final class Application: Object {
    /// The wrapped `AdwApplication`.
    var application: UnsafeMutablePointer<GtkApplication> { object.cast() }

    /// Creates the application. `unique: false` lets several instances run at once (tests, or two
    /// databases); a unique app hands a second launch to the running one.
    public init(id: String, unique: Bool = true) {
        var flags = G_APPLICATION_DEFAULT_FLAGS
        if !unique { flags = GApplicationFlags(rawValue: flags.rawValue | G_APPLICATION_NON_UNIQUE.rawValue) }
        super.init(adopting: adw_application_new(id, flags))
        // After gtk_init (which takes the direction from GTK's own catalogue), before any window.
        Signal.connect(object, "startup") { Application.adoptTextDirection() }
    }

    /// Mirrors every widget when the app's texts are in a right-to-left language, even one GTK has
    /// no catalogue for (GTK alone would leave an Arabic window left to right).
    static func adoptTextDirection() {
        if Localization.isWrittenRightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
    }

    /// Runs `handler` when the application is activated (first launch, or a second launch of a unique app).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(object, "activate", handler)
    }

    /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
    ///
    /// Command-line arguments are the caller's business: GApplication sees only the program name.
    public func run() -> Int32 {
        MainQueueBridge.install()
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? "app"), nil]
        defer { free(argv[0]) }
        return g_application_run(object.cast(), 1, &argv)
    }

    /// Ends the main loop. The app's windows are destroyed first, as closing the last one would, so
    /// that they keep what they keep on the way (`WindowState`: a bare `g_application_quit` left the
    /// windows alive until the process ended, and a size changed in the last half second was lost).
    public func quit() {
        // Each held while the others go: one may take a transient dialog with it.
        if let windows = gtk_application_get_windows(application) {
            let copy = g_list_copy_deep(
                windows, { window, _ in g_object_ref(UnsafeMutableRawPointer(mutating: window)) }, nil)
            defer { g_list_free_full(copy, g_object_unref) }
            var node = copy
            while let current = node {
                if let window = current.pointee.data {
                    gtk_window_destroy(window.assumingMemoryBound(to: GtkWindow.self))
                }
                node = current.pointee.next
            }
        }
        g_application_quit(object.cast())
    }

    /// Adds an application action `app.NAME`, bound to `shortcuts` (GTK accelerator strings such as
    /// `"<Control>q"`), that runs `handler`.
    @discardableResult
    public func addAction(
        _ name: String, shortcuts: [String] = [],
        _ handler: @escaping @MainActor () -> Void
    ) -> Action {
        let action = Action(name: name, handler)
        g_action_map_add_action(object.opaque, action.object.opaque)
        setShortcuts(shortcuts, forAction: "app.\(name)")
        return action
    }

    /// Binds `shortcuts` to a detailed action name (`"win.delete"`, `"app.quit"`).
    public func setShortcuts(_ shortcuts: [String], forAction detailedName: String) {
        var pointers: [UnsafeMutablePointer<CChar>?] = shortcuts.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, detailedName, $0)
            }
        }
    }
}

/// A `GSimpleAction` without a parameter: a menu item, a shortcut and a button can all activate it.
@MainActor
public final class Action: Object {
    /// The action's name, without its `app.`/`win.` prefix.
    public let name: String

    /// Creates an action that runs `handler` when activated.
    public init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(adopting: g_simple_action_new(name, nil))
        Signal.connect(object, "activate") { _ in handler() }
    }

    /// Whether the action can be activated; menus and buttons bound to it grey out when not.
    public var isEnabled: Bool {
        get { Bool(g_action_get_enabled(object.opaque)) }
        set { g_simple_action_set_enabled(object.opaque, newValue.gboolean) }
    }
}

/// A `GSimpleActionGroup`: actions a widget and its children (a popover menu attached to it) can
/// activate as `PREFIX.NAME` once `insert(into:prefix:)` has put the group on the widget.
@MainActor
public final class ActionGroup: Object {
    /// An empty group; add actions, then `insert(into:prefix:)`.
    public init() {
        super.init(adopting: g_simple_action_group_new())
    }

    /// Adds `action`; the group keeps it.
    public func add(_ action: Action) {
        g_action_map_add_action(object.opaque, action.object.opaque)
    }

    /// Makes the group's actions reachable from `widget` and its descendants as `prefix.NAME`.
    public func insert(into widget: Widget, prefix: String) {
        gtk_widget_insert_action_group(widget.widget, prefix, object.opaque)
    }

    /// Removes whatever group `widget` has under `prefix`.
    public static func remove(from widget: Widget, prefix: String) {
        gtk_widget_insert_action_group(widget.widget, prefix, nil)
    }
}
