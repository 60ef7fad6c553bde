/// The table's CSS: rows carry no padding of their own (so a collapsing row can reach zero height);
/// cells get the GNOME `rich-list` padding; header rows are plain and unseparated.
@MainActor
enum TableStyle {

    static let css = """
        listview.gtkkit-table > row { padding: 0; }
        listview.gtkkit-table > row.gtkkit-header { border-bottom-width: 0; background: none; }
        listview.gtkkit-table > row.gtkkit-vanishing { border-bottom-width: 0; }
        .gtkkit-cell { padding: 8px 12px; min-height: 32px; }
        .gtkkit-section-header { padding: 18px 12px 6px 12px; }
        .gtkkit-drag-handle { padding: 0 14px; opacity: 0.55; }
        listview.gtkkit-table > row.gtkkit-drop-before { box-shadow: inset 0 3px @accent_bg_color; }
        listview.gtkkit-table > row.gtkkit-multiselected { background-color: alpha(@accent_bg_color, 0.22); }
        listview.gtkkit-table > row.gtkkit-drop-after { box-shadow: inset 0 -3px @accent_bg_color; }
        """

    /// Adds the stylesheet to the default display once.
    static func install() { StyleSheet.install(css) }
}
