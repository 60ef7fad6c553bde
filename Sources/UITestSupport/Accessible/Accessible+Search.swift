extension Accessible {
    /// The first descendant (depth-first, in child order; `self` excluded) that matches every given
    /// criterion, or nil.
    /// - Parameters:
    ///   - role: exact role name (see `roleName`), e.g. "push button".
    ///   - name: exact accessible name.
    ///   - nameContains: a substring of the accessible name.
    ///   - onScreenOnly: match and descend only into objects on screen (see `isOnScreen`): skips
    ///     hidden widgets and their subtrees, and list rows scrolled out of their scroll pane.
    ///   - maxDepth: how many levels below `self` to visit (1 = children only).
    ///   - predicate: a further test, asked only of objects that passed the others.
    /// - Complexity: stops at the first match; about 2–3 round trips per visited object (role, name,
    ///   child count) plus one per child fetched, and two more (states, extents) when `onScreenOnly`.
    public func first(role: String? = nil, name: String? = nil, nameContains: String? = nil,
                      onScreenOnly: Bool = false, maxDepth: Int = 64,
                      where predicate: ((Accessible) -> Bool)? = nil) -> Accessible? {
        all(role: role, name: name, nameContains: nameContains, onScreenOnly: onScreenOnly,
            maxDepth: maxDepth, limit: 1, where: predicate).first
    }

    /// Every descendant that matches, depth-first, up to `limit` results (see `first` for criteria).
    /// - Complexity: visits the whole subtree (bounded by `maxDepth`, pruned by `onScreenOnly`) unless
    ///   `limit` is reached first.
    /// - Note: GTK 4.8 sets the AT-SPI SHOWING state on toplevel windows only, so on-screen is computed
    ///   here from VISIBLE and extents clipped by enclosing scroll panes and viewports.
    public func all(role: String? = nil, name: String? = nil, nameContains: String? = nil,
                    onScreenOnly: Bool = false, maxDepth: Int = 64, limit: Int = .max,
                    where predicate: ((Accessible) -> Bool)? = nil) -> [Accessible] {
        UITestSession.pump()
        var found: [Accessible] = []
        let rootClip = onScreenOnly ? clipForChildren(of: self, within: nil) : nil
        var stack: [(Accessible, Int, Rect?)] = children(reversed: true).map { ($0, 1, rootClip) }
        while let (node, depth, clip) = stack.popLast(), found.count < limit {
            var childClip = clip
            if onScreenOnly {
                guard node.isVisible(within: clip) else { continue }
                childClip = clipForChildren(of: node, within: clip)
            }
            if matches(node, role: role, name: name, nameContains: nameContains, predicate: predicate) {
                found.append(node)
            }
            if depth < maxDepth {
                stack.append(contentsOf: node.children(reversed: true).map { ($0, depth + 1, childClip) })
            }
        }
        return found
    }

    /// Waits until a matching descendant exists and returns it (see `first` for criteria).
    /// - Throws: `UITestError.timeout` with a dump of `self` when none appears in time.
    public func waitForFirst(role: String? = nil, name: String? = nil, nameContains: String? = nil,
                             onScreenOnly: Bool = true, maxDepth: Int = 64, timeout: Double = 5,
                             file: StaticString = #filePath, line: UInt = #line,
                             where predicate: ((Accessible) -> Bool)? = nil) throws -> Accessible {
        let wanted = [role.map { "role \"\($0)\"" }, name.map { "name \"\($0)\"" },
                      nameContains.map { "name containing \"\($0)\"" }].compactMap { $0 }
        return try eventuallyValue(timeout: timeout, "no \(onScreenOnly ? "on-screen " : "")descendant with "
                                   + wanted.joined(separator: ", ") + " under \(self)",
                                   dump: self, file: file, line: line) {
            first(role: role, name: name, nameContains: nameContains, onScreenOnly: onScreenOnly,
                  maxDepth: maxDepth, where: predicate)
        }
    }

    /// Whether the object is on screen: VISIBLE (or SHOWING), and its extents (when it is a component)
    /// are not empty and intersect every enclosing scroll pane and viewport and its window. GtkListView
    /// rows that are built but not allocated have empty extents.
    /// - Complexity: walks up to the window: about 3 round trips per ancestor.
    public var isOnScreen: Bool {
        var chain: [Accessible] = []
        var node: Accessible? = parent
        while let current = node, current.roleName != "application" {
            chain.append(current)
            node = current.parent
        }
        var clip: Rect?
        for ancestor in chain.reversed() {
            guard ancestor.isVisible(within: clip) else { return false }
            clip = clipForChildren(of: ancestor, within: clip)
        }
        return isVisible(within: clip)
    }

    /// VISIBLE or SHOWING, and intersecting `clip` when both have a size.
    /// - Note: Extents are asked first: they reject off-screen rows in one round trip.
    func isVisible(within clip: Rect?) -> Bool {
        if let clip, let extents, extents.isEmpty || !extents.intersects(clip) { return false }
        let states = self.states
        return (states.contains(.visible) || states.contains(.showing)) && !states.contains(.defunct)
    }

    /// The clip that applies to `node`'s children: narrowed by windows, scroll panes and viewports.
    func clipForChildren(of node: Accessible, within clip: Rect?) -> Rect? {
        guard Accessible.clippingRoles.contains(node.roleName), let extents = node.extents, !extents.isEmpty else {
            return clip
        }
        return clip.map { $0.intersection(extents) } ?? extents
    }

    static let clippingRoles: Set<String> = ["frame", "window", "dialog", "scroll pane", "viewport"]

    private func children(reversed: Bool) -> [Accessible] {
        let count = childCount
        let indices = reversed ? Array((0..<count).reversed()) : Array(0..<count)
        return indices.compactMap { child(at: $0) }
    }

    private func matches(_ node: Accessible, role: String?, name: String?, nameContains: String?,
                         predicate: ((Accessible) -> Bool)?) -> Bool {
        if let role, node.roleName != role { return false }
        if name != nil || nameContains != nil {
            let actual = node.name
            if let name, actual != name { return false }
            if let nameContains, !actual.contains(nameContains) { return false }
        }
        return predicate?(node) ?? true
    }
}
