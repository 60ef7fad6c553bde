/// A flat array with a movable hole (the "gap") where the last edit happened: an edit first moves the
/// gap to its position (one `memmove` of the elements in between, never of those it removes), then
/// removes and inserts in place.
///
/// The table's rows live here because a plain array moves every element after an edit (a 10% churn
/// of 100,000 rows is 10,000 splices: gigabytes of copying), while the splices of one update walk the
/// list in order, so the gap travels the list at most once or twice per update.
///
/// - Complexity: reading is O(1). An edit removing r and inserting a elements costs O(d + r + a) for
///   d the elements between the gap (where the previous edit was) and the removed ones (element moves,
///   by `memmove` for bitwise-movable elements), plus amortised growth and shrinking.
final class GapBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Elements live in `0..<gapStart` and `gapEnd..<capacity`; the gap between is uninitialised.
    private var gapStart: Int
    private var gapEnd: Int
    /// How many elements gap moves have moved so far (for tests of what an edit costs).
    private(set) var movedCount = 0

    /// A buffer holding `elements`, with a little room to grow.
    /// - Complexity: O(n).
    init(_ elements: some Collection<Element>) {
        let count = elements.count
        capacity = count + count / 8 + 16
        base = .allocate(capacity: capacity)
        gapStart = 0
        gapEnd = capacity
        append(elements)
    }

    deinit {
        base.deinitialize(count: gapStart)
        (base + gapEnd).deinitialize(count: capacity - gapEnd)
        base.deallocate()
    }

    /// The number of elements.
    /// - Complexity: O(1).
    var count: Int { gapStart + capacity - gapEnd }

    /// The element at `position`.
    /// - Complexity: O(1).
    /// - Precondition: `0 <= position < count`.
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "GapBuffer: position \(position) out of 0..<\(count)")
        return position < gapStart ? base[position] : base[position + gapEnd - gapStart]
    }

    /// Removes `removed` elements at `position`, then inserts `elements` there.
    /// - Complexity: O(d + removed + inserted), amortised, for d the elements between the gap and the
    ///   removed ones.
    /// - Precondition: `position...position + removed` lies within `0...count`.
    func replace(at position: Int, removing removed: Int, with elements: some Collection<Element>) {
        precondition(
            position >= 0 && removed >= 0 && position + removed <= count,
            "GapBuffer: \(removed) elements at \(position) out of 0..<\(count)")
        // The gap grows over the removed elements from the side it is on: they are never moved.
        if position + removed <= gapStart {
            moveGap(to: position + removed)
            (base + position).deinitialize(count: removed)
            gapStart = position
        } else if position >= gapStart {
            moveGap(to: position)
            (base + gapEnd).deinitialize(count: removed)
            gapEnd += removed
        } else {
            let before = gapStart - position
            (base + position).deinitialize(count: before)
            (base + gapEnd).deinitialize(count: removed - before)
            gapStart = position
            gapEnd += removed - before
        }
        append(elements)
        if capacity > 4_096 && count < capacity / 4 { reallocate(capacity: count + count / 8 + 16) }
    }

    /// Inserts `elements` at the gap's start, growing the buffer if the gap is too small.
    private func append(_ elements: some Collection<Element>) {
        let added = elements.count
        if gapEnd - gapStart < added {
            let needed = count + added
            reallocate(capacity: Swift.max(needed + needed / 8 + 16, capacity + capacity / 8))
        }
        // Contiguous elements (an array: every caller) are copied in one go, which for plain values
        // is one `memcpy` even in unspecialised generic code; element by element, a reload of 142,857
        // rows took 18 ms.
        let copied: Bool? = elements.withContiguousStorageIfAvailable { buffer in
            guard let source = buffer.baseAddress else { return true }
            precondition(buffer.count <= gapEnd - gapStart, "GapBuffer: a collection gave more elements than its count")
            (base + gapStart).initialize(from: source, count: buffer.count)
            gapStart += buffer.count
            return true
        }
        if copied == true { return }
        for element in elements {
            precondition(gapStart < gapEnd, "GapBuffer: a collection gave more elements than its count")
            (base + gapStart).initialize(to: element)
            gapStart += 1
        }
    }

    /// Moves the gap so that it starts at `position`.
    private func moveGap(to position: Int) {
        movedCount += abs(position - gapStart)
        if position < gapStart {
            let moved = gapStart - position
            (base + gapEnd - moved).moveInitialize(from: base + position, count: moved)
            gapEnd -= moved
        } else if position > gapStart {
            let moved = position - gapStart
            (base + gapStart).moveInitialize(from: base + gapEnd, count: moved)
            gapEnd += moved
        }
        gapStart = position
    }

    /// Moves the elements to a new allocation of `newCapacity`, keeping the gap where it is.
    private func reallocate(capacity newCapacity: Int) {
        let tail = capacity - gapEnd
        precondition(newCapacity >= gapStart + tail)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: gapStart)
        (newBase + newCapacity - tail).moveInitialize(from: base + gapEnd, count: tail)
        base.deallocate()
        base = newBase
        capacity = newCapacity
        gapEnd = newCapacity - tail
    }
}
