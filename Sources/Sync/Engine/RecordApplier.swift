import FoodPinModel
import Foundation
import Localization

/// Stores what the server has of one resource, inside the caller's transaction: a record with no
/// local change takes the server's fields; one changed here is merged field by field against the last
/// server text; one deleted here comes back (an edit beats a delete). A resource that cannot be read
/// is skipped with a reason and changes nothing.
struct RecordApplier {
    let context: SyncContext

    /// A resource as fetched.
    struct Fetched {
        var href: String
        var etag: String?
        var text: String
    }

    /// - Returns: whether the record now needs sending (a merge the server does not have yet).
    @discardableResult
    func apply(_ fetched: Fetched, in transaction: SyncTransaction) throws -> Bool {
        let kind = context.kind, records = context.records, mapping = context.mapping
        guard fetched.text.utf8.count <= context.configuration.maximumItemBytes else {
            context.skip(
                fetched.href,
                localized(
                    "it is larger than {size} kB", ["size": String(context.configuration.maximumItemBytes / 1024)]))
            return false
        }
        let remote: DecodedRecord
        do {
            remote = try mapping.decode(ContentDocument(parsing: fetched.text))
        } catch let error as SyncItemError {
            context.skip(fetched.href, error.reason)
            return false
        } catch {
            context.skip(
                fetched.href, localized("it is not valid iCalendar or vCard ({reason})", ["reason": "\(error)"]))
            return false
        }
        // Matched by href, then by UID: never two records for one resource.
        var state = try transaction.state(kind, href: fetched.href)
        if state == nil, let byUID = try transaction.state(kind, uid: remote.uid) {
            if let other = byUID.href, other != fetched.href {
                context.skip(fetched.href, localized("another resource on the server has the same UID"))
                return false
            }
            state = byUID
        }
        if state == nil, let id = UUID(uuidString: remote.uid) {
            state = try transaction.state(kind, id: id)
            if state == nil, try !records.fields(of: [id], in: transaction).isEmpty {
                state = SyncItemState(id: id, revision: 1, synced: 0)
            }
        }
        let id = state?.id ?? UUID(uuidString: remote.uid) ?? UUID()
        let local = try records.fields(of: [id], in: transaction)[id]

        func store(_ fields: SyncFields) throws -> Bool {
            do {
                if let local, !Self.differ(fields, local, ignoring: mapping.informationalFields) { return true }
                try records.write(fields, id: id, in: transaction)
            } catch StoreError.todo(let refusal) {
                // The record cannot be made (no text): skipped; a database failure ends the sync.
                context.skip(fetched.href, refusal.description)
                return false
            } catch let refusal as StoreError {
                guard case .emptyField = refusal else { throw refusal }
                context.skip(fetched.href, refusal.description)
                return false
            }
            return true
        }

        guard let state, state.isPending, let local else {
            // New here, or unchanged here: the server's version.
            guard try store(remote.fields) else { return false }
            try transaction.markSynced(
                kind, id: id, revision: nil, uid: remote.uid, href: fetched.href, etag: fetched.etag,
                serverText: fetched.text)
            if local == nil {
                context.report.received.added += 1
            } else if let local, Self.differ(remote.fields, local, ignoring: mapping.informationalFields) {
                context.report.received.changed += 1
            }
            return false
        }
        // Changed here too: merge against the last text both had.
        let base = state.serverText.flatMap { try? mapping.decode(ContentDocument(parsing: $0)).fields }
        let localIsLater = (state.modified ?? .distantPast) > (remote.modified ?? .distantPast)
        let merge = FieldMerge.merge(
            base: base, local: local, remote: remote.fields, localIsLater: localIsLater,
            informational: mapping.informationalFields)
        guard try store(merge.fields) else { return false }
        try transaction.markSynced(
            kind, id: id, revision: nil, uid: remote.uid, href: fetched.href, etag: fetched.etag,
            serverText: fetched.text)
        let now = Date()
        for conflict in merge.conflicts {
            let record = SyncConflict(
                id: id, field: conflict.field, kept: conflict.kept, lost: conflict.lost, date: now)
            try transaction.recordConflict(kind, record)
            context.report.conflicts.append(record)
        }
        if Self.differ(merge.fields, local, ignoring: mapping.informationalFields) {
            context.report.received.changed += 1
        }
        let needsSending = Self.differ(merge.fields, remote.fields, ignoring: mapping.informationalFields)
        if needsSending { try transaction.markPending(kind, id: id) }
        return needsSending
    }

    /// Whether two records differ in a field that is not informational.
    static func differ(_ a: SyncFields, _ b: SyncFields, ignoring: Set<String>) -> Bool {
        Set(a.keys).union(b.keys).contains { !ignoring.contains($0) && a[$0] != b[$0] }
    }
}
