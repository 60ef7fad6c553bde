import CGtk

extension Widget {
    /// Puts `text` on the clipboard of the widget's display (Ctrl+V pastes it anywhere).
    /// - Complexity: O(m) for m bytes.
    public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
    }

}
