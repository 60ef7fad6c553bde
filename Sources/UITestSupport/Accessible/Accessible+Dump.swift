extension Accessible {
    /// A readable outline of the subtree for failure messages: role, name, text, notable states and
    /// window extents, one object per line.
    /// - Parameters:
    ///   - maxDepth: levels below `self` to include.
    ///   - onScreenOnly: leave out objects that are not on screen (see `isOnScreen`) and their subtrees;
    ///     a last line counts what was left out.
    ///   - maxLines: stop after this many lines (a note says so).
    /// - Complexity: visits up to `maxLines` objects, about 7 round trips each.
    public func dump(maxDepth: Int = 40, onScreenOnly: Bool = true, maxLines: Int = 300) -> String {
        var lines = [line(states: states, extents: extents)]
        var truncated = false
        let summary = walk(onScreenOnly: onScreenOnly, maxDepth: maxDepth) { node, depth in
            guard lines.count < maxLines else {
                truncated = true
                return .stop
            }
            lines.append(String(repeating: "  ", count: depth) + node.line(states: node.states, extents: node.extents))
            return .descend
        }
        if truncated { lines.append("… (stopped after \(maxLines) lines)") }
        if summary.skipped > 0 { lines.append("(\(summary.skipped) hidden or off-screen objects left out)") }
        return lines.joined(separator: "\n")
    }

    private func line(states: Set<State>, extents: Rect?) -> String {
        var parts = [description]
        if let text, !text.isEmpty, text != name { parts.append("text=\"\(text.prefix(60))\"") }
        let notable: [State] = [.focused, .selected, .checked, .editable, .pressed, .expanded]
        let flags =
            notable.filter { states.contains($0) }.map(\.rawValue)
            + (states.contains(.sensitive) ? [] : ["insensitive"])
            + (states.contains(.visible) || states.contains(.showing) ? [] : ["invisible"])
        if !flags.isEmpty { parts.append(flags.joined(separator: ",")) }
        if let extents, !extents.isEmpty { parts.append(extents.description) }
        return parts.joined(separator: " ")
    }
}
