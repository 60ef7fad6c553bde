import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// The restaurants' sync state in the database: edits counted only while an account exists, photos
/// received as FoodPin copies, photos refused remembered as the card has them.
@Suite("Restaurant records")
struct RestaurantRecordsTests {
    typealias Field = RestaurantRecords.Field
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
    var path: String { directory.appendingPathComponent("foodpin.sqlite3").path }
    var environment: [String: String] { ["XDG_DATA_HOME": directory.path + "/data", "HOME": directory.path] }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func states(_ ledger: SyncLedger) throws -> [UUID: SyncItemState] {
        Dictionary(uniqueKeysWithValues: try ledger.read { try $0.allStates("restaurant") }.map { ($0.id, $0) })
    }

    /// Without an account the triggers write nothing (FoodPin's edits pay one lookup); with one, an
    /// edit counts once, a save that changes nothing counts nothing, a delete leaves a tombstone only
    /// for a restaurant the server has.
    @Test func editsCountOnlyWhileAnAccountExists() throws {
        let store = try RestaurantStore(path: path, seedingSamples: false)
        let ledger = try SyncLedger(path: path)
        let before = try store.add(name: "Before", type: "Cafe", location: "Sydney")
        try store.setFavorite(true, for: before.id)
        try store.delete(ids: [try store.add(name: "Gone", type: "Cafe", location: "Sydney").id])
        #expect(try states(ledger).isEmpty)

        try ledger.setAccount(
            SyncAccount(server: "http://127.0.0.1:1/", user: "ann"), collections: ["restaurant": "Restaurants"],
            records: [RestaurantStore.syncRecords])
        #expect(try states(ledger)[before.id]?.revision == 1)
        let synced = try store.add(name: "Synced", type: "Thai", location: "London")
        try ledger.write {
            try $0.markSynced(
                "restaurant", id: synced.id, revision: nil, uid: nil, href: "/b/s.vcf", etag: "1", serverText: nil)
        }
        let current = try #require(try store.restaurant(id: before.id))
        try store.update(current)
        #expect(try states(ledger)[before.id]?.revision == 1, "a save that changes nothing counted")
        var renamed = current
        renamed.name = "Renamed"
        try store.update(renamed)
        #expect(try states(ledger)[before.id]?.revision == 2)
        try store.delete(ids: [before.id, synced.id])
        let after = try states(ledger)
        #expect(after[before.id] == nil && after[synced.id]?.isDeleted == true)
    }

    /// A rating is a field of the card: rating, re-rating and clearing a synced restaurant each count as
    /// an edit to send, rating it as it is counts nothing; a received rating is stored, a missing one
    /// clears it, and one this build does not know leaves it unrated (never an error).
    @Test func ratingsAreSyncedFields() throws {
        let store = try RestaurantStore(path: path, seedingSamples: false)
        let ledger = try SyncLedger(path: path)
        let records = RestaurantStore.syncRecords
        try ledger.setAccount(
            SyncAccount(server: "http://127.0.0.1:1/", user: "ann"), collections: ["restaurant": "Restaurants"],
            records: [records])
        let rated = try store.add(name: "Rated", type: "Cafe", location: "Sydney")
        try ledger.write {
            try $0.markSynced(
                "restaurant", id: rated.id, revision: nil, uid: nil, href: "/b/r.vcf", etag: "1", serverText: nil)
        }
        #expect(try ledger.pendingCount("restaurant") == 0)
        try store.setRating(.good, for: rated.id)
        #expect(try states(ledger)[rated.id]?.revision == 2)
        try store.setRating(.good, for: rated.id)
        #expect(try states(ledger)[rated.id]?.revision == 2, "rating it as it is counted")
        try store.setRating(nil, for: rated.id)
        #expect(try states(ledger)[rated.id]?.revision == 3)
        var edited = try #require(try store.restaurant(id: rated.id))
        edited.rating = .awesome
        try store.update(edited)
        #expect(try states(ledger)[rated.id]?.revision == 4)
        #expect(try ledger.read { try records.fields(of: [rated.id], in: $0) }[rated.id]?[Field.rating] == "awesome")

        let id = UUID()
        var fields: SyncFields = [Field.name: "Received", Field.rating: "terrible"]
        try ledger.write { try records.write(fields, id: id, in: $0) }
        #expect(try store.restaurant(id: id)?.rating == .terrible)
        fields[Field.rating] = "superb"
        try ledger.write { try records.write(fields, id: id, in: $0) }
        #expect(try store.restaurant(id: id)?.rating == nil)
        try ledger.write { try records.write([Field.name: "Received", Field.rating: "bad"], id: id, in: $0) }
        try ledger.write { try records.write([Field.name: "Received"], id: id, in: $0) }
        #expect(try store.restaurant(id: id)?.rating == nil)
    }

    /// A received photo goes into the photo folder as a FoodPin copy (marked, the database registered),
    /// once; one that fails its checks writes no file and is remembered as the card has it, so the
    /// restaurant's `photo` field stays the server's and an edit never replaces it.
    @Test func receivedPhotos() throws {
        let store = try RestaurantStore(path: path, seedingSamples: false)
        let ledger = try SyncLedger(path: path)
        let records = RestaurantRecords(photoCheck: { TestCardPhotos().decodes($0) }, environment: environment)
        let png = directory.appendingPathComponent("photo.png").path
        try TestPhotos.write(width: 700, height: 300, to: png)
        let jpeg = try #require(TestCardPhotos().cardJPEG(fromFile: png, maximumSide: 512, maximumBytes: 100_000))
        let id = UUID()
        var fields: SyncFields = [
            Field.name: "Photo", Field.type: "Cafe", Field.location: "Sydney", Field.photo: jpeg.base64EncodedString(),
        ]
        try ledger.write { try records.write(fields, id: id, in: $0) }
        let image = try #require(try store.restaurant(id: id)?.image)
        #expect(PhotoCopies.isCopy(image, environment: environment))
        #expect(FileManager.default.contents(atPath: image) == jpeg)
        let registered = directory.path + "/data/foodpin/photos/.databases"
        #expect(try FileManager.default.contentsOfDirectory(atPath: registered).count == 1)
        #expect(try ledger.read { try records.fields(of: [id], in: $0) }[id]?[Field.photo] == fields[Field.photo])
        // The same photo again (a sync killed before it stored the path): the same file.
        try ledger.write { try records.write(fields, id: UUID(), in: $0) }

        let refused = RestaurantRecordsTests.png(30_000, 30_000).base64EncodedString()
        fields[Field.photo] = refused
        try ledger.write { try records.write(fields, id: id, in: $0) }
        #expect(try store.restaurant(id: id)?.image == nil)
        #expect(try ledger.read { try records.fields(of: [id], in: $0) }[id]?[Field.photo] == refused)
        let photos = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/data/foodpin/photos")
        #expect(photos.filter { !$0.hasPrefix(".") }.count == 2, "\(photos)")

        // A photo set here is `file:` until the server has it.
        var local = try #require(try store.restaurant(id: id))
        local.image = png
        try store.update(local)
        #expect(try ledger.read { try records.fields(of: [id], in: $0) }[id]?[Field.photo] == "file:" + png)
    }

    static func png(_ width: UInt32, _ height: UInt32) -> Data { HostileCardTests.png(width, height) }
}
