import Foundation
import Testing
@testable import FoodPinModel

/// Collects deliveries and lets a test wait for one that satisfies a condition.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var values: [Value] = []

    func record(_ value: Value) {
        condition.lock()
        values.append(value)
        condition.broadcast()
        condition.unlock()
    }

    var all: [Value] {
        condition.lock()
        defer { condition.unlock() }
        return values
    }

    /// The first delivery satisfying `predicate`, waiting up to `timeout` seconds.
    func wait(timeout: TimeInterval = 5, until predicate: (Value) -> Bool) -> Value? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let match = values.first(where: predicate) { return match }
            if !condition.wait(until: deadline) { return nil }
        }
    }
}

@Suite("Change notification")
struct ObservationTests {
    let directory = TemporaryDirectory()
    let queue = DispatchQueue(label: "observer")

    @Test func aChangeThroughTheStoreIsPublished() throws {
        let store = try RestaurantStore(path: directory.file())
        let recorder = Recorder<[Restaurant]>()
        let token = store.observe(on: queue) { recorder.record($0) }
        let added = try store.add(name: "Fresh", type: "T", location: "L")
        let delivered = try #require(recorder.wait { $0.last?.id == added.id })
        #expect(delivered.count == 22)
        token.cancel()
    }

    @Test func aChangeByAnotherConnectionIsPublished() throws {
        let path = directory.file()
        let observed = try RestaurantStore(path: path)
        let recorder = Recorder<[Restaurant]>()
        let token = observed.observe(on: queue) { recorder.record($0) }
        let other = try RestaurantStore(path: path)
        let victim = try other.find(nameOrID: "Homei")
        try other.delete(ids: [victim.id])
        #expect(recorder.wait { !$0.contains { $0.id == victim.id } }?.count == 20)
        withExtendedLifetime(token) {}
    }

    @Test func aChangeByAnotherProcessIsPublished() throws {
        let path = directory.file()
        let observed = try RestaurantStore(path: path)
        let recorder = Recorder<[Restaurant]>()
        let token = observed.observe(on: queue) { recorder.record($0) }
        try executeInAnotherProcess("UPDATE restaurant SET is_favorite = 1 WHERE name = 'Teakha'", on: path)
        #expect(recorder.wait { $0.first { $0.name == "Teakha" }?.isFavorite == true } != nil)
        withExtendedLifetime(token) {}
    }

    @Test func todoChangesArePublished() throws {
        let list = try TodoList(path: directory.file())
        let recorder = Recorder<[TodoItem]>()
        let token = list.observe(on: queue) { recorder.record($0) }
        try list.add("one")
        try list.add("two")
        #expect(recorder.wait { $0.map(\.text) == ["one", "two"] } != nil)
        try list.clear()
        #expect(recorder.wait { $0.isEmpty } != nil)
        token.cancel()
    }

    @Test func nothingArrivesAfterCancel() throws {
        let store = try RestaurantStore(path: directory.file())
        let recorder = Recorder<[Restaurant]>()
        let token = store.observe(on: queue) { recorder.record($0) }
        token.cancel()
        #expect(token.isCancelled)
        try store.add(name: "Unseen", type: "T", location: "L")
        #expect(recorder.wait(timeout: 0.6) { _ in true } == nil)
    }

    @Test func releasingTheTokenStopsTheObservation() throws {
        let store = try RestaurantStore(path: directory.file())
        let recorder = Recorder<[Restaurant]>()
        var token: ObservationToken? = store.observe(on: queue) { recorder.record($0) }
        try store.add(name: "Seen", type: "T", location: "L")
        #expect(recorder.wait { $0.last?.name == "Seen" } != nil)
        token = nil
        try store.add(name: "Unseen", type: "T", location: "L")
        #expect(recorder.wait(timeout: 0.6) { $0.last?.name == "Unseen" } == nil)
        _ = token
    }

    @Test func noDeliveryWithoutAChange() throws {
        let store = try RestaurantStore(path: directory.file())
        let recorder = Recorder<[Restaurant]>()
        let token = store.observe(on: queue) { recorder.record($0) }
        #expect(recorder.wait(timeout: 0.6) { _ in true } == nil)
        withExtendedLifetime(token) {}
    }
}
