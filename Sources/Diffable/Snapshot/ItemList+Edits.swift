/// Edits of an `ItemList`. Every edit goes through `editChunk(at:_:)`: down from the root to one
/// chunk, copying the nodes and the chunk that another list shares, then back up, splitting the nodes
/// that overflow and dropping the ones left empty.
extension ItemList {
    /// What takes the place of an edited chunk.
    @usableFromInline @frozen
    enum Replacement {
        /// The chunk stays (its items changed).
        case keep
        /// The chunk is dropped (it is empty).
        case drop
        /// These chunks, keys increasing, take its place (the chunk itself may be among them).
        case pieces(ContiguousArray<Chunk>, keys: ContiguousArray<UInt32>)
    }

    /// Edits the chunk holding `index` (the last one when `index` is `count`): `edit` gets it, not
    /// shared with any other list, with its key, changes it in place and says what takes its place.
    /// - Complexity: O(F log_F C) for fanout F and C chunks, besides `edit`.
    /// - Precondition: the list is not empty.
    @inlinable
    mutating func editChunk(at index: Int, _ body: (Chunk, UInt32) -> Replacement) {
        if !isKnownUniquelyReferenced(&root) { root = Branch(copying: root!) }
        if let pieces = Self.edit(root!, height: height, at: index, body) { plant(pieces, height: height) }
        while height > 1 && root!.childCount == 1 {
            root = root!.branches[0]
            height -= 1
        }
    }

    /// Edits below `node` (not shared): nil when `node` stays in its place, else what takes it.
    @inlinable
    static func edit(_ node: Branch, height: Int, at index: Int, _ body: (Chunk, UInt32) -> Replacement)
        -> ContiguousArray<Branch>?
    {
        let c = node.child(containing: index)
        if height == 1 {
            if !isKnownUniquelyReferenced(&node.chunks[c]) {
                node.chunks[c] = Chunk(items: node.chunks[c].items, hashes: node.chunks[c].hashes)
            }
            switch body(node.chunks[c], node.keys[c]) {
            case .keep: node.recount(from: c, height: 1)
            case .drop: node.replaceChunk(c, with: [], keys: [])
            case .pieces(let chunks, let keys): node.replaceChunk(c, with: chunks, keys: keys)
            }
        } else {
            if !isKnownUniquelyReferenced(&node.branches[c]) { node.branches[c] = Branch(copying: node.branches[c]) }
            if let pieces = Self.edit(node.branches[c], height: height - 1, at: index - node.start(of: c), body) {
                node.replaceBranch(c, with: pieces, height: height)
            } else {
                node.recount(from: c, height: height)
            }
        }
        if node.childCount == 0 { return [] }
        return node.childCount > fanout ? node.split(fanout: fanout, height: height) : nil
    }

    /// Makes `nodes` (of `height`, in order) the whole list: none empties it; several get a new root,
    /// or more levels while a root would overflow.
    /// - Complexity: O(k) for k nodes.
    @inlinable
    mutating func plant(_ nodes: ContiguousArray<Branch>, height: Int) {
        var level = nodes, height = height
        while level.count > 1 {
            let parent = Branch()
            parent.branches = level
            parent.keys = ContiguousArray(repeating: 0, count: level.count)
            parent.ends = ContiguousArray(repeating: 0, count: level.count)
            height += 1
            parent.recount(from: 0, height: height)
            level = parent.childCount > Self.fanout ? parent.split(fanout: Self.fanout, height: height) : [parent]
        }
        root = level.first
        self.height = root == nil ? 0 : height
    }

    /// The number of items in the last chunk and its key, or (0, 0) when the list is empty.
    /// - Complexity: O(log n).
    @inlinable
    func lastChunk() -> (count: Int, key: UInt32) {
        guard root != nil else { return (0, 0) }
        let last = locate(count)
        return (last.chunk.items.count, last.key)
    }

    /// Appends items at the end; `placed(offsets, key)` is told, chunk by chunk, the chunk key of the
    /// new items at those offsets of `items`. Returns false, adding nothing, when the keys at the end
    /// are used up (relabel, then retry).
    /// - Complexity: O(k + F log n) for k items: copies of the items and hashes, a call per chunk.
    @inlinable
    mutating func append(_ items: [Item], hashes: [Int], placed: (Range<Int>, UInt32) -> Void) -> Bool {
        let (lastCount, lastKey) = lastChunk()
        let room = root == nil ? 0 : Self.chunkCapacity - lastCount
        let take = Swift.min(items.count, room)
        let needed = (items.count - take + Self.chunkCapacity - 1) / Self.chunkCapacity
        // New chunks' keys step by `keySpacing`, or less near the top of the key space.
        let step = UInt32(
            Swift.min(UInt64(Self.keySpacing), (UInt64(UInt32.max) - UInt64(lastKey)) / UInt64(needed + 1)))
        guard needed == 0 || step > 0 else { return false }
        var chunks = ContiguousArray<Chunk>(), keys = ContiguousArray<UInt32>()
        chunks.reserveCapacity(needed + 1)
        keys.reserveCapacity(needed + 1)
        var offset = take, key = lastKey
        while offset < items.count {
            let end = Swift.min(items.count, offset + Self.chunkCapacity)
            key += step
            chunks.append(
                Chunk(items: ContiguousArray(items[offset..<end]), hashes: ContiguousArray(hashes[offset..<end])))
            keys.append(key)
            offset = end
        }
        if root == nil {
            guard !chunks.isEmpty else { return true }
            let leaf = Branch()
            (leaf.chunks, leaf.keys) = (chunks, keys)
            leaf.ends = ContiguousArray(repeating: 0, count: chunks.count)
            leaf.recount(from: 0, height: 1)
            plant(leaf.childCount > Self.fanout ? leaf.split(fanout: Self.fanout, height: 1) : [leaf], height: 1)
        } else {
            editChunk(at: count) { chunk, key in
                if take > 0 {
                    chunk.items.append(contentsOf: items[0..<take])
                    chunk.hashes.append(contentsOf: hashes[0..<take])
                    placed(0..<take, key)
                }
                guard !chunks.isEmpty else { return .keep }
                return .pieces([chunk] + chunks, keys: [key] + keys)
            }
        }
        var start = take
        for (chunk, key) in zip(chunks, keys) {
            placed(start..<(start + chunk.items.count), key)
            start += chunk.items.count
        }
        return true
    }

    /// Inserts items at `index` (not at the end). When the chunk overflows it is split, and
    /// `moved(item, hash, fromKey, toKey)` is told of every old item that changed chunk; the new items'
    /// keys are told, piece by piece, through `placed(offsets, key)`. Returns false, changing nothing,
    /// when there is no key left between the chunk and the next one (relabel, then retry).
    /// - Complexity: O(k + B + F log n) for k items.
    @inlinable
    mutating func insert(
        _ items: [Item], hashes: [Int], at index: Int, placed: (Range<Int>, UInt32) -> Void,
        moved: (Item, Int, UInt32, UInt32) -> Void
    ) -> Bool {
        let (total, low, high, start) = {
            let found = locate(index)
            return (found.chunk.items.count + items.count, found.key, found.nextKey ?? UInt32.max, found.start)
        }()
        let pieces = total <= Self.chunkCapacity ? 1 : (total + Self.chunkCapacity / 2 - 1) / (Self.chunkCapacity / 2)
        guard UInt64(high) - UInt64(low) > UInt64(pieces - 1) else { return false }
        editChunk(at: index) { chunk, _ in
            let at = index - start
            chunk.items.insert(contentsOf: items, at: at)
            chunk.hashes.insert(contentsOf: hashes, at: at)
            if pieces == 1 {
                placed(items.indices, low)
                return .keep
            }
            let all = chunk.items, allHashes = chunk.hashes
            let step = (UInt64(high) - UInt64(low)) / UInt64(pieces)
            let size = (total + pieces - 1) / pieces
            var newChunks = ContiguousArray<Chunk>(), newKeys = ContiguousArray<UInt32>()
            for piece in 0..<pieces {
                let range = (piece * size)..<Swift.min(total, (piece + 1) * size)
                let key = piece == 0 ? low : UInt32(UInt64(low) + UInt64(piece) * step)
                newChunks.append(Chunk(items: ContiguousArray(all[range]), hashes: ContiguousArray(allHashes[range])))
                newKeys.append(key)
                let newStart = Swift.max(range.lowerBound, at)
                let new = newStart..<Swift.max(newStart, Swift.min(range.upperBound, at + items.count))
                if !new.isEmpty { placed((new.lowerBound - at)..<(new.upperBound - at), key) }
                if key != low {
                    for position in range where !new.contains(position) {
                        moved(all[position], allHashes[position], low, key)
                    }
                }
            }
            return .pieces(newChunks, keys: newKeys)
        }
        return true
    }

    /// Removes the items at `indices` (ascending, distinct); a chunk left empty is dropped.
    /// - Complexity: O(k + m (B + F log n)) for k indices in m chunks: one pass over each chunk.
    @inlinable
    mutating func remove(atSortedIndices indices: [Int]) {
        // Chunk by chunk from the end, so that the indices still to come keep their meaning.
        var last = indices.count - 1
        while last >= 0 {
            let start = locate(indices[last]).start
            var first = last
            while first > 0 && indices[first - 1] >= start { first -= 1 }
            editChunk(at: indices[last]) { chunk, _ in
                if first == last {
                    chunk.items.remove(at: indices[last] - start)
                    chunk.hashes.remove(at: indices[last] - start)
                } else {
                    // One pass for many: the kept items slide down over the removed ones.
                    var write = indices[first] - start, next = first
                    for read in write..<chunk.items.count {
                        if next <= last && read == indices[next] - start {
                            next += 1
                            continue
                        }
                        chunk.items[write] = chunk.items[read]
                        chunk.hashes[write] = chunk.hashes[read]
                        write += 1
                    }
                    chunk.items.removeLast(chunk.items.count - write)
                    chunk.hashes.removeLast(chunk.hashes.count - write)
                }
                return chunk.items.isEmpty ? .drop : .keep
            }
            last = first - 1
        }
    }

    /// Gives the chunks fresh keys, evenly spaced, so that every gap is wide again, leaving room at
    /// the end for `extra` more chunks. Copies every node (no other list shares them after).
    /// - Complexity: O(C) for C chunks; the caller re-indexes the section's items.
    @inlinable
    mutating func relabel(leavingRoomFor extra: Int) {
        var chunkCount = 0
        forEachChunk { _, _, _ in chunkCount += 1 }
        let spacing = UInt32(Swift.max(1, Swift.min(Int(Self.keySpacing), Int(UInt32.max) / (chunkCount + extra + 1))))
        guard root != nil else { return }
        if !isKnownUniquelyReferenced(&root) { root = Branch(copying: root!) }
        var key: UInt32 = 0
        Self.relabel(root!, height: height, spacing: spacing, &key)
    }

    @inlinable
    static func relabel(_ node: Branch, height: Int, spacing: UInt32, _ key: inout UInt32) {
        for c in 0..<node.childCount {
            if height == 1 {
                key += spacing
                node.keys[c] = key
            } else {
                if !isKnownUniquelyReferenced(&node.branches[c]) {
                    node.branches[c] = Branch(copying: node.branches[c])
                }
                relabel(node.branches[c], height: height - 1, spacing: spacing, &key)
                node.keys[c] = node.branches[c].keys[0]
            }
        }
    }
}
