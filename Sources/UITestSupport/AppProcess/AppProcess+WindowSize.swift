import Foundation

extension AppProcess {
    /// The size of the app's largest visible X window (its main window, with no window manager to
    /// frame it), as xdotool reads it; nil while it shows none. For tests of a window's size kept
    /// across launches.
    /// - Complexity: two xdotool runs.
    public var mainWindowSize: Size? {
        XWindows.visible(pid: pid).map(\.frame).max { $0.width * $0.height < $1.width * $1.height }
            .map { Size(width: $0.width, height: $0.height) }
    }

    /// A window's width and height in pixels.
    public struct Size: Equatable, Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width) × \(height)" }
    }
}
