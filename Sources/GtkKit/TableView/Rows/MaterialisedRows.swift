/// The row objects alive now (made by the model's `get_item` and still held by GTK or the table), by
/// model position, ascending: a weak cache, so that a row asked for again while its object lives gets
/// the same object. GTK holds a few hundred (the rows near the viewport, the selected one), whatever
/// the length of the list.
///
/// An entry leaves when its object is finalised (`remove(object:)`, from a weak reference) or when its
/// row is spliced out of the model (its object may live on in GTK's hands, detached).
@MainActor
struct MaterialisedRows {
    struct Entry {
        /// The row's position in the model (kept up to date by `splice`).
        var position: Int
        /// The row's object; not retained here.
        let object: ItemObject
        /// The identity the object owns.
        var row: RowRef
    }

    /// The entries, ascending by position.
    private(set) var entries: [Entry] = []

    /// How many row objects are cached.
    var count: Int { entries.count }

    /// The index of the first entry at or after `position`.
    /// - Complexity: O(log c) for c entries.
    func firstIndex(atOrAfter position: Int) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The entry at `position`, if its row is materialised.
    /// - Complexity: O(log c).
    func entry(at position: Int) -> Entry? {
        let index = firstIndex(atOrAfter: position)
        return index < entries.count && entries[index].position == position ? entries[index] : nil
    }

    /// The entries whose positions lie in `range`, ascending.
    /// - Complexity: O(log c).
    func entries(in range: Range<Int>) -> ArraySlice<Entry> {
        entries[firstIndex(atOrAfter: range.lowerBound)..<firstIndex(atOrAfter: range.upperBound)]
    }

    /// Adds the entry of a newly made object.
    /// - Precondition: no entry at the same position.
    /// - Complexity: O(c).
    mutating func insert(_ entry: Entry) {
        let index = firstIndex(atOrAfter: entry.position)
        precondition(index == entries.count || entries[index].position != entry.position, "two objects for one row")
        entries.insert(entry, at: index)
    }

    /// Forgets a finalised object; false if it was not cached (it had been spliced out).
    /// - Complexity: O(c).
    @discardableResult
    mutating func remove(object: ItemObject) -> Bool {
        guard let index = entries.firstIndex(where: { $0.object == object }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// Accounts for a model splice: entries of removed rows go, entries after them move by
    /// `added - removed`.
    /// - Complexity: O(log c + e) for e entries at or after `position`.
    mutating func splice(at position: Int, removed: Int, added: Int) {
        let first = firstIndex(atOrAfter: position)
        let end = firstIndex(atOrAfter: position + removed)
        entries.removeSubrange(first..<end)
        let delta = added - removed
        guard delta != 0 else { return }
        for index in first..<entries.count { entries[index].position += delta }
    }

    mutating func removeAll() { entries.removeAll() }

    /// The longest run of entries at consecutive positions (GTK's row widgets around the viewport;
    /// the selected or focused row may lie elsewhere): its first position and length, (0, 0) if none.
    /// - Complexity: O(c).
    func longestRun() -> (start: Int, count: Int) {
        var best = (start: 0, count: 0), start = 0
        for index in entries.indices {
            if index == 0 || entries[index].position != entries[index - 1].position + 1 { start = index }
            let count = index - start + 1
            if count > best.count { best = (entries[start].position, count) }
        }
        return best
    }

    /// Makes the entry at `index` stand for `row`: its object owns `row` from now on (GTK keeps the
    /// object, and with it the row widget).
    /// - Complexity: O(1).
    mutating func repoint(at index: Int, to row: RowRef) {
        entries[index].object.replaceOwner(with: row)
        entries[index].row = row
    }
}
