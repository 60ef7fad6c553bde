extension Accessible {
    /// A readable outline of the subtree for failure messages: role, name, text, notable states and
    /// window extents, one object per line.
    /// - Parameters:
    ///   - maxDepth: levels below `self` to include.
    ///   - onScreenOnly: leave out objects that are not on screen (see `isOnScreen`) and their subtrees;
    ///     a last line counts what was left out.
    ///   - maxLines: stop after this many lines (a note says so).
    /// - Complexity: visits up to `maxLines` objects, about 6 round trips each.
    public func dump(maxDepth: Int = 40, onScreenOnly: Bool = true, maxLines: Int = 300) -> String {
        UITestSession.pump()
        var lines: [String] = []
        var skipped = 0
        var stack: [(Accessible, Int, Rect?)] = [(self, 0, nil)]
        while let (node, depth, clip) = stack.popLast() {
            if lines.count >= maxLines {
                lines.append("… (stopped after \(maxLines) lines)")
                break
            }
            if onScreenOnly && depth > 0 && !node.isVisible(within: clip) {
                skipped += 1
                continue
            }
            lines.append(String(repeating: "  ", count: depth) + node.line(states: node.states))
            if depth < maxDepth {
                let childClip = clipForChildren(of: node, within: clip)
                let count = node.childCount
                stack.append(contentsOf: (0..<count).reversed().compactMap { node.child(at: $0) }
                    .map { ($0, depth + 1, childClip) })
            }
        }
        if skipped > 0 { lines.append("(\(skipped) hidden or off-screen subtrees left out)") }
        return lines.joined(separator: "\n")
    }

    private func line(states: Set<State>) -> String {
        var parts = [description]
        if let text, !text.isEmpty, text != name { parts.append("text=\"\(text.prefix(60))\"") }
        let notable: [State] = [.focused, .selected, .checked, .editable, .pressed, .expanded]
        let flags = notable.filter { states.contains($0) }.map(\.rawValue)
            + (states.contains(.sensitive) ? [] : ["insensitive"])
            + (states.contains(.visible) || states.contains(.showing) ? [] : ["invisible"])
        if !flags.isEmpty { parts.append(flags.joined(separator: ",")) }
        if let extents, !extents.isEmpty { parts.append(extents.description) }
        return parts.joined(separator: " ")
    }
}
