import Foundation
import Testing

@testable import FoodPinModel

/// Issue 31: a restaurant rated with one of five moods, stored with it, cleared, kept through undo,
/// and read from databases made before the rating existed.
@Suite("Ratings")
struct RatingTests {
    let directory = TemporaryDirectory()

    @Test func theFiveMoodsHaveStableNamesInTheReviewScreensOrder() {
        #expect(Rating.names == ["awesome", "good", "okay", "bad", "terrible"])
        #expect(Rating.allCases.map(\.title) == ["Awesome", "Good", "Okay", "Bad", "Terrible"])
        #expect(Rating(name: "AWESOME") == .awesome)
        #expect(Rating(name: " okay ") == .okay)
        for text in ["", "great", "awesome!", "1", "Awesome Good", "terrible\u{0}"] {
            #expect(Rating(name: text) == nil, "\(text)")
        }
        // The names are JSON's too.
        let encoded = try? JSONEncoder().encode([Rating.bad])
        #expect(encoded.map { String(decoding: $0, as: UTF8.self) } == #"["bad"]"#)
    }

    @Test func theMigrationAllowsExactlyTheEnumsNames() throws {
        let allowed = RestaurantStore.ratingMigration
            .split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(allowed == Rating.names)
        let store = try directory.store(seeding: false)
        let teakha = try store.add(name: "Teakha", type: "Tea House", location: "Hong Kong")
        // Another program writing a value no FoodPin knows is stopped by the table itself.
        #expect(throws: (any Error).self) {
            try store.connection.prepare("UPDATE restaurant SET rating = 'delicious' WHERE id = ?").bind(teakha.id)
                .run()
        }
        #expect(try store.restaurant(id: teakha.id)?.rating == nil)
    }

    @Test func aRatingIsSetChangedAndClearedAndNothingElseChanges() throws {
        let store = try directory.store(seeding: false)
        let teakha = try store.add(name: "Teakha", type: "Tea House", location: "Hong Kong", phone: "+852 2858 9185")
        let other = try store.add(name: "Homei", type: "Cafe", location: "Sydney")
        #expect(try store.restaurant(id: teakha.id)?.rating == nil)

        try store.setRating(.awesome, for: teakha.id)
        var expected = teakha
        expected.rating = .awesome
        #expect(try store.restaurant(id: teakha.id) == expected)
        #expect(try store.restaurant(id: other.id)?.rating == nil)

        try store.setRating(.terrible, for: teakha.id)
        #expect(try store.restaurant(id: teakha.id)?.rating == .terrible)
        try store.setRating(nil, for: teakha.id)
        #expect(try store.restaurant(id: teakha.id) == teakha)
        #expect(try store.all().map(\.id) == [teakha.id, other.id])
    }

    @Test func ratingAMissingRestaurantIsNotFoundAndWritesNothing() throws {
        let store = try directory.store(seeding: false)
        let id = UUID()
        #expect(throws: StoreError.notFound(query: id.uuidString.lowercased())) {
            try store.setRating(.good, for: id)
        }
        #expect(try store.count() == 0)
    }

    @Test func updateStoresTheRatingWithTheOtherFields() throws {
        let store = try directory.store(seeding: false)
        var teakha = try store.add(name: "Teakha", type: "Tea House", location: "Hong Kong")
        teakha.rating = .good
        teakha.name = "Teakha (Sheung Wan)"
        try store.update(teakha)
        #expect(try store.restaurant(id: teakha.id) == teakha)
        teakha.rating = nil
        try store.update(teakha)
        #expect(try store.restaurant(id: teakha.id)?.rating == nil)
    }

    @Test func aDeleteUndoneBringsTheRatingBack() throws {
        let store = try directory.store()
        let teakha = try #require(try store.all().first { $0.name == "Teakha" })
        try store.setRating(.okay, for: teakha.id)
        let deletion = try store.delete(ids: [teakha.id])
        #expect(deletion.elements.map(\.rating) == [.okay])
        try store.restore(deletion)
        #expect(try store.restaurant(id: teakha.id)?.rating == .okay)
    }

    @Test func everyMoodSurvivesReopening() throws {
        let path = directory.file()
        var ids: [Rating: UUID] = [:]
        do {
            let store = try RestaurantStore(path: path, seedingSamples: false)
            for rating in Rating.allCases {
                let restaurant = try store.add(name: rating.title, type: "T", location: "L")
                try store.setRating(rating, for: restaurant.id)
                ids[rating] = restaurant.id
            }
        }
        let reopened = try RestaurantStore(path: path)
        for rating in Rating.allCases {
            #expect(try reopened.restaurant(id: ids[rating]!)?.rating == rating)
        }
    }

    /// A file made by the FoodPin before ratings: the step before the rating's migration, found by
    /// looking for it rather than by number.
    @Test func aDatabaseFromBeforeRatingsIsMigratedKeepingEverything() throws {
        let step = try #require(Schema.migrations.firstIndex(of: RestaurantStore.ratingMigration))
        let path = directory.file()
        let id = UUID()
        _ = try databaseFromSchema(step, at: path, restaurant: id, named: "Old Favourite")
        // Still FoodPin's, and opened (and migrated) as such.
        let store = try RestaurantStore(path: path)
        #expect(try store.connection.integer("PRAGMA user_version") == Schema.current)
        let old = try #require(try store.restaurant(id: id))
        #expect(old.name == "Old Favourite" && old.isFavorite && old.rating == nil)
        try store.setRating(.bad, for: id)
        #expect(try store.restaurant(id: id)?.rating == .bad)
    }
}
