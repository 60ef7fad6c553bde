@_exported import TestSupport
import Testing

@testable import Diffable

/// A snapshot from a literal list of sections and their items.
func makeSnapshot<S, I>(_ sections: KeyValuePairs<S, [I]>) -> DiffableSnapshot<S, I> {
    makeSnapshot(sections.map { ($0.key, $0.value) })
}

func makeSnapshot<S, I>(_ sections: [(S, [I])]) -> DiffableSnapshot<S, I> {
    var snapshot = DiffableSnapshot<S, I>()
    snapshot.appendSections(sections.map(\.0))
    for (section, items) in sections where !items.isEmpty { snapshot.appendItems(items, toSection: section) }
    return snapshot
}

/// The content of a snapshot as plain values, for comparisons that ignore marks.
func layout<S, I>(_ snapshot: DiffableSnapshot<S, I>) -> [Pair<S, I>] {
    snapshot.sectionIdentifiers.map { Pair(section: $0, items: snapshot.itemIdentifiers(inSection: $0)) }
}

struct Pair<S: Hashable, I: Hashable>: Hashable, CustomStringConvertible {
    var section: S
    var items: [I]
    var description: String { "\(section): \(items)" }
}

/// Computes the difference and checks it the way a view would use it: the batch form applied to `old`
/// and the splices applied to `old`'s rows (with and without headers) must both give `new`.
@discardableResult
func checkedDifference<S, I>(
    from old: DiffableSnapshot<S, I>, to new: DiffableSnapshot<S, I>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotDifference<S, I> {
    let difference = SnapshotDifference(from: old, to: new)
    let problems = replayProblems(difference, from: old, to: new)
    #expect(
        problems.isEmpty, "\(problems)\nold: \(old)\nnew: \(new)\ndiff: \(difference)", sourceLocation: sourceLocation)
    return difference
}

/// Everything wrong with a difference, as sentences; empty when it replays exactly.
func replayProblems<S, I>(
    _ difference: SnapshotDifference<S, I>, from old: DiffableSnapshot<S, I>,
    to new: DiffableSnapshot<S, I>
) -> [String] {
    var problems: [String] = []
    let batch = applyBatch(difference, to: old, target: new, problems: &problems)
    if batch != layout(new) { problems.append("batch replay gave \(batch), expected \(layout(new))") }
    for headers in [false, true] {
        let splices = difference.splices(includingSectionHeaders: headers)
        var rows = old.rows(includingSectionHeaders: headers)
        for (n, splice) in splices.enumerated() {
            guard splice.position >= 0, splice.removedCount >= 0, splice.position + splice.removedCount <= rows.count
            else {
                problems.append("splice \(n) \(splice) out of range of \(rows.count) rows")
                return problems
            }
            if splice.removedCount == 0 && splice.inserted.isEmpty { problems.append("splice \(n) is empty") }
            if n > 0 {
                let previous = splices[n - 1]
                if splice.position <= previous.position + previous.inserted.count {
                    problems.append(
                        "splice \(n) \(splice) touches or precedes splice \(n - 1) \(previous): not merged or not in order"
                    )
                }
            }
            rows.replaceSubrange(splice.position..<splice.position + splice.removedCount, with: splice.inserted)
        }
        if rows != new.rows(includingSectionHeaders: headers) {
            problems.append(
                "splices (headers: \(headers)) gave \(rows), expected \(new.rows(includingSectionHeaders: headers))")
        }
        let inserted = Set(splices.flatMap(\.inserted))
        for path in difference.itemReloads where !inserted.contains(.item(new.itemIdentifier(at: path)!)) {
            problems.append("reloaded item at \(path) is not re-inserted by the splices")
        }
    }
    for path in difference.itemReconfigures + difference.itemReloads {
        if new.itemIdentifier(at: path) == nil {
            problems.append("reload or reconfigure at \(path) is outside the new snapshot")
        }
    }
    let rows = difference.reconfiguredRows(includingSectionHeaders: true)
    let newRows = new.rows(includingSectionHeaders: true)
    for (row, path) in zip(rows, difference.itemReconfigures) where newRows[row] != .item(new.itemIdentifier(at: path)!)
    {
        problems.append("reconfigured row \(row) does not hold the item at \(path)")
    }
    return problems
}

/// Applies the batch form as `UITableView.performBatchUpdates` does: deletions and move sources at old
/// indices, then insertions and move destinations at new indices in ascending order. Inserted and
/// reloaded sections take their content from `target`, as a table asks its data source.
func applyBatch<S, I>(
    _ d: SnapshotDifference<S, I>, to old: DiffableSnapshot<S, I>, target new: DiffableSnapshot<S, I>,
    problems: inout [String]
) -> [Pair<S, I>] {
    for list in [d.sectionDeletes, d.sectionInserts, d.sectionReloads, d.sectionMoves.map(\.to)]
    where list != list.sorted() || Set(list).count != list.count {
        problems.append("section list \(list) not strictly ascending")
    }
    for list in [d.itemDeletes, d.itemInserts, d.itemReloads, d.itemReconfigures, d.itemMoves.map(\.to)]
    where list != list.sorted() || Set(list).count != list.count {
        problems.append("item list \(list) not strictly ascending")
    }
    let deletedSections = Set(d.sectionDeletes)
    let reloadedOld = Set(d.sectionReloads.map { old.indexOfSection(new.sectionIdentifiers[$0])! })
    let recreatedNew = Set(d.sectionInserts + d.sectionReloads)
    for path in d.itemDeletes + d.itemMoves.map(\.from)
    where deletedSections.contains(path.section) || reloadedOld.contains(path.section) {
        problems.append("item at \(path) deleted or moved out of a section being deleted or reloaded")
    }
    for path in d.itemInserts + d.itemMoves.map(\.to) where recreatedNew.contains(path.section) {
        problems.append("item at \(path) inserted or moved into a section being inserted or reloaded")
    }
    // Phase 1: removals at old indices.
    var removedItems: [Int: Set<Int>] = [:]
    for path in d.itemDeletes + d.itemMoves.map(\.from) {
        if old.itemIdentifier(at: path) == nil { problems.append("old index path \(path) out of range") }
        if removedItems[path.section, default: []].insert(path.item).inserted == false {
            problems.append("item at \(path) removed twice")
        }
    }
    var sections: [Pair<S, I>?] = old.sectionIdentifiers.enumerated().map { s, id in
        let items = old.itemIdentifiers(inSection: id).enumerated().filter {
            !(removedItems[s]?.contains($0.offset) ?? false)
        }.map(\.element)
        return Pair(section: id, items: items)
    }
    var carried: [Int: Pair<S, I>] = [:]
    for move in d.sectionMoves { carried[move.to] = sections[move.from]; sections[move.from] = nil }
    for s in d.sectionDeletes { sections[s] = nil }
    var remaining = sections.compactMap { $0 }[...]
    // Phase 2: insertions at new indices.
    var result: [Pair<S, I>] = []
    let inserted = Set(d.sectionInserts)
    for t in 0..<new.numberOfSections {
        if inserted.contains(t) {
            let id = new.sectionIdentifiers[t]
            result.append(Pair(section: id, items: new.itemIdentifiers(inSection: id)))
        } else if let section = carried[t] {
            result.append(section)
        } else if let section = remaining.popFirst() {
            result.append(section)
        } else {
            problems.append("no section left for new index \(t)")
            return result
        }
    }
    if !remaining.isEmpty { problems.append("sections left over: \(Array(remaining))") }
    for t in d.sectionReloads where t < result.count {
        result[t].items = new.itemIdentifiers(inSection: result[t].section)
    }
    let moved = Dictionary(
        d.itemMoves.map { ($0.to, old.itemIdentifier(at: $0.from)) }, uniquingKeysWith: { a, _ in a })
    for path in (d.itemInserts + d.itemMoves.map(\.to)).sorted() {
        guard path.section < result.count, path.item <= result[path.section].items.count else {
            problems.append("new index path \(path) out of range during replay")
            continue
        }
        let item = moved[path].flatMap { $0 } ?? new.itemIdentifier(at: path)
        guard let item else { problems.append("no item for \(path)"); continue }
        result[path.section].items.insert(item, at: path.item)
    }
    return result
}

/// Counts the hashes and `==` calls made on items.
final class CallCounter: @unchecked Sendable {
    var hashes = 0
    var equalities = 0
    var total: Int { hashes + equalities }
}

/// An item that reports every hash and comparison to its counter.
struct CountedItem: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    let counter: CallCounter

    static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
        lhs.counter.equalities += 1
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        counter.hashes += 1
        hasher.combine(value)
    }

    var description: String { "\(value)" }
}
