import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// Restaurants as vCards: what we write, what we read from other clients, what we leave alone.
@Suite("Restaurant mapping (vCard)")
struct RestaurantMappingTests {
    typealias Field = RestaurantRecords.Field
    let mapping = RestaurantMapping()
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Unfolded lines of a document's text.
    func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func aNewCardIsAVCard3Company() throws {
        let fields: SyncFields = [
            Field.name: "Bourke Street Bakery", Field.type: "Bakery, Café",
            Field.location: "633 Bourke St; Surry Hills",
            Field.phone: "+61 2 9699 1011", Field.summary: "Sausage rolls\nand tarts", Field.favorite: "1",
            Field.order: "8",
        ]
        let document = mapping.encode(fields, uid: "5a3b1e00-f00d-4000-8000-000000000008", into: nil, now: now)
        #expect(
            lines(document.text) == [
                "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//FoodPin//FoodPin//EN",
                "UID:5a3b1e00-f00d-4000-8000-000000000008", "FN:Bourke Street Bakery", "N:;;;;",
                "ORG:Bourke Street Bakery", "X-ABSHOWAS:COMPANY", "CATEGORIES:Bakery\\, Café",
                "ADR;TYPE=WORK:;;633 Bourke St\\; Surry Hills;;;;", "TEL;TYPE=WORK,VOICE:+61 2 9699 1011",
                "NOTE:Sausage rolls\\nand tarts", "X-FOODPIN-FAVORITE:1", "X-FOODPIN-ORDER:8", "REV:20270115T080000Z",
                "END:VCARD",
            ])
        let read = try mapping.decode(ContentDocument(parsing: document.text))
        #expect(read.uid == "5a3b1e00-f00d-4000-8000-000000000008")
        #expect(read.fields == fields)
        #expect(read.modified == now)
        // Every physical line at most 75 octets.
        #expect(document.text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test func readsVCard4() throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        let text = [
            "BEGIN:VCARD", "VERSION:4.0", "UID:urn:uuid:0b3f", "KIND:org", "FN:Teakha", "ORG:Teakha",
            "CATEGORIES:Tea House,Favourites", "ADR;TYPE=home:;;;Hong Kong;;;China",
            "ADR;TYPE=work:;;18 Tai Ping Shan St;Sheung Wan;;;Hong Kong", "TEL;VALUE=uri;TYPE=work:tel:+852-2858-9185",
            "PHOTO:data:image/jpeg;base64,\(jpeg.base64EncodedString())", "REV:2026-12-05T22:45:00Z", "END:VCARD", "",
        ].joined(separator: "\r\n")
        let read = try mapping.decode(ContentDocument(parsing: text))
        #expect(read.uid == "urn:uuid:0b3f")
        #expect(
            read.fields == [
                Field.name: "Teakha", Field.type: "Tea House",
                Field.location: "18 Tai Ping Shan St, Sheung Wan, Hong Kong", Field.phone: "+852-2858-9185",
                Field.photo: jpeg.base64EncodedString(),
            ])
        #expect(read.modified == Date(timeIntervalSince1970: 1_796_510_700))
    }

    /// A contact another app made (only `N`) is a restaurant by its person's name; a card with no
    /// name at all is skipped with a reason.
    @Test func aContactIsReadByItsBestName() throws {
        let person =
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:p1\r\nN:Smith;Ann;Marie;Dr.;\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n"
        #expect(
            try mapping.decode(ContentDocument(parsing: person)).fields == [
                Field.name: "Dr. Ann Marie Smith", Field.phone: "+1 555 0100",
            ])
        let nameless = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:p2\r\nEMAIL:a@example.com\r\nEND:VCARD\r\n"
        #expect(throws: SyncItemError.self) { try mapping.decode(ContentDocument(parsing: nameless)) }
        let noUID = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:X\r\nEND:VCARD\r\n"
        #expect(throws: SyncItemError.self) { try mapping.decode(ContentDocument(parsing: noUID)) }
    }

    /// Editing name, type and phone rewrites only those lines (and REV): the home number, the labelled
    /// group, EMAIL, URL, GEO, the second category, the X- property and the folded note stay byte for byte.
    @Test func anEditKeepsEveryOtherLineByteForByte() throws {
        let text = CardDAVPeer.foreignCard(uid: "peer-1", name: "Bourke St")
        let existing = try ContentDocument(parsing: text)
        var fields = try mapping.decode(existing).fields
        #expect(fields[Field.phone] == "+61 2 9699 1011")
        #expect(fields[Field.location] == "12 Lane, Sydney, NSW, 2000, Australia")
        fields[Field.name] = "Bourke Street"
        fields[Field.type] = "Bakery"
        fields[Field.phone] = "+61 2 9699 2222"
        let edited = mapping.encode(fields, uid: "peer-1", into: existing, now: now).text
        let changed = Set(["FN", "ORG", "CATEGORIES", "TEL;TYPE=WORK,VOICE", "REV"])
        let kept = text.components(separatedBy: "\r\n").filter { line in
            !changed.contains { line.hasPrefix($0 + ":") || line.hasPrefix($0 + ";") && $0 != "TEL;TYPE=WORK,VOICE" }
        }
        for line in kept where !line.isEmpty && !line.hasPrefix("FN:") && !line.hasPrefix("ORG:") {
            #expect(edited.contains(line + "\r\n"), "lost \(line)")
        }
        let unfolded = lines(edited)
        #expect(unfolded.contains("FN:Bourke Street") && unfolded.contains("ORG:Bourke Street;Kitchen"))
        #expect(unfolded.contains("CATEGORIES:Bakery,Date night"))
        #expect(
            unfolded.contains("TEL;TYPE=WORK,VOICE:+61 2 9699 2222")
                && unfolded.contains("TEL;TYPE=HOME:+61 2 0000 0000"))
        #expect(try mapping.decode(ContentDocument(parsing: edited)).fields == fields)
        // Nothing changed: nothing rewritten, not even REV.
        #expect(
            mapping.encode(fields, uid: "peer-1", into: try ContentDocument(parsing: edited), now: now).text == edited)
    }

    /// However a card carries its photo — vCard 3.0's folded base64, 4.0's `data:` URI, base64 without
    /// its padding — the same bytes are the same field; a link (never fetched) and base64 that does not
    /// decode are markers, never bytes.
    @Test func photosCompareByTheirBytes() throws {
        let bytes = Data((0..<200).map { UInt8($0) })
        func photo(_ line: String) throws -> String? {
            try mapping.decode(
                ContentDocument(parsing: "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:u\r\nFN:x\r\n\(line)\r\nEND:VCARD\r\n")
            ).fields[Field.photo]
        }
        let base64 = bytes.base64EncodedString()
        let folded = ContentLine.fold("PHOTO;ENCODING=b;TYPE=JPEG:" + base64)
        #expect(try photo(folded) == base64)
        #expect(try photo("PHOTO:data:image/jpeg;base64," + base64) == base64)
        #expect(try photo("PHOTO;ENCODING=BASE64;TYPE=JPEG:" + base64.trimmingCharacters(in: ["="])) == base64)
        #expect(try photo("PHOTO;VALUE=uri:https://example.com/a.jpg")?.hasPrefix("uri:") == true)
        #expect(try photo("PHOTO;ENCODING=b;TYPE=JPEG:!!not*base64!!")?.hasPrefix("unreadable:") == true)
        #expect(try photo("PHOTO;ENCODING=b;TYPE=JPEG:!!not*base64!!") != (try photo("PHOTO;ENCODING=b:other!!")))
    }

    /// 100,000 properties are read in bounded time and kept through an edit; more lines than the
    /// reader takes is an error (the engine skips the card with it), never a hang or a trap.
    @Test func aHundredThousandProperties() throws {
        var text = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:many\r\nFN:Many\r\n"
        text += String(repeating: "X-A:1\r\n", count: 100_000) + "END:VCARD\r\n"
        let start = Date()
        let document = try ContentDocument(parsing: text)
        var fields = try mapping.decode(document).fields
        fields[Field.phone] = "+1 555 0100"
        let edited = mapping.encode(fields, uid: "many", into: document, now: now).text
        #expect(edited.components(separatedBy: "X-A:1\r\n").count == 100_001)
        #expect(Date().timeIntervalSince(start) < 60)
        let tooMany = "BEGIN:VCARD\r\n" + String(repeating: "X-A:1\r\n", count: 250_000) + "END:VCARD\r\n"
        #expect(throws: ContentDocument.ParseError.self) { try ContentDocument(parsing: tooMany) }
    }
}
