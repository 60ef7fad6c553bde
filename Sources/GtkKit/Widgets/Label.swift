import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// A label showing `text`.
    public init(_ text: String = "") {
        super.init(gtk_label_new(text))
    }

    /// The text shown, as plain text.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { gtk_label_set_text(label, newValue) }
    }

    /// Horizontal alignment of the text: 0 start, 1 end.
    public var xalign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }

    /// Ellipsizes at the end instead of growing the window.
    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(label, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// Whether long text wraps onto more lines instead of widening the label.
    public var wraps: Bool {
        get { Bool(gtk_label_get_wrap(label)) }
        set { gtk_label_set_wrap(label, newValue.gboolean) }
    }

    private var label: OpaquePointer { widget.opaque }
}
