import FoodPinModel
import Foundation

/// What one kind of record looks like on the server: the only part of sync that knows what a record
/// is. The engine sees records as `SyncFields`, resources as `ContentDocument`s, and asks a mapping to
/// turn one into the other. `TodoMapping` is To-Do's (VTODO in a CalDAV calendar); `RestaurantMapping`
/// is FoodPin's (vCards in a CardDAV address book). `SyncMappings.all` lists them: one account serves
/// both apps, each syncing its own collection.
public protocol SyncMapping: Sendable {
    /// The local records (their kind names the collection's state in the database).
    var records: any LocalRecords { get }
    /// The kind of collection and its resources.
    var collectionType: CollectionType { get }
    /// Fields that are facts rather than edits (a creation date): merged, never reported as conflicts.
    var informationalFields: Set<String> { get }
    /// The name of the collection made when the user names none ("To-Do", "Restaurants").
    var defaultCollectionName: String { get }

    /// The record a server resource holds.
    /// - Throws: `SyncItemError` when the resource is not one this mapping can read (no UID, another
    ///   component, malformed); the engine skips it with that reason.
    func decode(_ document: ContentDocument) throws(SyncItemError) -> DecodedRecord

    /// The resource for `fields`: `existing` (the server's last text, nil for a new resource) with the
    /// fields that differ rewritten and every other line, parameter and component kept byte for byte.
    func encode(_ fields: SyncFields, uid: String, into existing: ContentDocument?, now: Date) -> ContentDocument

    /// Called in the transaction that records that the server accepted `document`, made from the
    /// record `id`'s `fields`: a mapping that sends something derived from a local file (FoodPin's
    /// photo) remembers here what the server now has. The default does nothing.
    func didSend(_ fields: SyncFields, as document: ContentDocument, id: UUID, in transaction: SyncTransaction) throws
}

extension SyncMapping {
    public func didSend(_ fields: SyncFields, as document: ContentDocument, id: UUID, in transaction: SyncTransaction)
        throws
    {}
}

/// Every kind of record the apps sync, each with its own collection on the one account.
public enum SyncMappings {
    /// To-Do's calendar and FoodPin's address book (the photo codec is not needed to sign in).
    public static var all: [any SyncMapping] { [TodoMapping(), RestaurantMapping()] }
}

/// A record as read from a resource.
public struct DecodedRecord: Sendable, Equatable {
    public var uid: String
    public var fields: SyncFields
    /// When the resource says it last changed (LAST-MODIFIED, REV), if it says.
    public var modified: Date?

    public init(uid: String, fields: SyncFields, modified: Date?) {
        self.uid = uid
        self.fields = fields
        self.modified = modified
    }
}

/// Why one resource was skipped; everything else in the sync goes on.
public struct SyncItemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
