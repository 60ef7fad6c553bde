/// What a delete removed, kept so that `restore` can put every element back where it was (undo).
///
/// Positions are sparse, so restoring needs no renumbering of the rest.
public struct Deletion<Element: Sendable & Hashable>: Sendable, Hashable {
    /// The removed elements, in the order they were listed.
    public let elements: [Element]
    let positions: [Double]

    init(elements: [Element], positions: [Double]) {
        self.elements = elements
        self.positions = positions
    }

    /// Whether nothing was removed.
    public var isEmpty: Bool { elements.isEmpty }
}
