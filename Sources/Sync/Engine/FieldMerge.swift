import FoodPinModel
import Foundation

/// The three-way merge of one record, field by field against the last text both sides shared
/// (Tasks.org's `iCalendarMerge`, not DAVx5's "the server wins"): a field only one side changed takes
/// that side's value; a field both changed to different values takes the later change, and the other
/// value is returned as a conflict for the user to take back.
enum FieldMerge {
    struct Result: Equatable {
        var fields: SyncFields
        /// Fields both sides changed differently: the value kept and the value that lost.
        var conflicts: [(field: String, kept: String?, lost: String?)]

        static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.fields == rhs.fields
                && lhs.conflicts.map { "\($0.field)\u{0}\($0.kept ?? "")\u{0}\($0.lost ?? "")" }
                    == rhs.conflicts.map { "\($0.field)\u{0}\($0.kept ?? "")\u{0}\($0.lost ?? "")" }
        }
    }

    /// Merges `local` and `remote`, both descended from `base` (nil: they share no history — a first
    /// sync — so every field that differs is a conflict).
    /// - Parameters:
    ///   - localIsLater: whether the local edit is the later change (decides conflicts).
    ///   - informational: fields never reported as conflicts (they take the later side quietly).
    /// - Complexity: O(f) for f fields.
    static func merge(
        base: SyncFields?, local: SyncFields, remote: SyncFields, localIsLater: Bool,
        informational: Set<String> = []
    ) -> Result {
        var merged: SyncFields = [:]
        var conflicts: [(String, String?, String?)] = []
        for field in Set(local.keys).union(remote.keys).sorted() {
            let mine = local[field], theirs = remote[field]
            let value: String?
            if mine == theirs {
                value = mine
            } else if let base, mine == base[field] {
                value = theirs
            } else if let base, theirs == base[field] {
                value = mine
            } else if mine == nil || theirs == nil {
                // One side has no value at all (a field the other client does not write): keep the value.
                value = mine ?? theirs
            } else {
                value = localIsLater ? mine : theirs
                if !informational.contains(field) { conflicts.append((field, value, localIsLater ? theirs : mine)) }
            }
            if let value { merged[field] = value }
        }
        return Result(fields: merged, conflicts: conflicts)
    }
}
