import CGtk

/// A `GtkImage` showing a themed (usually symbolic) icon.
@MainActor
public final class Image: Widget {
    public init(iconName: String? = nil) {
        super.init(gtk_image_new_from_icon_name(iconName))
    }

    public var iconName: String? {
        get { string(gtk_image_get_icon_name(image)) }
        set { gtk_image_set_from_icon_name(image, newValue) }
    }

    public var pixelSize: Int32 {
        get { gtk_image_get_pixel_size(image) }
        set { gtk_image_set_pixel_size(image, newValue) }
    }

    private var image: OpaquePointer { widget.opaque }
}
