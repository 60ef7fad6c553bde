import FoodPinModel
import Foundation
import Localization

/// Fetches resources with `calendar-multiget` (or `addressbook-multiget`) in batches, several batches
/// at once, and stores each batch in one transaction through `RecordApplier`.
struct Fetcher {
    let context: SyncContext

    /// Fetches and stores `hrefs`.
    /// - Parameter missingAreGone: whether a resource the server no longer has was one of ours that
    ///   it deleted (after a 412): its record, changed here, is sent again as new.
    /// - Returns: whether some record now needs sending (a merge).
    @discardableResult
    func fetch(_ hrefs: [String], missingAreGone: Bool = false) throws(SyncError) -> Bool {
        let batch = max(1, context.configuration.multigetBatch)
        let group = max(1, context.configuration.concurrency)
        var needsSending = false
        var start = 0
        while start < hrefs.count {
            // `group` multigets in flight, then their answers stored batch by batch.
            var batches: [[String]] = []
            while batches.count < group, start < hrefs.count {
                batches.append(Array(hrefs[start..<min(start + batch, hrefs.count)]))
                start += batch
            }
            let requests = batches.map {
                DAVRequests.multiget(
                    context.collection, hrefs: $0, addressBook: context.mapping.collectionType.isAddressBook)
            }
            let results = context.client.send(all: requests)
            for (index, result) in results.enumerated() {
                let status: Multistatus
                do throws(SyncError) {
                    let response = try result.get()
                    if response.status == 404 { throw .collectionGone(path: context.collection) }
                    status = try Discovery.multistatus(
                        response, method: "REPORT", path: context.collection, base: context.client.base)
                } catch .tooLarge, .badResponse {
                    // One huge or unreadable resource (libxml2 refuses a text node over 10 MB) must not
                    // fail every sync: the batch is asked again in halves, and a resource that fails
                    // alone is skipped with the reason.
                    if try retry(batches[index], missingAreGone: missingAreGone) { needsSending = true }
                    continue
                }
                if try store(status, asked: batches[index], missingAreGone: missingAreGone) { needsSending = true }
                context.checkpoints.reach("fetch")
            }
        }
        return needsSending
    }

    /// Fetches `hrefs` again in two halves, or skips a single one whose answer cannot be read.
    private func retry(_ hrefs: [String], missingAreGone: Bool) throws(SyncError) -> Bool {
        guard hrefs.count > 1 else {
            let response = context.client.send(all: [
                DAVRequests.multiget(
                    context.collection, hrefs: hrefs, addressBook: context.mapping.collectionType.isAddressBook)
            ])[0]
            let reason: String
            switch response {
            case .failure(let error): reason = error.description
            case .success(let answer):
                reason = SyncError.http(status: answer.status, method: "REPORT", path: hrefs[0]).description
            }
            context.skip(hrefs[0], reason)
            return false
        }
        let half = hrefs.count / 2
        let first = try fetch(Array(hrefs[..<half]), missingAreGone: missingAreGone)
        let second = try fetch(Array(hrefs[half...]), missingAreGone: missingAreGone)
        return first || second
    }

    private func store(_ status: Multistatus, asked: [String], missingAreGone: Bool) throws(SyncError) -> Bool {
        let kind = context.kind
        let applier = RecordApplier(context: context)
        let dataName = context.mapping.collectionType.isAddressBook ? "address-data" : "calendar-data"
        let dataNamespace = context.mapping.collectionType.isAddressBook ? DAV.cardDAV : DAV.calDAV
        let wanted = Set(asked)
        var answered: Set<String> = []
        var needsSending = false
        try wrap {
            try context.ledger.write { transaction in
                for response in status.responses where wanted.contains(response.href) {
                    guard let text = response.property(dataNamespace, dataName)?.text else { continue }
                    answered.insert(response.href)
                    let fetched = RecordApplier.Fetched(
                        href: response.href, etag: response.text(DAV.namespace, "getetag"), text: text)
                    if try applier.apply(fetched, in: transaction) { needsSending = true }
                }
                guard missingAreGone else { return }
                for href in asked where !answered.contains(href) {
                    guard let state = try transaction.state(kind, href: href) else { continue }
                    if state.isDeleted {
                        try transaction.removeState(kind, id: state.id)
                    } else {
                        try transaction.forgetServerCopy(kind, id: state.id)
                        needsSending = true
                    }
                }
            }
        }
        return needsSending
    }
}
