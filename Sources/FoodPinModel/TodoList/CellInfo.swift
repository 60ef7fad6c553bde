/// What kind of row a list's presentation should use, chosen by the model (seed 001's Silver
/// challenge): the view registers and reuses rows by `reuseIdentifier` and builds them in `style`,
/// without knowing the row widget in advance.
/// - Note: UIKit's version hands over a cell class; ours is toolkit-neutral, so a style names the layout.
public struct CellInfo: Sendable, Hashable {
    /// The row layouts a presentation knows how to build.
    public enum Style: Sendable, Hashable {
        /// One line of text.
        case basic
        /// A title with a smaller second line.
        case subtitle
    }

    public var reuseIdentifier: String
    public var style: Style

    public init(reuseIdentifier: String, style: Style) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
    }
}
