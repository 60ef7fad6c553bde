import Foundation
import Testing

@testable import GtkKit

/// What geocode-glib is given: only well-formed places, whatever the server sent.
@Suite("Nominatim's answers, sanitised for geocode-glib")
struct NominatimAnswerTests {
    func sanitise(_ text: String) -> Result<String, NominatimAnswer.Problem> {
        NominatimAnswer.sanitise(Data(text.utf8))
    }

    func places(_ text: String) throws -> [[String: Any]] {
        let json = try sanitise(text).get()
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    @Test func testKeepsTheFieldsGeocodeGlibReads() throws {
        let answer = """
            [{"place_id": 7, "osm_type": "node", "osm_id": 42, "lat": "22.28497", "lon": 114.14939,
              "display_name": "Teakha, Hong Kong", "name": "Teakha", "category": "amenity", "type": "cafe",
              "address": {"city": "Hong Kong", "country": "China", "nested": {"no": 1}, "number": 5},
              "boundingbox": ["22.29", "22.28", "114.14", "114.15"], "extra": "dropped"}]
            """
        let place = try #require(places(answer).first)
        #expect(place["lat"] as? String == "22.2849700")
        #expect(place["lon"] as? String == "114.1493900")
        #expect(place["name"] as? String == "Teakha")
        #expect(place["osm_id"] as? Int == 42)
        #expect(place["address"] as? [String: String] == ["city": "Hong Kong", "country": "China"])
        #expect(place["boundingbox"] as? [String] == ["22.2800000", "22.2900000", "114.1400000", "114.1500000"])
        #expect(place["extra"] == nil)
    }

    @Test func testRefusesWhatIsNotAListOfPlaces() {
        #expect(sanitise("<html>") == .failure(.notJSON))
        #expect(sanitise("") == .failure(.notJSON))
        #expect(sanitise("{\"error\": \"busy\"}") == .failure(.notAList))
        #expect(sanitise("[1, \"x\", null, {}, {\"lat\": [], \"lon\": {}}]") == .failure(.noUsablePlace))
        #expect(sanitise("[{\"lat\": \"999\", \"lon\": \"0\"}]") == .failure(.noUsablePlace))
        #expect(sanitise("[{\"lat\": \"nan\", \"lon\": \"0\"}]") == .failure(.noUsablePlace))
        #expect(
            sanitise(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
                == .failure(.nestedTooDeep))
        #expect(sanitise("[]") == .success("[]"))
    }

    @Test func testKeepsTheGoodPlacesOfAMixedAnswerAndNamesTheNameless() throws {
        let kept = try places(
            "[{\"lat\": 1, \"lon\": 2}, 5, {\"lat\": \"91\", \"lon\": \"0\"}, {\"lat\": \"-3\", \"lon\": \"4\", \"display_name\": \"\\u0007Bell\"}]"
        )
        #expect(kept.count == 2)
        #expect(kept[0]["display_name"] as? String == "1.0000000, 2.0000000")
        #expect(kept[1]["display_name"] as? String == "Bell", "control characters dropped")
        let many = "[" + Array(repeating: "{\"lat\": 1, \"lon\": 2}", count: 500).joined(separator: ",") + "]"
        #expect(try places(many).count == NominatimAnswer.maximumPlaces)
    }

    @Test func testDepthIgnoresBracketsInStrings() {
        #expect(NominatimAnswer.depth(of: Data("[{\"a\": \"[[[[{{{{\\\"\"}]".utf8)) == 2)
        #expect(NominatimAnswer.depth(of: Data("[[[]]]".utf8)) == 3)
    }
}
