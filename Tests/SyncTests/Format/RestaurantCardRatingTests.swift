import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// A restaurant's rating on its card (issue 31): `X-FOODPIN-RATING` with the mood's stable name,
/// no line when unrated, and a value this build does not know left alone.
@Suite("Restaurant card rating (vCard)")
struct RestaurantCardRatingTests {
    typealias Field = RestaurantRecords.Field
    let mapping = RestaurantMapping()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let uid = "5a3b1e00-f00d-4000-8000-000000000003"

    /// Unfolded lines of a document's text.
    func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    func card(_ extra: [String]) -> String {
        (["BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:Teakha", "ORG:Teakha", "X-ABShowAs:COMPANY"] + extra
            + ["REV:20261205T224500Z", "END:VCARD", ""]).joined(separator: "\r\n")
    }

    @Test func aRatedRestaurantsCardCarriesItsMood() {
        let fields: SyncFields = [
            Field.name: "Teakha", Field.favorite: "1", Field.rating: "awesome", Field.order: "3",
        ]
        let written = lines(mapping.encode(fields, uid: uid, into: nil, now: now).text)
        #expect(
            written.filter { $0.hasPrefix("X-FOODPIN-") } == [
                "X-FOODPIN-FAVORITE:1", "X-FOODPIN-RATING:awesome", "X-FOODPIN-ORDER:3",
            ])
        let unrated = mapping.encode([Field.name: "Teakha"], uid: uid, into: nil, now: now).text
        #expect(!unrated.contains("X-FOODPIN-RATING"))
    }

    /// Every mood is read as the one written; other letter case and spaces around it are the same mood.
    @Test func eachMoodRoundTrips() throws {
        for rating in Rating.allCases {
            let fields: SyncFields = [Field.name: "Teakha", Field.rating: rating.rawValue, Field.order: "3"]
            let document = mapping.encode(fields, uid: uid, into: nil, now: now)
            #expect(lines(document.text).contains("X-FOODPIN-RATING:\(rating.rawValue)"))
            #expect(try mapping.decode(ContentDocument(parsing: document.text)).fields == fields)
        }
        let shouted = try mapping.decode(ContentDocument(parsing: card(["X-FOODPIN-RATING: Terrible "])))
        #expect(shouted.fields[Field.rating] == "terrible")
    }

    /// Rating a card another device wrote, changing the mood, then clearing it rewrites only that line
    /// (and REV); an unchanged rating rewrites nothing.
    @Test func ratingAndClearingEditOnlyTheirLine() throws {
        let text = card(["EMAIL:hi@teakha.example", "X-OTHER-APP:1"])
        var fields = try mapping.decode(ContentDocument(parsing: text)).fields
        #expect(fields[Field.rating] == nil)
        fields[Field.rating] = Rating.good.rawValue
        let rated = mapping.encode(fields, uid: uid, into: try ContentDocument(parsing: text), now: now).text
        #expect(rated.contains("EMAIL:hi@teakha.example\r\nX-OTHER-APP:1\r\n"))
        #expect(lines(rated).filter { $0.hasPrefix("X-FOODPIN-RATING") } == ["X-FOODPIN-RATING:good"])
        #expect(try mapping.decode(ContentDocument(parsing: rated)).fields == fields)
        #expect(mapping.encode(fields, uid: uid, into: try ContentDocument(parsing: rated), now: now).text == rated)

        fields[Field.rating] = Rating.bad.rawValue
        let changed = mapping.encode(fields, uid: uid, into: try ContentDocument(parsing: rated), now: now).text
        #expect(lines(changed).filter { $0.hasPrefix("X-FOODPIN-RATING") } == ["X-FOODPIN-RATING:bad"])

        fields[Field.rating] = nil
        let cleared = mapping.encode(fields, uid: uid, into: try ContentDocument(parsing: changed), now: now).text
        #expect(!cleared.contains("X-FOODPIN-RATING"))
        #expect(try mapping.decode(ContentDocument(parsing: cleared)).fields == fields)
    }

    /// A mood this build does not know (a later FoodPin's, another app's) is no rating here and never an
    /// error; its line stays byte for byte through an edit of another field, until a rating is set here.
    @Test func anUnknownMoodIsIgnoredAndKept() throws {
        let foreign = "X-FOODPIN-RATING;X-SCALE=7:superb"
        let text = card([foreign, "NOTE:Milk tea"])
        var fields = try mapping.decode(ContentDocument(parsing: text)).fields
        #expect(fields == [Field.name: "Teakha", Field.summary: "Milk tea"])
        fields[Field.summary] = "Milk tea and scones"
        let edited = mapping.encode(fields, uid: uid, into: try ContentDocument(parsing: text), now: now).text
        #expect(edited.contains("\r\n" + foreign + "\r\n"))
        #expect(lines(edited).contains("NOTE:Milk tea and scones"))
        #expect(try mapping.decode(ContentDocument(parsing: edited)).fields == fields)
        for value in ["", "5", "awesome!", "good,bad"] {
            let odd = try mapping.decode(ContentDocument(parsing: card(["X-FOODPIN-RATING:\(value)"])))
            #expect(odd.fields[Field.rating] == nil, "\(value)")
        }

        fields[Field.rating] = Rating.okay.rawValue
        let rated = mapping.encode(fields, uid: uid, into: try ContentDocument(parsing: edited), now: now).text
        #expect(lines(rated).filter { $0.hasPrefix("X-FOODPIN-RATING") } == ["X-FOODPIN-RATING;X-SCALE=7:okay"])
    }
}
