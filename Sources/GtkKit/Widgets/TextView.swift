import CGtk

/// A `GtkTextView` for a few lines of plain text (a description, a note): words wrap at the edge,
/// Enter starts a new line, and Tab moves on to the next field instead of typing a tab.
///
/// Why it exists: a form's multi-line field, as UIKit's `UITextView`; the text buffer's calls stay here.
@MainActor
public final class TextView: Widget {
    /// A text view holding `text`, at least `minimumLines` lines high.
    public init(text: String = "", minimumLines: Int32 = 4) {
        super.init(gtk_text_view_new())
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_accepts_tab(view, 0)
        gtk_text_view_set_top_margin(view, 8)
        gtk_text_view_set_bottom_margin(view, 8)
        gtk_text_view_set_left_margin(view, 12)
        gtk_text_view_set_right_margin(view, 12)
        // One line of the default font is about 20 logical pixels.
        setSizeRequest(height: 20 * minimumLines + 16)
        self.text = text
    }

    /// The text. - Complexity: O(length).
    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set { gtk_text_buffer_set_text(buffer, newValue, -1) }
    }

    /// Runs `handler` after every change of the text, typed or set.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(buffer, "changed", handler)
    }

    private var view: UnsafeMutablePointer<GtkTextView> { widget.cast() }
    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view) }
}
