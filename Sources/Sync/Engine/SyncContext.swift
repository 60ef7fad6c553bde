import FoodPinModel
import Foundation
import Localization

/// How a sync runs: limits and test hooks.
public struct SyncConfiguration: Sendable {
    /// Seconds without progress before a request fails: two minutes, as DAVx5 waits, since Radicale
    /// takes over 30 s to list a calendar of 10,000 it has not read since it started.
    public var timeout: TimeInterval = 120
    /// The largest answer read, in bytes.
    public var maximumResponseBytes = 64 * 1_048_576
    /// The largest resource taken; a larger one is skipped with a reason.
    public var maximumItemBytes = 1_048_576
    /// Reads (multigets) in flight at once.
    public var concurrency = 4
    /// Writes (PUT, DELETE) in flight at once. One: servers serialize writes to a collection anyway
    /// (Radicale holds a lock per write), and parallel writes only make them contend — 300 creations
    /// took Radicale 13 s one at a time and 18 s four at a time.
    public var writeConcurrency = 1
    /// Resources fetched per `multiget`.
    public var multigetBatch = 100
    /// Records sent per transaction of bookkeeping.
    public var pushBatch = 64
    public var hooks = SyncHooks()

    public init() {}

    var limits: HTTPClient.Limits {
        HTTPClient.Limits(timeout: timeout, maximumBody: maximumResponseBytes, concurrency: concurrency)
    }
}

/// One sync's shared state: the connection, the collection, the mapping, the report so far.
/// Confined to the syncing thread.
final class SyncContext {
    let ledger: SyncLedger
    let mapping: any SyncMapping
    let client: HTTPClient
    let configuration: SyncConfiguration
    let checkpoints: Checkpoints
    /// The collection's path, with a trailing slash.
    let collection: String
    var report = SyncReport()

    init(
        ledger: SyncLedger, mapping: any SyncMapping, client: HTTPClient, configuration: SyncConfiguration,
        checkpoints: Checkpoints, collection: String
    ) {
        self.ledger = ledger
        self.mapping = mapping
        self.client = client
        self.configuration = configuration
        self.checkpoints = checkpoints
        self.collection = collection.hasSuffix("/") ? collection : collection + "/"
    }

    var kind: String { mapping.records.kind }
    var records: any LocalRecords { mapping.records }

    /// Where a new record goes: `UID.ics` in the collection (never two resources for one UID).
    func href(forUID uid: String) -> String {
        let safe = uid.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.@".unicodeScalars.contains($0))
        }
        let name = safe ? uid : uid.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? UUID().uuidString
        return collection + name + "." + mapping.collectionType.fileExtension
    }

    /// The UID a local record without one gets: its id, lower-cased.
    static func uid(for id: UUID) -> String { id.uuidString.lowercased() }

    func skip(_ resource: String, _ reason: String) {
        report.skipped.append(SyncReport.Skipped(resource: resource, reason: reason))
    }

    /// The error a status means when the step cannot go on.
    func failure(_ response: DAVResponse, _ method: String, _ path: String) -> SyncError {
        response.status == 401 || response.status == 403
            ? Discovery.refusal(response) : .http(status: response.status, method: method, path: path)
    }

    /// "403 Forbidden" for a skipped record's reason.
    static func refusedReason(_ status: Int) -> String {
        localized("the server refused it ({status})", ["status": statusText(status)])
    }
}
