import Foundation
import Sync
import Testing

/// RFC 5545 §3.1 content lines: what is read and not changed is written back byte for byte.
@Suite("Content lines")
struct ContentLineTests {
    static let foreign = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//App//EN", "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "END:VTIMEZONE", "BEGIN:VTODO", "UID:abc@example.com", "SUMMARY;LANGUAGE=de:Milch kaufen\\, bitte",
        "DESCRIPTION:A long description that goes past seventy-five octets and is therefore fol",
        " ded by the other client, with a tab continuation too:", "\tthere.", "CATEGORIES:Home,Errands",
        "X-ODD;X-P=\"semi;colon:inside\";Y=a,b:value:with:colons", "item1.X-GROUPED:grouped",
        "RRULE:FREQ=WEEKLY;BYDAY=MO", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;RELATED=END:-PT15M", "END:VALARM",
        "END:VTODO", "END:VCALENDAR",
    ]

    @Test(arguments: ["\r\n", "\n"])
    func unchangedDocumentsComeBackByteForByte(separator: String) throws {
        let text = Self.foreign.joined(separator: separator) + separator
        #expect(try ContentDocument(parsing: text).text == text)
    }

    @Test func onlyTheChangedLineIsWrittenAnew() throws {
        let text = Self.foreign.joined(separator: "\n") + "\n"
        var document = try ContentDocument(parsing: text)
        var calendar = document.components[0]
        guard case .component(var todo) = calendar.nodes[3] else { Issue.record("no VTODO"); return }
        todo.setProperty("SUMMARY", value: "Hafermilch")
        calendar.nodes[3] = .component(todo)
        document.components[0] = calendar
        let expected = text.replacingOccurrences(
            of: "SUMMARY;LANGUAGE=de:Milch kaufen\\, bitte\n", with: "SUMMARY;LANGUAGE=de:Hafermilch\r\n")
        #expect(document.text == expected)
    }

    @Test func parametersAndGroupsAreRead() throws {
        let document = try ContentDocument(parsing: Self.foreign.joined(separator: "\r\n"))
        let todo = try #require(document.components.first?.components.first { $0.name == "VTODO" })
        let odd = try #require(todo.property("X-ODD"))
        #expect(odd.value == "value:with:colons")
        #expect(odd.parameter("X-P") == "semi;colon:inside")
        #expect(odd.parameters.last?.values == ["a", "b"])
        #expect(todo.property("X-GROUPED")?.group == "item1")
        #expect(
            todo.property("DESCRIPTION")?.value.hasSuffix(
                "folded by the other client, with a tab continuation too:there.") == true)
    }

    @Test func foldingKeepsUTF8SequencesWhole() {
        let line = "SUMMARY:" + String(repeating: "é🍜", count: 40)
        let folded = ContentLine.fold(line)
        for physical in folded.components(separatedBy: "\r\n") {
            #expect(physical.utf8.count <= 75)
        }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
    }

    @Test func textValuesEscapeAndUnescape() {
        let text = "a, b; c\\d\nnew line"
        #expect(TextValue.escape(text) == "a\\, b\\; c\\\\d\\nnew line")
        #expect(TextValue.unescape(TextValue.escape(text)) == text)
        #expect(TextValue.unescape("x\\Ny") == "x\ny")
    }

    @Test(arguments: [
        "", "just text", "BEGIN:VCALENDAR\nEND:VTODO\n", "BEGIN:VCALENDAR\n", "SUMMARY:outside\n",
        "BEGIN:VCALENDAR\nno colon here\nEND:VCALENDAR\n",
        String(repeating: "BEGIN:X\n", count: 20) + String(repeating: "END:X\n", count: 20),
    ])
    func malformedTextIsRefused(text: String) {
        #expect(throws: ContentDocument.ParseError.self) { try ContentDocument(parsing: text) }
    }

    @Test func datesReadAndWrite() throws {
        let date = try #require(TextValue.date("20261205T224500Z"))
        #expect(TextValue.utcDateTime(date) == "20261205T224500Z")
        #expect(TextValue.date("20261205").map(TextValue.utcDateTime) == "20261205T000000Z")
        #expect(TextValue.date("garbage") == nil)
        #expect(TextValue.date("20261399T000000Z") == nil)
    }
}
