import CGtk

/// A `GtkPicture`: shows a `Texture` (a photo) scaled to the space it is given.
@MainActor
public final class Picture: Widget {
    /// A picture of `texture`, or an empty one.
    public init(texture: Texture? = nil) {
        super.init(gtk_picture_new())
        self.texture = texture  // observers do not run in init
        gtk_picture_set_paintable(picture, texture?.paintable)
        gtk_picture_set_content_fit(picture, GTK_CONTENT_FIT_COVER)
    }

    /// A picture of the image at `path`; empty (`texture == nil`) when the file does not load.
    public convenience init(contentsOfFile path: String) {
        self.init(texture: Texture(contentsOfFile: path))
    }

    /// The image shown.
    public var texture: Texture? {
        didSet { gtk_picture_set_paintable(picture, texture?.paintable) }
    }

    /// How the image fills the widget: `GTK_CONTENT_FIT_COVER` (crop, the default here, like a photo
    /// cell's `.scaleAspectFill`), `_CONTAIN`, `_FILL`, `_SCALE_DOWN`.
    var contentFit: GtkContentFit {
        get { gtk_picture_get_content_fit(picture) }
        set { gtk_picture_set_content_fit(picture, newValue) }
    }

    /// Whether the picture may shrink below the image's size (true) or asks for the full size.
    public var canShrink: Bool {
        get { Bool(gtk_picture_get_can_shrink(picture)) }
        set { gtk_picture_set_can_shrink(picture, newValue.gboolean) }
    }

    /// The description screen readers announce.
    public var alternativeText: String? {
        get { string(gtk_picture_get_alternative_text(picture)) }
        set { gtk_picture_set_alternative_text(picture, newValue) }
    }

    private var picture: OpaquePointer { widget.opaque }
}
