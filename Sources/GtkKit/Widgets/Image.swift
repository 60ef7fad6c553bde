import CGtk

/// A `GtkImage` showing a themed (usually symbolic) icon.
@MainActor
public final class Image: Widget {
    /// An image showing the themed icon `iconName` (nil: empty).
    public init(iconName: String? = nil) {
        super.init(gtk_image_new_from_icon_name(iconName))
    }

    /// The themed icon shown, e.g. `"user-trash-symbolic"`.
    public var iconName: String? {
        get { string(gtk_image_get_icon_name(image)) }
        set { gtk_image_set_from_icon_name(image, newValue) }
    }

    /// The icon size in pixels; -1 uses the default size.
    public var pixelSize: Int32 {
        get { gtk_image_get_pixel_size(image) }
        set { gtk_image_set_pixel_size(image, newValue) }
    }

    private var image: OpaquePointer { widget.opaque }
}
