import CGtk

/// An `AdwAvatar`: a round picture of a person or place, showing initials of `text` on a colour
/// derived from it until a custom image is set.
@MainActor
public final class Avatar: Widget {
    /// An avatar `size` pixels across, showing the initials of `text` when `showsInitials`.
    public init(size: Int32, text: String? = nil, showsInitials: Bool = true) {
        super.init(adw_avatar_new(size, text, showsInitials.gboolean))
    }

    /// The name the initials and the colour come from.
    public var text: String? {
        get { string(adw_avatar_get_text(avatar)) }
        set { adw_avatar_set_text(avatar, newValue) }
    }

    /// Whether the avatar shows the initials of `text` (else a generic icon) while it has no picture.
    public var showsInitials: Bool {
        get { Bool(adw_avatar_get_show_initials(avatar)) }
        set { adw_avatar_set_show_initials(avatar, newValue.gboolean) }
    }

    /// The diameter, in pixels.
    public var size: Int32 {
        get { adw_avatar_get_size(avatar) }
        set { adw_avatar_set_size(avatar, newValue) }
    }

    /// A photo shown instead of the initials.
    public var customImage: Texture? {
        didSet { adw_avatar_set_custom_image(avatar, customImage?.paintable) }
    }

    /// Shows the image at `path`; returns false (and keeps the initials) when it does not load.
    @discardableResult
    public func setCustomImage(contentsOfFile path: String) -> Bool {
        customImage = Texture(contentsOfFile: path)
        return customImage != nil
    }

    private var avatar: OpaquePointer { widget.opaque }
}
