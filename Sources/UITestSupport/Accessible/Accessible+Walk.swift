/// The depth-first walk behind `first`, `all` and `dump`.
///
/// Children are fetched lazily, one D-Bus round trip each, so a search that matches early never
/// touches the rest of a long list. With `onScreenOnly`, each child's extents are read first: a child
/// outside the clip (the window, narrowed by enclosing scroll panes and viewports) is skipped with its
/// subtree in that one trip.
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
                if let clip = frame.clip, let rect = childExtents, rect.isEmpty || !rect.isMostlyVisible(in: clip) {
                    summary.skipped += 1
                    continue
                }
                let states = child.states
                guard states.contains(.visible) || states.contains(.showing), !states.contains(.defunct) else {
                    summary.skipped += 1
                    continue
                }
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

    /// The clip that applies below this object: its own and its ancestors' windows, scroll panes and
    /// viewports. - Complexity: one round trip per ancestor, plus extents of the clipping ones.
    func clipForDescendants() -> Rect? {
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
