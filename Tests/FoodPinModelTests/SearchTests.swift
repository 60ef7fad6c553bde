import Foundation
import Testing

@testable import FoodPinModel

@Suite("Search")
struct SearchTests {
    let directory = TemporaryDirectory()

    func entry(_ name: String, _ type: String = "T", _ location: String = "L", favorite: Bool = false)
        -> RestaurantSearchIndex.Entry
    {
        .init(id: UUID(), name: name, type: type, location: location, isFavorite: favorite)
    }

    func names(_ query: String, in entries: [RestaurantSearchIndex.Entry], favoritesOnly: Bool = false) -> [String] {
        let index = RestaurantSearchIndex(entries)
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.name) })
        return (index.matches(SearchQuery(query), favoritesOnly: favoritesOnly) ?? []).map { byID[$0]! }
    }

    @Test func foldingIgnoresCaseAndAccentsOnBothSides() {
        #expect(SearchQuery.fold("CAFÉ Crème") == Array("cafe creme".utf8))
        #expect(SearchQuery.fold("Hong\tKong") == Array("hong kong".utf8))
        let entries = [entry("Café Deadend"), entry("CAFE LOISL"), entry("Teakha")]
        #expect(names("cafe", in: entries) == ["Café Deadend", "CAFE LOISL"])
        #expect(names("CAFÉ", in: entries) == ["Café Deadend", "CAFE LOISL"])
        #expect(names("dead", in: entries) == ["Café Deadend"])
    }

    @Test func everyWordMustOccurInAnyOrderAcrossNameTypeAndLocation() {
        let entries = [
            entry("Homei", "Cafe", "Hong Kong"), entry("Barrafina", "Spanish", "London"),
            entry("Donostia", "Spanish", "London"),
        ]
        #expect(names("kong cafe", in: entries) == ["Homei"])
        #expect(names("  london   spanish ", in: entries) == ["Barrafina", "Donostia"])
        #expect(names("london cafe", in: entries).isEmpty)
        #expect(names("ondon", in: entries) == ["Barrafina", "Donostia"])
    }

    @Test func aWordNeverMatchesAcrossTwoFieldsOrTwoRestaurants() {
        // "kha" ends one name, "sp" starts the next restaurant's type; "ahs" would span them.
        let entries = [entry("Teakha", "Tea"), entry("Sp", "Spanish")]
        #expect(names("teat", in: entries).isEmpty)  // name "teakha" + type "tea"
        #expect(names("haSp", in: entries).isEmpty)  // across two restaurants
        #expect(names("kha\u{0}tea", in: entries) == ["Teakha"])  // a separator typed in is a word break
    }

    @Test func emptyQueryMatchesAllAndFavouritesFilter() {
        let entries = [entry("A", favorite: true), entry("B"), entry("C", favorite: true)]
        #expect(names("", in: entries) == ["A", "B", "C"])
        #expect(names(" \t ", in: entries) == ["A", "B", "C"])
        #expect(names("", in: entries, favoritesOnly: true) == ["A", "C"])
        #expect(names("c", in: entries, favoritesOnly: true) == ["C"])
    }

    @Test func matchesAgreesWithTheIndexOnHostileText() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAéÉ é\u{0}\u{1F}\t\nßSSÅå🍜ıİx")
        func random(_ length: Int) -> String {
            String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<200 {
            let restaurants = (0..<8).map { _ in Restaurant(name: random(6), type: random(3), location: random(3)) }
            let query = SearchQuery(random(3))
            let index = RestaurantSearchIndex(restaurants.map(RestaurantSearchIndex.Entry.init))
            #expect(index.matches(query) == restaurants.filter(query.matches).map(\.id))
        }
    }

    @Test func cancellingStopsAndReturnsNil() {
        let entries = (0..<10_000).map { entry("a\($0)") }
        #expect(RestaurantSearchIndex(entries).matches(SearchQuery("a"), isCancelled: { true }) == nil)
        #expect(RestaurantSearchIndex(entries).matches(SearchQuery("a"))?.count == 10_000)
    }

    @Test func storeSearchUsesTheSameRuleInDisplayOrder() throws {
        let store = try directory.store()
        try store.setFavorite(true, for: try store.find(nameOrID: "Homei").id)
        #expect(try store.search("hong kong cafe").map(\.name) == ["Cafe Deadend", "Homei", "Cafe Loisl"])
        #expect(try store.search("CAFÉ", favoritesOnly: true).map(\.name) == ["Homei"])
        #expect(try store.search("nothing like this").isEmpty)
        let index = try store.searchIndex()
        let identifiers = try store.identifiers()
        #expect(index.count == 21 && index.identifiers == identifiers)
    }
}
