import Foundation
import Testing

@testable import FoodPinModel

/// `observeIdentifiers`: the identifiers after every change, from this process or another, sharing
/// one polling connection with the observers of whole lists.
@Suite("Observing identifiers")
struct IdentifierObservationTests {
    let directory = TemporaryDirectory()
    let queue = DispatchQueue(label: "observer")

    @Test func aChangeThroughTheStoreIsPublishedAsIdentifiers() throws {
        let store = try directory.store()
        let recorder = Recorder<[UUID]>()
        let token = store.observeIdentifiers(on: queue) { recorder.record($0) }
        let added = try store.add(name: "Fresh", type: "T", location: "L")
        let delivered = try #require(recorder.wait { $0.last == added.id })
        #expect(try delivered == store.all().map(\.id))
        token.cancel()
    }

    @Test func aChangeByAnotherProcessIsPublishedAsIdentifiers() throws {
        let path = directory.file()
        let observed = try RestaurantStore(path: path)
        let before = try observed.identifiers()
        let recorder = Recorder<[UUID]>()
        let token = observed.observeIdentifiers(on: queue) { recorder.record($0) }
        try executeInAnotherProcess("DELETE FROM restaurant WHERE name = 'Homei'", on: path)
        let delivered = try #require(recorder.wait { $0.count == 20 })
        #expect(delivered == before.filter { $0 != before[1] })  // Homei is the second sample
        withExtendedLifetime(token) {}
    }

    /// A favourite changes no identifier; the delivery still comes, so that a presentation re-reads
    /// the restaurants it shows.
    @Test func aChangeInPlaceIsStillDelivered() throws {
        let store = try directory.store()
        let ids = try store.identifiers()
        let recorder = Recorder<[UUID]>()
        let token = store.observeIdentifiers(on: queue) { recorder.record($0) }
        try store.setFavorite(true, for: ids[4])
        #expect(recorder.wait { $0 == ids } != nil)
        token.cancel()
    }

    @Test func bothKindsOfObserverShareOnePollingConnection() throws {
        let path = directory.file()
        let store = try RestaurantStore(path: path)
        #expect(OpenFiles.connectionCount(path) == 1)
        let ids = Recorder<[UUID]>(), lists = Recorder<[Restaurant]>(), more = Recorder<[UUID]>()
        let tokens = [
            store.observeIdentifiers(on: queue) { ids.record($0) },
            store.observe(on: queue) { lists.record($0) },
            store.observeIdentifiers(on: DispatchQueue(label: "second")) { more.record($0) },
        ]
        #expect(OpenFiles.connectionCount(path) == 2)
        let added = try store.add(name: "Both", type: "T", location: "L")
        #expect(ids.wait { $0.last == added.id } != nil)
        #expect(more.wait { $0.last == added.id } != nil)
        #expect(lists.wait { $0.last == added } != nil)
        tokens.forEach { $0.cancel() }
    }

    @Test func cancellingOneKindKeepsTheOther() throws {
        let store = try directory.store()
        let ids = Recorder<[UUID]>(), lists = Recorder<[Restaurant]>()
        let idToken = store.observeIdentifiers(on: queue) { ids.record($0) }
        let listToken = store.observe(on: queue) { lists.record($0) }
        listToken.cancel()
        let added = try store.add(name: "Only ids", type: "T", location: "L")
        #expect(ids.wait { $0.last == added.id } != nil)
        #expect(lists.holdsStill(for: 0.6, because: ObservationTests.pollReason))
        idToken.cancel()
    }
}
