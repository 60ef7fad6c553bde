/// The depth-first walk behind `first`, `all` and `dump`.
///
/// Children are fetched lazily, one D-Bus round trip each, so a search that matches early never
/// touches the rest of a long list. With `onScreenOnly`, each child's extents are read first: a child
/// outside the clip (the window, narrowed by enclosing scroll panes and viewports) is skipped with its
/// subtree in that one trip. The clip is carried down the walk, never recomputed per object: an object
/// costs its fetch, its extents, its child count when the walk descends, and its name when its role
/// matches. Its states (one more trip) are read only for a match.
///
/// Why the states of every object are not read: GTK 4.8 presents no hidden widget on AT-SPI and marks
/// every object it presents VISIBLE (measured: 523 of 523 objects of FoodPin's window, a row swiped
/// open), so VISIBLE told nothing; what is not drawn has empty extents (305 of those 523). Reading the
/// states was a fifth of a walk's round trips, each costing the app about 2 ms of CPU.
///
/// An object reached by an on-screen walk remembers the clip its ancestors put on it, so a search
/// started from it (`first(…, onScreenOnly: true)` on a row the walk found) or `isOnScreen` need not
/// climb to the window again. That memory lasts until the next poll of `eventually`, input or
/// `holdStill` (`clipEpoch`): after those the app may have moved things, and the climb is made afresh.
///
/// Known limit (GTK 4.8): after a GtkListView scrolls, some recycled row widgets that are no longer
/// drawn keep VISIBLE and stale extents inside the viewport, so they count as on screen. Find rows by
/// their labels, not by position; GTK's hit testing (GetAccessibleAtPoint) returned nothing over list
/// rows on this version, so it cannot settle it either.
extension Accessible {
    enum WalkStep { case descend, skipSubtree, stop }

    struct WalkSummary { var visited = 0; var skipped = 0 }

    private final class Frame {
        let node: Accessible
        let count: Int
        let depth: Int
        let clip: Rect?
        var index = 0

        init(node: Accessible, depth: Int, clip: Rect?) {
            self.node = node
            self.count = node.childCount
            self.depth = depth
            self.clip = clip
        }
    }

    /// Changes when the app may have moved things (a poll, input, a hold): clips remembered by walks
    /// of an older epoch are not used.
    nonisolated(unsafe) static var clipEpoch = 0

    /// Forgets every clip remembered by earlier walks (see the type's note).
    static func forgetWalkClips() { clipEpoch &+= 1 }

    /// Visits descendants of `self` (not `self`) depth-first in child order, up to `maxDepth` levels.
    @discardableResult
    func walk(
        onScreenOnly: Bool, maxDepth: Int,
        _ visit: (_ node: Accessible, _ depth: Int) -> WalkStep
    ) -> WalkSummary {
        UITestSession.pump()
        var summary = WalkSummary()
        guard maxDepth > 0 else { return summary }
        let rootClip = onScreenOnly ? clipForDescendants() : nil
        var stack = [Frame(node: self, depth: 0, clip: rootClip)]
        while let frame = stack.last {
            guard frame.index < frame.count else {
                stack.removeLast()
                continue
            }
            let index = frame.index
            frame.index += 1
            guard let child = frame.node.child(at: index) else { continue }
            summary.visited += 1
            var childExtents: Rect?
            if onScreenOnly {
                childExtents = child.extents
                if let rect = childExtents, rect.isEmpty || !(frame.clip.map(rect.isMostlyVisible(in:)) ?? true) {
                    summary.skipped += 1
                    continue
                }
                child.walkClip = (frame.clip, Accessible.clipEpoch)
            }
            switch visit(child, frame.depth + 1) {
            case .stop: return summary
            case .skipSubtree: continue
            case .descend: break
            }
            guard frame.depth + 1 < maxDepth else { continue }
            let role = child.roleName
            let childClip = onScreenOnly ? clip(forChildrenOf: role, extents: childExtents, within: frame.clip) : nil
            stack.append(Frame(node: child, depth: frame.depth + 1, clip: childClip))
        }
        return summary
    }

    /// The clip that an on-screen walk put on this object, when it was reached by one in this epoch.
    var currentWalkClip: Rect?? {
        guard let walkClip, walkClip.epoch == Accessible.clipEpoch else { return nil }
        return .some(walkClip.clip)
    }

    /// The clip that applies below this object: its own and its ancestors' windows, scroll panes and
    /// viewports.
    /// - Complexity: none when an on-screen walk of this epoch reached the object (one round trip for
    ///   its extents if it clips); otherwise a climb to the window with the extents of the clipping
    ///   ancestors (roles and parents are cached).
    func clipForDescendants() -> Rect? {
        if let inherited = currentWalkClip {
            let role = roleName
            return Accessible.clippingRoles.contains(role)
                ? clip(forChildrenOf: role, extents: extents, within: inherited) : inherited
        }
        var chain: [Accessible] = [self]
        var node = parent
        while let current = node, current.roleName != "application" {
            chain.append(current)
            node = current.parent
        }
        return chain.reversed().reduce(nil) { clip, node in
            let role = node.roleName
            return Accessible.clippingRoles.contains(role)
                ? self.clip(forChildrenOf: role, extents: node.extents, within: clip) : clip
        }
    }

    /// The clip for a node's children: windows, scroll panes and viewports narrow it.
    func clip(forChildrenOf role: String, extents: Rect?, within clip: Rect?) -> Rect? {
        guard Accessible.clippingRoles.contains(role), let extents, !extents.isEmpty else { return clip }
        return clip.map { $0.intersection(extents) } ?? extents
    }

    static let clippingRoles: Set<String> = ["frame", "window", "dialog", "scroll pane", "viewport"]
}
