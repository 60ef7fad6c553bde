import FoodPinModel
import Foundation
import Localization

/// Sends what changed here: new records `PUT UID.ics` with `If-None-Match: *`, edits `PUT` with
/// `If-Match`, deletes `DELETE` with `If-Match`. A batch's answers are stored in one transaction; a
/// `412` fetches the server's version and merges it (`RecordApplier`), and the merge is sent in the
/// next round.
struct Pusher {
    let context: SyncContext

    private enum Operation {
        case create(SyncItemState, uid: String, text: String, sent: Sent)
        case update(SyncItemState, text: String, sent: Sent)
        case delete(SyncItemState)

        var state: SyncItemState {
            switch self {
            case .create(let state, _, _, _), .update(let state, _, _), .delete(let state): state
            }
        }
    }

    /// What a write sends: the record's fields and the resource made of them (`SyncMapping.didSend`).
    private struct Sent {
        var fields: SyncFields
        var document: ContentDocument
    }

    /// Sends every pending record, merging and sending again after conflicts (three rounds at most:
    /// a record still conflicting after that waits for the next sync).
    func run() throws(SyncError) {
        for _ in 0..<3 {
            guard try round() else { return }
        }
    }

    /// One pass over the pending records; returns whether some need another (after a merge).
    private func round() throws(SyncError) -> Bool {
        let kind = context.kind
        let pending: [SyncItemState] = try wrap { try context.ledger.read { try $0.pendingStates(kind) } }
        var again = false
        var start = 0
        let batch = max(1, context.configuration.pushBatch)
        while start < pending.count {
            let states = Array(pending[start..<min(start + batch, pending.count)])
            start += batch
            if try send(states) { again = true }
        }
        return again
    }

    private func send(_ states: [SyncItemState]) throws(SyncError) -> Bool {
        let kind = context.kind, mapping = context.mapping, records = context.records
        let now = Date()
        let prepared: [Operation] = try wrap {
            try context.ledger.read { transaction in
                let fields = try records.fields(of: states.map(\.id), in: transaction)
                return states.compactMap { state -> Operation? in
                    guard let record = fields[state.id] else {
                        return state.href == nil ? nil : .delete(state)
                    }
                    let uid = state.uid ?? SyncContext.uid(for: state.id)
                    let existing =
                        state.href == nil ? nil : state.serverText.flatMap { try? ContentDocument(parsing: $0) }
                    let document = mapping.encode(record, uid: uid, into: existing, now: now)
                    let sent = Sent(fields: record, document: document)
                    return state.href == nil
                        ? .create(state, uid: uid, text: document.text, sent: sent)
                        : .update(state, text: document.text, sent: sent)
                }
            }
        }
        // Records deleted here before they ever reached the server: nothing to send. Records whose
        // resource comes out as the server has it (a delete undone, a name changed and changed back):
        // nothing to send either; they are as synced.
        let sent = Set(prepared.map(\.state.id))
        let dropped = states.filter { !sent.contains($0.id) }
        let unchanged = prepared.filter {
            if case .update(let state, let text, _) = $0 { text == state.serverText } else { false }
        }.map(\.state)
        if !dropped.isEmpty || !unchanged.isEmpty {
            try wrap {
                try context.ledger.write { t in
                    for state in dropped { try t.removeState(kind, id: state.id) }
                    for state in unchanged {
                        try t.markSynced(
                            kind, id: state.id, revision: state.revision, uid: state.uid, href: state.href,
                            etag: state.etag, serverText: state.serverText)
                    }
                }
            }
        }
        let unchangedIDs = Set(unchanged.map(\.id))
        let operations = prepared.filter { !unchangedIDs.contains($0.state.id) }
        guard !operations.isEmpty else { return false }

        let requests = operations.map { operation -> DAVRequest in
            let type = mapping.collectionType
            switch operation {
            case .create(_, let uid, let text, _):
                return DAVRequests.put(
                    context.href(forUID: uid), text: text, contentType: type.contentType, ifMatch: nil)
            case .update(let state, let text, _):
                return DAVRequests.put(state.href!, text: text, contentType: type.contentType, ifMatch: state.etag)
            case .delete(let state):
                return DAVRequests.delete(state.href!, ifMatch: state.etag)
            }
        }
        let results = context.client.send(all: requests, concurrency: context.configuration.writeConcurrency)
        var conflicts: [String] = []
        var again = false
        var failure: SyncError?
        // The answers that came are stored even when another request failed: what the server has,
        // the database knows.
        try wrap {
            try context.ledger.write { transaction in
                for (index, operation) in operations.enumerated() {
                    let response: DAVResponse
                    switch results[index] {
                    case .success(let value): response = value
                    case .failure(let error):
                        failure = failure ?? error
                        continue
                    }
                    let path = requests[index].path
                    if try store(operation, path: path, response: response, in: transaction) { conflicts.append(path) }
                    if response.status == 404, case .update = operation { again = true }
                }
            }
        }
        context.checkpoints.reach("push")
        if let failure { throw failure }
        if !conflicts.isEmpty {
            if try Fetcher(context: context).fetch(conflicts, missingAreGone: true) { again = true }
            again = true
        }
        return again
    }

    /// Stores one answer; returns whether it was a conflict (412) to fetch and merge.
    private func store(_ operation: Operation, path: String, response: DAVResponse, in transaction: SyncTransaction)
        throws -> Bool
    {
        let kind = context.kind, state = operation.state
        switch (operation, response.status) {
        case (.create(_, let uid, let text, let sent), 200..<300):
            try transaction.markSynced(
                kind, id: state.id, revision: state.revision, uid: uid, href: path, etag: response.header("etag"),
                serverText: text)
            try context.mapping.didSend(sent.fields, as: sent.document, id: state.id, in: transaction)
            context.report.sent.added += 1
        case (.update(_, let text, let sent), 200..<300):
            try transaction.markSynced(
                kind, id: state.id, revision: state.revision, uid: state.uid ?? SyncContext.uid(for: state.id),
                href: path, etag: response.header("etag"), serverText: text)
            try context.mapping.didSend(sent.fields, as: sent.document, id: state.id, in: transaction)
            context.report.sent.changed += 1
        case (.update, 404):
            // Deleted there, edited here: the edit wins, sent again as new.
            try transaction.forgetServerCopy(kind, id: state.id)
        case (.delete, 200..<300), (.delete, 404), (.delete, 410):
            try transaction.removeState(kind, id: state.id)
            if response.status < 300 { context.report.sent.deleted += 1 }
        case (_, 412):
            return true
        case (_, 401):
            throw Discovery.refusal(response)
        default:
            context.skip(path, SyncContext.refusedReason(response.status))
        }
        return false
    }
}

/// Runs `body`, turning store failures into `SyncError.store`.
func wrap<T>(_ body: () throws -> T) throws(SyncError) -> T {
    do {
        return try body()
    } catch let error as SyncError {
        throw error
    } catch let error as StoreError {
        throw .store(error)
    } catch {
        throw .badResponse(String(describing: error))
    }
}
