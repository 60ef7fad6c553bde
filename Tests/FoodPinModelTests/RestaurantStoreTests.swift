import Foundation
import Testing

@testable import FoodPinModel

@Suite("RestaurantStore")
struct RestaurantStoreTests {
    let directory = TemporaryDirectory()

    @Test func firstLaunchSeedsTheTutorialsSamplesInOrder() throws {
        let all = try directory.store().all()
        #expect(all.count == 21)
        #expect(all.map(\.name).prefix(4) == ["Cafe Deadend", "Homei", "Teakha", "Cafe Loisl"])
        #expect(all.last?.name == "CASK Pub and Kitchen")
        #expect(all[3].type == "Austrian / Casual Drink")
        #expect(
            all[9].name == "Palomino Espresso" && all[9].type == "American / Seafood" && all[9].location == "Sydney")
        #expect(all.allSatisfy { $0.phone?.isEmpty == false && $0.summary?.isEmpty == false && !$0.isFavorite })
        #expect(Set(all.map(\.id)).count == 21)
        #expect(all == Restaurant.samples)
    }

    @Test func seedingHappensOnceSoDeletedSamplesStayDeleted() throws {
        let first = try directory.store()
        let homei = try first.find(nameOrID: "Homei")
        try first.delete(ids: [homei.id])
        let reopened = try directory.store()
        #expect(try reopened.count() == 20)
        #expect(try reopened.all().contains { $0.id == homei.id } == false)
        #expect(try reopened.restoreSamples() == 1)
        #expect(try reopened.restoreSamples() == 0)
        #expect(try reopened.all().map(\.name) == Restaurant.samples.map(\.name), "back in the tutorial's order")
    }

    @Test func notSeedingLeavesAnEmptyListForGood() throws {
        #expect(try directory.store(seeding: false).all().isEmpty)
        #expect(try directory.store(seeding: true).all().isEmpty)
    }

    @Test func addAppendsAndUpdateKeepsThePosition() throws {
        let store = try directory.store(seeding: false)
        let a = try store.add(name: "A", type: "T", location: "L")
        let b = try store.add(name: "B", type: "T", location: "L", image: "/img.png", phone: "1", summary: "s")
        var changed = a
        changed.name = "A2"
        changed.summary = "now with a summary"
        try store.update(changed)
        #expect(try store.all() == [changed, b])
        #expect(try store.restaurant(id: b.id) == b)
    }

    @Test func blankFieldsAreRefused() throws {
        let store = try directory.store(seeding: false)
        #expect(throws: StoreError.emptyField(name: "name")) { try store.add(name: " \n", type: "T", location: "L") }
        #expect(throws: StoreError.emptyField(name: "location")) { try store.add(name: "N", type: "T", location: "") }
        #expect(try store.count() == 0)
    }

    @Test func updateOfAMissingRestaurantIsNotFound() throws {
        let store = try directory.store(seeding: false)
        let missing = Restaurant(name: "X", type: "T", location: "L")
        #expect(throws: StoreError.notFound(query: missing.id.uuidString.lowercased())) { try store.update(missing) }
        let id = UUID()
        #expect(throws: StoreError.notFound(query: id.uuidString.lowercased())) { try store.setFavorite(true, for: id) }
    }

    @Test func favoritesFollowSetFavorite() throws {
        let store = try directory.store()
        let all = try store.all()
        try store.setFavorite(true, for: all[5].id)
        try store.setFavorite(true, for: all[2].id)
        #expect(try store.favorites().map(\.id) == [all[2].id, all[5].id])
        try store.setFavorite(false, for: all[2].id)
        #expect(try store.favorites().map(\.id) == [all[5].id])
        #expect(try store.restaurant(id: all[5].id)?.isFavorite == true)
    }

    @Test func deleteSeveralThenRestorePutsThemBackInPlace() throws {
        let store = try directory.store()
        let before = try store.all()
        let victims = [before[20].id, before[0].id, before[7].id, UUID()]
        let deletion = try store.delete(ids: victims)
        #expect(deletion.elements.map(\.id) == [before[0].id, before[7].id, before[20].id])
        #expect(try store.count() == 18)
        // Something added meanwhile goes to the end and stays there.
        let added = try store.add(name: "New", type: "T", location: "L")
        try store.restore(deletion)
        #expect(try store.all() == before + [added])
        // Restoring twice changes nothing.
        try store.restore(deletion)
        #expect(try store.count() == 22)
    }

    @Test func searchIsCaseInsensitiveSubstring() throws {
        let store = try directory.store()
        #expect(try store.search(name: "cafe").map(\.name) == ["Cafe Deadend", "Cafe Loisl", "Cafe Lore"])
        #expect(try store.search(name: "OAK").map(\.name) == ["Royal Oak"])
        #expect(try store.search(name: "zzz").isEmpty)
        #expect(try store.search(name: "").count == 21)
    }

    @Test func findByNameIDOrPrefix() throws {
        let store = try directory.store()
        let teakha = try store.find(nameOrID: "teakha")
        #expect(teakha.name == "Teakha")
        #expect(try store.find(nameOrID: teakha.id.uuidString) == teakha)
        #expect(try store.find(nameOrID: teakha.id.uuidString.lowercased()) == teakha)
        let other = try store.add(name: "Zed", type: "T", location: "L")
        #expect(try store.find(nameOrID: String(other.id.uuidString.prefix(8))) == other)
        #expect(throws: StoreError.notFound(query: "Nowhere")) { try store.find(nameOrID: "Nowhere") }
    }

    @Test func ambiguousNameListsTheCandidatesWithIDs() throws {
        let store = try directory.store()
        let twin = try store.add(name: "teakha", type: "Other", location: "L")
        do {
            _ = try store.find(nameOrID: "TEAKHA")
            Issue.record("expected ambiguity")
        } catch {
            guard case .ambiguous(_, let candidates) = error else { Issue.record("\(error)"); return }
            #expect(candidates.map(\.name) == ["Teakha", "teakha"])
            #expect(error.description.contains(twin.id.uuidString.lowercased()))
        }
    }

    @Test func hostileTextIsStoredIntact() throws {
        let store = try directory.store(seeding: false)
        for text in hostileTexts {
            try store.add(name: text, type: text, location: text, image: text, phone: text, summary: text)
        }
        let back = try store.all()
        #expect(back.map(\.name) == hostileTexts)
        #expect(back.map(\.summary) == hostileTexts.map(Optional.some))
        #expect(try store.find(nameOrID: hostileTexts[1]).name == hostileTexts[1])
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func syntheticRestaurantsAppendInOneGo() throws {
        let store = try directory.store()
        try store.addSynthetic(count: 1_000)
        let all = try store.all()
        #expect(all.count == 1_021)
        #expect(all[21].name == "Restaurant 22")
        #expect(Set(all.map(\.id)).count == 1_021)
    }

    @Test func twoStoresWritingAtOnceLoseNothing() async throws {
        let path = directory.file()
        _ = try RestaurantStore(path: path, seedingSamples: false)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = try RestaurantStore(path: path)
                    for index in 0..<500 {
                        try store.add(name: "w\(writer)-\(index)", type: "T", location: "L")
                    }
                }
            }
            try await group.waitForAll()
        }
        let store = try RestaurantStore(path: path)
        #expect(try store.count() == 1_000)
        #expect(try store.integrityCheck() == ["ok"])
    }
}

@Suite("Time-ordered ids")
struct TimeOrderedIDTests {
    @Test func idsAscendAndAreVersion7() {
        let ids = (0..<10_000).map { _ in UUID.timeOrdered() }
        let bytes = ids.map { id in withUnsafeBytes(of: id.uuid) { Array($0) } }
        #expect(bytes == bytes.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(Set(ids).count == ids.count)
        #expect(bytes.allSatisfy { $0[6] >> 4 == 7 && $0[8] >> 6 == 0b10 })
        let milliseconds = bytes[0].prefix(6).reduce(0) { $0 << 8 | UInt64($1) }
        #expect(abs(Double(milliseconds) / 1000 - Date().timeIntervalSince1970) < 60)
    }
}
