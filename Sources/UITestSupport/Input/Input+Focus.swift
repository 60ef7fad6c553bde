import Foundation

/// Keys that move the keyboard focus, pressed one at a time.
///
/// A test that presses Tab (or an arrow) until the focus reaches something must know that each press
/// has landed before it decides whether to press again. A fixed wait per key cannot know it: on a
/// loaded machine a slow frame let a key land after its wait, the loop pressed once more, and the
/// focus went past its goal (RowFocusTests, OneMenuTests, ListDeliveryTests). Here each press is
/// followed by a wait for the focus to move, which is a condition, scaled like every other wait.
extension Accessible {
    /// The object below this one that holds the keyboard focus, or nil.
    /// - Parameter onScreenOnly: search on-screen objects only (the default), which skips hidden stack
    ///   pages and rows scrolled away. Pass false where the focus may rest on something judged off
    ///   screen by its extents: a map's marker at the edge, or (GTK 4.8 gives a popover's contents the
    ///   extents they would have below and right of their anchor) a popover at the window's edge.
    /// - Complexity: the walk of `first(onScreenOnly:)`, stopping at the focused object, with one
    ///   state round trip per object visited; without `onScreenOnly` a miss visits the whole subtree.
    public func focusedDescendant(onScreenOnly: Bool = true) -> Accessible? {
        first(onScreenOnly: onScreenOnly, where: { $0.isFocused })
    }
}

extension Input {
    /// Presses `key` until `reached` gives a value and returns it, at most `limit` times; after each
    /// press it waits until the keyboard focus below `root` has moved before it asks `reached` and
    /// before it presses again, so that no press is ever counted before it lands.
    /// - Parameters:
    ///   - key: an xdotool key combination, e.g. "Tab", "Down".
    ///   - root: the window (or part of it) whose focused object is watched.
    ///   - limit: the most presses; the goal not reached by then fails the test.
    ///   - goal: what the presses should reach, for the failure (“a row”, “Main Menu”).
    ///   - onScreenOnly: whether the focused object is looked for on screen only (see
    ///     `Accessible.focusedDescendant(onScreenOnly:)`).
    ///   - reached: given the object that now holds the focus, the goal's value once the focus is on
    ///     it, else nil.
    /// - Throws: `UITestError.timeout` when a press moves the focus nowhere, or when `limit` presses
    ///   do not reach the goal.
    @discardableResult
    public static func press<T>(
        _ key: String, in root: Accessible, atMost limit: Int, toReach goal: String, onScreenOnly: Bool = true,
        file: StaticString = #filePath, line: UInt = #line, _ reached: (Accessible) -> T?
    ) throws -> T {
        var path: [String] = []
        for _ in 0..<limit {
            let before = root.focusedDescendant(onScreenOnly: onScreenOnly)
            try Input.key(key)
            let now = try eventuallyValue(
                "\(key) moved the focus nowhere from \(before?.description ?? "nothing") (on the way to \(goal))",
                file: file, line: line
            ) { () -> Accessible? in
                guard let focused = root.focusedDescendant(onScreenOnly: onScreenOnly), focused != before else {
                    return nil
                }
                return focused
            }
            path.append(now.description)
            if let value = reached(now) { return value }
        }
        throw Polling.failure(
            "\(limit) × \(key) never reached \(goal); the focus went \(path.joined(separator: " → "))",
            waited: 0, dump: root, file: file, line: line)
    }
}
