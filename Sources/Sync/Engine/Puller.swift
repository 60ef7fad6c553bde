import FoodPinModel
import Foundation
import Localization

/// Learns what changed on the server since the stored sync token (RFC 6578 `sync-collection`; a full
/// listing when there is no token, the token is refused, or the server has no sync tokens and its
/// CTag moved), fetches the changed resources, applies the deletions, and only then stores the new
/// token: a sync killed before that asks again from the old token, and the answers it stores again
/// change nothing.
///
/// The first sync with a collection lists it as vdirsyncer does and stores its CTag instead of a
/// token (`listFirst(_:)`); the sync after it asks for the token, with a full listing that settles
/// whatever changed in between.
struct Puller {
    let context: SyncContext

    enum Outcome {
        /// Everything the server reported is stored; `needsSending`: merges wait to be sent.
        case done(needsSending: Bool)
        /// A listing that cannot vouch for deletions (no token, or a refused one) found the collection
        /// empty while records were synced with it: a server reset, never read as "delete everything".
        case emptied
    }

    private struct Listing {
        var changed: [(href: String, etag: String?)] = []
        var removed: [String] = []
        /// A full listing: what it lacks was removed.
        var isFull = false
        var token: String?
        var ctag: String?
        /// Asked for by `multiget` already in this sync.
        var fetched: Set<String> = []
    }

    func run() throws(SyncError) -> Outcome {
        let kind = context.kind
        guard let state = try wrap({ try context.ledger.collection(kind) }) else { throw .noAccount }
        var listing: Listing
        var needsSending = false
        if state.syncToken == nil, state.ctag == nil, let first = try listFirst(state) {
            (listing, needsSending) = first
        } else {
            guard let next = try list(from: state, first: nil) else { return .done(needsSending: false) }
            listing = next
        }
        let known = try knownStates()
        let etags = Self.etags(known)
        if listing.isFull {
            let listed = Set(listing.changed.map(\.href))
            let synced = known.filter { $0.href != nil }
            if listed.isEmpty, !synced.isEmpty {
                return .emptied
            }
            listing.removed = synced.compactMap(\.href).filter { !listed.contains($0) }
        }
        // Unchanged, our own upload (the ETag we stored), or asked for already in this sync.
        let wanted = listing.changed.filter {
            !listing.fetched.contains($0.href) && (etags[$0.href] == nil || etags[$0.href]! != $0.etag)
        }.map(\.href)
        if try Fetcher(context: context).fetch(wanted) { needsSending = true }
        if try applyRemovals(listing.removed) { needsSending = true }
        try wrap {
            try context.ledger.write { transaction in
                guard var current = try transaction.collection(kind) else { return }
                current.syncToken = listing.token
                current.ctag = listing.ctag ?? current.ctag
                try transaction.saveCollection(current)
            }
        }
        context.checkpoints.reach("token")
        return .done(needsSending: needsSending)
    }

    /// A first listing (no token, no CTag: a new account, collection or server) as vdirsyncer makes it:
    /// every member's ETag, and the collection's CTag, by `PROPFIND`, then `multiget` of what is new.
    /// Radicale writes (and fsyncs) a history entry for every resource the first time it is asked for a
    /// sync token; asked during the first sync, even beside the fetching, that came on top of reading a
    /// collection it had never read (a first download of 10,000: 39 s against vdirsyncer's 31). So the
    /// first sync stores the CTag read with the listing and no token, and the next sync asks
    /// `sync-collection` from none: a full listing, which fetches what changed since and removes what
    /// went. A server without CTags is asked for the token beside the fetching, and the token's listing
    /// is taken as the truth.
    /// - Returns: the listing and whether a merge waits to be sent; nil when the server cannot list by
    ///   `PROPFIND` (the ordinary listing follows).
    private func listFirst(_ state: SyncCollectionState) throws(SyncError) -> (Listing, Bool)? {
        let path = context.collection, base = context.client.base
        let response = try context.client.send(DAVRequests.propfind(path, depth: 1, [.etag, .resourceType, .ctag]))
        if response.status == 404 { throw .collectionGone(path: path) }
        let status: Multistatus
        do {
            status = try Discovery.multistatus(response, method: "PROPFIND", path: path, base: base)
        } catch .http {
            return nil
        }
        context.checkpoints.reach("list")
        let ctag = status.responses.first { $0.href == path || $0.href + "/" == path }?
            .text(DAV.calendarServer, "getctag")
        let tokenRequest =
            ctag?.isEmpty == false ? nil : context.client.start(DAVRequests.syncCollection(path, token: nil))
        var listing = Listing(changed: members(of: status), isFull: true, ctag: tokenRequest == nil ? ctag : nil)
        let etags = Self.etags(try knownStates())
        let wanted = listing.changed.filter { etags[$0.href] == nil || etags[$0.href]! != $0.etag }.map(\.href)
        let merged = try Fetcher(context: context).fetch(wanted)
        listing.fetched = Set(wanted)
        guard let tokenRequest else { return (listing, merged) }
        // The token's listing decides; what was fetched is stored with its ETag, so only what changed
        // since is fetched again.
        guard let byToken = try list(from: state, first: tokenRequest) else { return (listing, merged) }
        return (byToken, merged)
    }

    /// The changes since `state`'s token, or nil when a CTag says nothing changed. `first`: the answer
    /// to the first `sync-collection` from no token, already asked for.
    private func list(from state: SyncCollectionState, first: HTTPClient.PendingRequest?) throws(SyncError)
        -> Listing?
    {
        var token = state.syncToken
        var listing = Listing(isFull: token == nil)
        var first = token == nil ? first : nil
        for _ in 0..<100 {
            let response: DAVResponse
            if let asked = first {
                first = nil
                response = try asked.wait()
            } else {
                response = try context.client.send(DAVRequests.syncCollection(context.collection, token: token))
            }
            context.checkpoints.reach("list")
            switch response.status {
            case 207:
                let status = try Multistatus.parse(response.body, base: context.client.base)
                guard let next = status.syncToken, !next.isEmpty else {
                    throw .badResponse(localized("the sync report carries no sync token"))
                }
                var truncated = false
                for member in status.responses {
                    if member.href == context.collection || member.href + "/" == context.collection {
                        truncated = truncated || member.status == 507
                        continue
                    }
                    if member.status == 404 || member.status == 410 {
                        listing.removed.append(member.href)
                    } else if member.status == nil || member.status == 200 {
                        listing.changed.append((member.href, member.text(DAV.namespace, "getetag")))
                    }
                }
                listing.token = next
                // 507: the server sent part of the changes; ask on from the token it gave.
                guard truncated, next != token else { return listing }
                token = next
            case 404:
                throw .collectionGone(path: context.collection)
            case 401:
                throw Discovery.refusal(response)
            default:
                // A refused token (RFC 6578 §3.2: 403 valid-sync-token; servers also say 400, 409, 412)
                // starts over with a full listing; a server without sync-collection lists by PROPFIND.
                if token != nil {
                    token = nil
                    listing = Listing(isFull: true)
                    continue
                }
                return try listByProperties(state)
            }
        }
        throw .badResponse(localized("the sync report never ends"))
    }

    /// For servers without `sync-collection`: the CTag, and when it moved, every member's ETag.
    private func listByProperties(_ state: SyncCollectionState) throws(SyncError) -> Listing? {
        let path = context.collection, base = context.client.base
        let head = try context.client.send(DAVRequests.propfind(path, depth: 0, [.ctag]))
        if head.status == 404 { throw .collectionGone(path: path) }
        let ctag = try Discovery.multistatus(head, method: "PROPFIND", path: path, base: base).responses.first?
            .text(DAV.calendarServer, "getctag")
        if let ctag, ctag == state.ctag { return nil }
        let response = try context.client.send(DAVRequests.propfind(path, depth: 1, [.etag, .resourceType]))
        context.checkpoints.reach("list")
        let status = try Discovery.multistatus(response, method: "PROPFIND", path: path, base: base)
        return Listing(changed: members(of: status), isFull: true, ctag: ctag)
    }

    /// The resources of a depth-1 `PROPFIND` answer with their ETags: neither the collection itself
    /// nor a collection inside it.
    private func members(of status: Multistatus) -> [(href: String, etag: String?)] {
        let path = context.collection
        return status.responses.compactMap { member in
            guard member.href != path, member.href + "/" != path,
                member.property(DAV.namespace, "resourcetype")?.child(DAV.namespace, "collection") == nil
            else { return nil }
            return (member.href, member.text(DAV.namespace, "getetag"))
        }
    }

    private func knownStates() throws(SyncError) -> [SyncItemState] {
        let kind = context.kind
        return try wrap { try context.ledger.read { try $0.allStates(kind) } }
    }

    /// The stored ETag of each resource synced (nil: synced without one).
    private static func etags(_ states: [SyncItemState]) -> [String: String?] {
        var etags: [String: String?] = [:]
        for state in states { if let href = state.href { etags[href] = state.etag } }
        return etags
    }

    /// Deletes here what the server deleted, unless it changed here (then it is sent again: an edit
    /// beats a delete). Returns whether some record needs sending.
    private func applyRemovals(_ removed: [String]) throws(SyncError) -> Bool {
        guard !removed.isEmpty else { return false }
        let kind = context.kind, records = context.records
        var needsSending = false
        try wrap {
            try context.ledger.write { transaction in
                for href in removed {
                    guard let state = try transaction.state(kind, href: href) else { continue }
                    if state.isDeleted {
                        try transaction.removeState(kind, id: state.id)
                    } else if state.isPending {
                        try transaction.forgetServerCopy(kind, id: state.id)
                        needsSending = true
                    } else {
                        try records.delete(state.id, in: transaction)
                        try transaction.removeState(kind, id: state.id)
                        context.report.received.deleted += 1
                    }
                }
            }
        }
        context.checkpoints.reach("removals")
        return needsSending
    }
}
