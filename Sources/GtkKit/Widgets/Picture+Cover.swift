import CGtk

extension Picture {
    /// Whether the picture fills its whole area, cropping what does not fit (a header photo), rather
    /// than fitting inside it. - Complexity: O(1).
    public var coversBounds: Bool {
        get { gtk_picture_get_content_fit(widget.opaque) == GTK_CONTENT_FIT_COVER }
        set { gtk_picture_set_content_fit(widget.opaque, newValue ? GTK_CONTENT_FIT_COVER : GTK_CONTENT_FIT_CONTAIN) }
    }
}

extension ScrolledWindow {
    /// Scrolls up and down only; the content is as wide as the window. - Complexity: O(1).
    public func scrollVerticallyOnly() {
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
}

extension Label {
    /// Whether the text can be selected and copied with the pointer. - Complexity: O(1).
    public var isSelectable: Bool {
        get { Bool(gtk_label_get_selectable(widget.opaque)) }
        set { gtk_label_set_selectable(widget.opaque, newValue.gboolean) }
    }
}
