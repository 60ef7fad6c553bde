import CGtk

/// A `GtkShortcutsWindow` (the Ctrl+? "Keyboard Shortcuts" window) built from Swift values.
///
/// GTK builds this window only from GtkBuilder XML, so the values become an XML string with every
/// text escaped; a title such as `Sort <A & B>` shows as written.
@MainActor
public final class ShortcutsWindow: Widget {
    /// One shortcut: what it does, and a GTK accelerator such as `"<Control>n"`.
    public struct Shortcut: Sendable {
        /// What the shortcut does.
        public var title: String
        /// The GTK accelerator, e.g. `"<Control>n"`.
        public var accelerator: String
        /// A shortcut doing `title` on `accelerator`.
        public init(_ title: String, _ accelerator: String) {
            self.title = title
            self.accelerator = accelerator
        }
    }

    /// A titled group of shortcuts ("General", "Editing").
    public struct Group: Sendable {
        /// The group's heading.
        public var title: String
        /// The group's shortcuts, in order.
        public var shortcuts: [Shortcut]
        /// A group titled `title`.
        public init(_ title: String, _ shortcuts: [Shortcut]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// A page of groups; windows with one section show no section switcher.
    public struct Section: Sendable {
        /// The section's name in the section switcher.
        public var title: String
        /// The section's groups, in order.
        public var groups: [Group]
        /// A section titled `title`.
        public init(_ title: String, _ groups: [Group]) {
            self.title = title
            self.groups = groups
        }
    }

    /// What went wrong when GTK could not build the window from the generated XML.
    public struct BuildError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Builds the window, transient for `parent`, titled `title` (GNOME's apps say “Keyboard
    /// Shortcuts”; without a title the window manager shows the program's name, “foodpin”).
    /// - Throws: `BuildError` when GTK rejects the description (an accelerator it cannot parse).
    public init(title: String? = nil, sections: [Section], parent: Window? = nil) throws {
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder.gpointer) }
        var error: UnsafeMutablePointer<GError>?
        let xml = Self.xml(for: sections)
        guard Bool(gtk_builder_add_from_string(builder, xml, -1, &error)),
            let window = gtk_builder_get_object(builder, "shortcuts")
        else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no window in the description"
            g_clear_error(&error)
            throw BuildError(description: message)
        }
        super.init(window)
        if let title { gtk_window_set_title(widget.cast(), title) }
        gtk_window_set_transient_for(widget.cast(), parent?.window)
        gtk_window_set_modal(widget.cast(), 1)
    }

    /// Shows the window over its parent.
    public func present() { gtk_window_present(widget.cast()) }
    /// Closes the window.
    public func close() { gtk_window_close(widget.cast()) }

    /// The GtkBuilder description of `sections`, every text escaped.
    static func xml(for sections: [Section]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n"
        out += "<object class=\"GtkShortcutsWindow\" id=\"shortcuts\">\n<property name=\"modal\">1</property>\n"
        for (s, section) in sections.enumerated() {
            out += "<child><object class=\"GtkShortcutsSection\">\n"
            out += property("section-name", "section\(s)") + property("title", section.title)
            out += property("max-height", "12")
            for (g, group) in section.groups.enumerated() {
                out += "<child><object class=\"GtkShortcutsGroup\" id=\"group-\(s)-\(g)\">\n"
                out += property("title", group.title)
                for (i, shortcut) in group.shortcuts.enumerated() {
                    out += "<child><object class=\"GtkShortcutsShortcut\" id=\"shortcut-\(s)-\(g)-\(i)\">\n"
                    out += property("title", shortcut.title) + property("accelerator", shortcut.accelerator)
                    out += "</object></child>\n"
                }
                out += "</object></child>\n"
            }
            out += "</object></child>\n"
        }
        return out + "</object>\n</interface>\n"
    }

    private static func property(_ name: String, _ value: String) -> String {
        "<property name=\"\(name)\">\(markupEscaped(value))</property>\n"
    }
}
