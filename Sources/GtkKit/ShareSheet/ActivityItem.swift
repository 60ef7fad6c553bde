import CGtk

/// One thing to share: a piece of text, or an image given as a file path, a decoded `Texture`, or both.
///
/// - Note: UIKit takes `[Any]` and inspects the types at run time; here the kinds are spelled out,
///   and an image file that is not a regular file, not an image, or over `ImageFile.Limits.default`
///   is left out of the share instead of failing.
@MainActor
public struct ActivityItem {
    /// What the item holds.
    public enum Content {
        /// Text, shared as typed (UTF-8).
        case text(String)
        /// An image: `path` lets Email attach the original file; `texture` is the decoded pixels.
        case image(path: String?, texture: Texture?)
    }

    /// What the item holds.
    public let content: Content

    /// A text item ("Just checking in at Cafe Deadend").
    public static func text(_ text: String) -> ActivityItem { ActivityItem(content: .text(text)) }

    /// An image read from `path` when it is needed, at the size it is needed (see `SharedImage`).
    public static func image(path: String) -> ActivityItem { ActivityItem(content: .image(path: path, texture: nil)) }

    /// An image already decoded; `path`, when given, is the file it came from.
    public static func image(_ texture: Texture, path: String? = nil) -> ActivityItem {
        ActivityItem(content: .image(path: path, texture: texture))
    }
}

/// The items resolved once for all activities: the text (all text items, one per line) and the first
/// image given as a texture or as a file whose header reads as an image within the limits. No pixel
/// of a file is decoded here: each activity decodes at the size it needs.
@MainActor
struct ShareContent {
    let text: String?
    let image: SharedImage?
    /// The file the image comes from, when it does.
    var imagePath: String? { image?.path }

    init(_ items: [ActivityItem]) {
        var texts: [String] = []
        var image: SharedImage?
        for item in items {
            switch item.content {
            case let .text(text):
                texts.append(text)
            case let .image(path, texture):
                guard image == nil else { continue }
                if let texture {
                    image = SharedImage(texture: texture, path: path)
                } else if let path {
                    image = SharedImage(path: path)
                }
            }
        }
        text = texts.isEmpty ? nil : texts.joined(separator: "\n")
        self.image = image
    }

    init(text: String?, image: SharedImage?) {
        self.text = text
        self.image = image
    }
}
