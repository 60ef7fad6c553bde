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
    /// - Complexity: stops at the first match; a round trip per visited object for its fetch, one for
    ///   its child count when the walk descends, one for its name when its role matches (roles are
    ///   cached), and with `onScreenOnly` one for its extents (an off-screen object costs two in all and
    ///   its subtree nothing) and one for the states of a match.
    public func first(
        role: String? = nil, name: String? = nil, nameContains: String? = nil,
        onScreenOnly: Bool = false, maxDepth: Int = 64,
        where predicate: ((Accessible) -> Bool)? = nil
    ) -> Accessible? {
        all(
            role: role, name: name, nameContains: nameContains, onScreenOnly: onScreenOnly,
            maxDepth: maxDepth, limit: 1, where: predicate
        ).first
    }

    /// Every descendant that matches, depth-first, up to `limit` results (see `first` for criteria).
    /// - Complexity: visits the whole subtree (bounded by `maxDepth`, pruned by `onScreenOnly`) unless
    ///   `limit` is reached first; children are fetched lazily, so stopping early saves the rest.
    /// - Note: GTK 4.8 sets the AT-SPI SHOWING state on toplevel windows only, so on-screen is computed
    ///   here from extents clipped by enclosing scroll panes and viewports (and a match's VISIBLE).
    public func all(
        role: String? = nil, name: String? = nil, nameContains: String? = nil,
        onScreenOnly: Bool = false, maxDepth: Int = 64, limit: Int = .max,
        where predicate: ((Accessible) -> Bool)? = nil
    ) -> [Accessible] {
        var found: [Accessible] = []
        guard limit > 0 else { return found }
        walk(onScreenOnly: onScreenOnly, maxDepth: maxDepth) { node, _ in
            if matches(node, role: role, name: name, nameContains: nameContains, predicate: predicate),
                !onScreenOnly || node.isDrawn
            {
                found.append(node)
                if found.count >= limit { return .stop }
            }
            return .descend
        }
        return found
    }

    /// Waits until a matching descendant exists and returns it (see `first` for criteria).
    /// - Throws: `UITestError.timeout` with a dump of `self` when none appears in time.
    public func waitForFirst(
        role: String? = nil, name: String? = nil, nameContains: String? = nil,
        onScreenOnly: Bool = true, maxDepth: Int = 64, timeout: Double = 5,
        file: StaticString = #filePath, line: UInt = #line,
        where predicate: ((Accessible) -> Bool)? = nil
    ) throws -> Accessible {
        let wanted = [
            role.map { "role \"\($0)\"" }, name.map { "name \"\($0)\"" },
            nameContains.map { "name containing \"\($0)\"" },
        ].compactMap { $0 }
        return try eventuallyValue(
            timeout: timeout,
            "no \(onScreenOnly ? "on-screen " : "")descendant with "
                + wanted.joined(separator: ", ") + " under \(self)",
            dump: self, file: file, line: line
        ) {
            first(
                role: role, name: name, nameContains: nameContains, onScreenOnly: onScreenOnly,
                maxDepth: maxDepth, where: predicate)
        }
    }

    /// Waits until a part of a toast (its text, its button) shows in this window and returns it.
    ///
    /// libadwaita's toast overlay wraps a window's content, so its toasts lie a few levels below the
    /// window (five in FoodPin and To-Do): the search stays within `toastDepth` levels, a few dozen
    /// objects a poll. A whole-window walk visits every list row first (about 500 objects, each
    /// checked up to its window) and under load took most of a toast's 8 s: toasts came and went
    /// unseen.
    public func waitForToast(
        role: String? = nil, name: String? = nil, nameContains: String? = nil, timeout: Double = 5,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Accessible {
        try waitForFirst(
            role: role, name: name, nameContains: nameContains, maxDepth: Accessible.toastDepth, timeout: timeout,
            file: file, line: line)
    }

    /// How many levels below a window `waitForToast` looks.
    public static let toastDepth = 7

    /// Whether the object is on screen: VISIBLE (or SHOWING), and its extents (when it is a component)
    /// are not empty and lie at least a quarter (of width and of height) inside every enclosing scroll
    /// pane and viewport and its window, whose own extents are not empty. GtkListView rows that are
    /// built but not allocated have empty extents.
    /// - Note: GTK 4.8 sets the AT-SPI SHOWING state on toplevel windows only.
    ///   After a GtkListView scrolls, recycled rows that are no longer drawn may still count (see
    ///   `Accessible+Walk.swift`): identify rows by their labels.
    /// - Complexity: two round trips when an on-screen walk of this epoch found the object (see
    ///   `Accessible+Walk.swift`); otherwise a climb to the window with one round trip per ancestor.
    public var isOnScreen: Bool {
        if let clip = currentWalkClip {
            return Accessible.lies(extents, within: clip) && isDrawn
        }
        var chain: [Accessible] = []
        var node: Accessible? = parent
        while let current = node, current.roleName != "application" {
            chain.append(current)
            node = current.parent
        }
        var clip: Rect?
        for node in chain.reversed() {
            let rect = node.extents
            guard Accessible.lies(rect, within: clip) else { return false }
            clip = self.clip(forChildrenOf: node.roleName, extents: rect, within: clip)
        }
        return Accessible.lies(extents, within: clip) && isDrawn
    }

    /// Whether extents (nil: not a component) are not empty and mostly inside `clip`.
    private static func lies(_ extents: Rect?, within clip: Rect?) -> Bool {
        guard let extents else { return true }
        return !extents.isEmpty && (clip.map(extents.isMostlyVisible(in:)) ?? true)
    }

    /// VISIBLE or SHOWING, and not DEFUNCT. - Complexity: one round trip.
    var isDrawn: Bool {
        let states = self.states
        return (states.contains(.visible) || states.contains(.showing)) && !states.contains(.defunct)
    }

    private func matches(
        _ node: Accessible, role: String?, name: String?, nameContains: String?,
        predicate: ((Accessible) -> Bool)?
    ) -> Bool {
        if let role, node.roleName != role { return false }
        if name != nil || nameContains != nil {
            let actual = node.name
            if let name, actual != name { return false }
            if let nameContains, !actual.contains(nameContains) { return false }
        }
        return predicate?(node) ?? true
    }
}
