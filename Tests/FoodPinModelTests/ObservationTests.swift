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

    /// The first delivery satisfying `predicate`, waiting up to `timeout` (scaled) seconds.
    func wait(timeout: TimeInterval = 5, until predicate: (Value) -> Bool) -> Value? {
        let deadline = Date(timeIntervalSinceNow: scaled(timeout))
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let match = values.first(where: predicate) { return match }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// Whether no delivery satisfying `predicate` arrives while holding still for `seconds` (scaled):
    /// a check that something does not happen; `reason` says why that long is long enough.
    func holdsStill(for seconds: Double, because reason: String, unless predicate: (Value) -> Bool = { _ in true })
        -> Bool
    {
        wait(timeout: seconds, until: predicate) == nil
    }
}

@Suite("Change notification")
struct ObservationTests {
    /// Why 0.6 s shows that nothing was delivered: the monitor polls the file every 200 ms.
    static let pollReason = "the monitor polls every 200 ms: a delivery would come within three polls"

    let directory = TemporaryDirectory()
    let queue = DispatchQueue(label: "observer")

    @Test func aChangeThroughTheStoreIsPublished() throws {
        let store = try directory.store()
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
        let store = try directory.store()
        let recorder = Recorder<[Restaurant]>()
        let token = store.observe(on: queue) { recorder.record($0) }
        token.cancel()
        #expect(token.isCancelled)
        try store.add(name: "Unseen", type: "T", location: "L")
        #expect(recorder.holdsStill(for: 0.6, because: Self.pollReason))
    }

    @Test func releasingTheTokenStopsTheObservation() throws {
        let store = try directory.store()
        let recorder = Recorder<[Restaurant]>()
        var token: ObservationToken? = store.observe(on: queue) { recorder.record($0) }
        try store.add(name: "Seen", type: "T", location: "L")
        #expect(recorder.wait { $0.last?.name == "Seen" } != nil)
        token = nil
        try store.add(name: "Unseen", type: "T", location: "L")
        #expect(recorder.holdsStill(for: 0.6, because: Self.pollReason) { $0.last?.name == "Unseen" })
        _ = token
    }

    /// Released while a delivery for it waits on its queue, a token still stops the observation: the
    /// waiting delivery held the token, which outlived the release, and a change made after it was
    /// delivered too (seen once in a whole run: "Unseen" arrived 31 ms after the release).
    @Test func releasingTheTokenWhileADeliveryWaitsStopsTheObservation() throws {
        let store = try directory.store()
        let held = DispatchQueue(label: "held observer")
        held.suspend()
        let recorder = Recorder<[Restaurant]>()
        let probe = Recorder<[Restaurant]>()
        var token: ObservationToken? = store.observe(on: held) { recorder.record($0) }
        let probeToken = store.observe(on: queue) { probe.record($0) }
        try store.add(name: "Seen", type: "T", location: "L")
        // A second observer of the same load shows when the held queue has its value waiting.
        #expect(probe.wait { $0.last?.name == "Seen" } != nil)
        token = nil
        try store.add(name: "Unseen", type: "T", location: "L")
        #expect(probe.wait { $0.last?.name == "Unseen" } != nil)
        held.resume()
        held.sync {}  // every delivery that waited has run or been dropped
        #expect(recorder.all.isEmpty, "delivered after the release: \(recorder.all.map { $0.last?.name ?? "" })")
        _ = token
        probeToken.cancel()
    }

    /// An observer whose queue is suspended while its store's monitor has already read another
    /// connection's change (`elsewhere`) for it: the value waits on `held` until the test resumes it.
    struct HeldDelivery {
        let store: RestaurantStore
        let held = DispatchQueue(label: "held observer")
        let recorder = Recorder<[Restaurant]>()
        let elsewhere: Restaurant
        let tokens: [ObservationToken]

        init(in directory: TemporaryDirectory, probeQueue: DispatchQueue) throws {
            store = try directory.store()
            held.suspend()
            let recorder = recorder
            let probe = Recorder<[Restaurant]>()
            // A second observer of the same load shows when the held queue has its value waiting.
            tokens = [
                store.observe(on: held) { recorder.record($0) },
                store.observe(on: probeQueue) { probe.record($0) },
            ]
            let added = try directory.store().add(name: "Elsewhere", type: "T", location: "L")
            elsewhere = added
            #expect(probe.wait { $0.contains { $0.id == added.id } } != nil)
        }
    }

    /// The window shows its own writes at once; a value read before one of them must not arrive
    /// afterwards and take it back (an undone delete vanishing for a moment).
    @Test func aValueReadBeforeALocalWriteIsNeverDeliveredAfterIt() throws {
        let observer = try HeldDelivery(in: directory, probeQueue: queue)
        let local = try observer.store.add(name: "Local", type: "T", location: "L")
        observer.held.resume()
        let final = try #require(observer.recorder.wait { $0.contains { $0.id == local.id } })
        #expect(final.contains { $0.id == observer.elsewhere.id })
        #expect(
            observer.recorder.all.allSatisfy { $0.contains { $0.id == local.id } },
            "a value read before the local write was delivered after it")
    }

    /// The other side of dropping stale values: a local write whose commit a load had already seen,
    /// but whose count came after that load began, still gets a delivery although `data_version` did
    /// not move — otherwise the dropped value, which may hold another process's change, is never
    /// replaced. The store's commit and its `poke()` are taken apart here to land in that gap.
    @Test func aWriteCountedAfterItsCommitWasLoadedIsStillDelivered() throws {
        let observer = try HeldDelivery(in: directory, probeQueue: queue)
        observer.store.monitor.poke()  // counted only now: the value waiting on `held` is out of date
        observer.held.resume()
        #expect(
            observer.recorder.wait { $0.contains { $0.id == observer.elsewhere.id } } != nil,
            "no value after the counted write")
    }

    /// Two inserts in quick succession (typing fast in Todo): the first insert's own delivery, read
    /// before the second, would remove the second row for a moment. Every value delivered after the
    /// second insert holds it.
    @Test func quickSuccessiveWritesNeverDeliverAnOlderList() throws {
        let list = try TodoList(path: directory.file())
        let held = DispatchQueue(label: "held observer")
        let recorder = Recorder<[TodoItem]>()
        let token = list.observe(on: held) { recorder.record($0) }
        for round in 0..<20 {
            held.suspend()
            try list.add("item \(round)")
            holdStill(for: 0.02, because: "the monitor should get the chance to read the list with this item only")
            try list.add("item \(round) again")
            let count = (round + 1) * 2
            held.resume()
            #expect(recorder.wait { $0.count == count } != nil)
            let afterward = held.sync { recorder.all }
            #expect(afterward.last?.count == count)
        }
        let counts = recorder.all.map(\.count)
        #expect(counts.allSatisfy { $0.isMultiple(of: 2) }, "a list read between two inserts arrived: \(counts)")
        withExtendedLifetime(token) {}
    }

    @Test func noDeliveryWithoutAChange() throws {
        let store = try directory.store()
        let recorder = Recorder<[Restaurant]>()
        let token = store.observe(on: queue) { recorder.record($0) }
        #expect(recorder.holdsStill(for: 0.6, because: Self.pollReason))
        withExtendedLifetime(token) {}
    }
}
