import CGtk
import Localization

/// The share sheet's content, the same in a popover and in a sheet window: a preview of what is
/// shared (a thumbnail of the image and the text) above a grid of large icon buttons, one per activity.
///
/// The thumbnail is a fixed `previewSide` square whatever the image: the picture is an overlay on a
/// fixed-size slot, so its natural size (the image's pixels) never reaches the sheet's width. A file's
/// thumbnail is decoded off the main thread at twice that size and fills the slot when it arrives.
@MainActor
final class ShareSheetView {
    /// The root widget.
    let root: Box
    /// The activity buttons, in order, each named for screen readers by its activity's title.
    private(set) var buttons: [Button] = []

    /// Activities per row of the grid.
    static let columns = 4
    /// The side of the preview's thumbnail, in logical pixels.
    static let previewSide: Int32 = 56

    init(content: ShareContent, activities: [Activity], onActivity: @escaping @MainActor (Activity) -> Void) {
        ShareSheetStyle.install()
        root = Box(.vertical)
        root.addCSSClass("share-sheet")
        root.append(Self.preview(content))
        root.append(Widget(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)))

        let grid = Widget(gtk_grid_new())
        grid.addCSSClass("share-activities")
        grid.halign = .center
        gtk_grid_set_column_homogeneous(grid.widget.cast(), 1)
        gtk_grid_set_column_spacing(grid.widget.cast(), 4)
        gtk_grid_set_row_spacing(grid.widget.cast(), 10)
        for (index, activity) in activities.enumerated() {
            let button = Self.button(for: activity)
            button.onClicked { onActivity(activity) }
            gtk_grid_attach(
                grid.widget.cast(), button.widget, Int32(index % Self.columns), Int32(index / Self.columns), 1, 1)
            buttons.append(button)
        }
        root.append(grid)
    }

    /// The thumbnail and the text, or a line saying what is shared when there is no text.
    private static func preview(_ content: ShareContent) -> Widget {
        let row = Box(.horizontal, spacing: 12)
        row.addCSSClass("share-preview")
        if let image = content.image {
            row.append(thumbnail(of: image))
        }
        let texts = Box(.vertical, spacing: 2)
        texts.valign = .center
        texts.hexpand = true
        let title = Label(content.text ?? localized("Image"))
        title.xalign = 0
        title.wraps = true
        gtk_label_set_lines(title.widget.opaque, 3)
        gtk_label_set_wrap_mode(title.widget.opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(title.widget.opaque, 34)
        title.ellipsizes = true
        title.addCSSClass("share-preview-text")
        texts.append(title)
        let kind = Label(summary(content))
        kind.xalign = 0
        kind.addCSSClass("caption")
        kind.addCSSClass("dim-label")
        texts.append(kind)
        row.append(texts)
        return row
    }

    /// A `previewSide` square showing `image` cropped to fill it: a given texture at once, a file once
    /// decoded (an empty rounded slot until then, and if it fails).
    private static func thumbnail(of image: SharedImage) -> Widget {
        let picture = Picture(texture: image.texture)
        picture.contentFit = GTK_CONTENT_FIT_COVER
        picture.canShrink = true
        picture.alternativeText = localized("Shared image")
        if image.texture == nil {
            image.load(.filling(Int(previewSide) * 2)) { picture.texture = $0 }
        }
        // The slot sets the size; an overlay child never adds to its overlay's size.
        let slot = Box(.vertical)
        slot.setSizeRequest(width: previewSide, height: previewSide)
        let overlay = Widget(gtk_overlay_new())
        overlay.addCSSClass("share-thumbnail")
        gtk_widget_set_overflow(overlay.widget, GTK_OVERFLOW_HIDDEN)
        gtk_overlay_set_child(overlay.widget.opaque, slot.widget)
        gtk_overlay_add_overlay(overlay.widget.opaque, picture.widget)
        overlay.valign = .center
        overlay.halign = .start
        return overlay
    }

    /// "Text and image", "Text" or "Image", with the image's size.
    private static func summary(_ content: ShareContent) -> String {
        switch (content.text, content.image) {
        // Translators: what the share sheet holds; {width} × {height} are the image's pixels.
        case let (_?, image?): localized("Text and image · {width} × {height}", Self.size(image))
        case let (nil, image?): localized("Image · {width} × {height}", Self.size(image))
        default: localized("Text")
        }
    }

    /// Pixel sizes are written without digit grouping ("3000 × 2000"), as image viewers write them.
    private static func size(_ image: SharedImage) -> KeyValuePairs<String, String> {
        ["width": String(image.width), "height": String(image.height)]
    }

    private static func button(for activity: Activity) -> Button {
        let icon = Image(iconName: activity.image)
        icon.pixelSize = 22
        icon.halign = .center
        icon.valign = .center
        let circle = Box(.vertical)
        circle.addCSSClass("share-activity-icon")
        circle.halign = .center
        icon.vexpand = true
        circle.append(icon)
        let label = Label(activity.title)
        label.addCSSClass("share-activity-label")
        label.wraps = true
        gtk_label_set_justify(label.widget.opaque, GTK_JUSTIFY_CENTER)
        gtk_label_set_max_width_chars(label.widget.opaque, 12)
        let stack = Box(.vertical, spacing: 6)
        stack.append(circle)
        stack.append(label)
        let button = Button(label: activity.title)
        gtk_button_set_child(button.widget.cast(), stack.widget)
        button.addCSSClass("flat")
        button.addCSSClass("share-activity")
        button.accessibleLabel = activity.title
        button.valign = .start
        return button
    }
}
