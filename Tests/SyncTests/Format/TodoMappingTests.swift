import FoodPinModel
import Foundation
import Testing

@testable import Sync

/// VTODO as other clients write and read it, and the merge against the last server text.
@Suite("To-do mapping and merge")
struct TodoMappingTests {
    let mapping = TodoMapping()
    let now = Date(timeIntervalSinceReferenceDate: 818_200_000)

    private func todo(_ lines: [String]) throws -> ContentDocument {
        try ContentDocument(
            parsing: (["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:u1"] + lines + [
                "END:VTODO", "END:VCALENDAR", "",
            ])
            .joined(separator: "\r\n"))
    }

    @Test(arguments: [["STATUS:COMPLETED"], ["COMPLETED:20260101T000000Z"], ["PERCENT-COMPLETE:100"]])
    func anyOfTheThreeMeansDone(lines: [String]) throws {
        #expect(try mapping.decode(todo(["SUMMARY:x"] + lines)).fields["done"] == "1")
    }

    @Test func openOrderAndCreated() throws {
        let record = try mapping.decode(todo(["SUMMARY:x", "STATUS:NEEDS-ACTION", "CREATED:20010101T000100Z"]))
        #expect(record.fields["done"] == "0")
        // No X-APPLE-SORT-ORDER: the seconds from 2001-01-01 to CREATED (Nextcloud Tasks).
        #expect(record.fields["order"] == "60")
        #expect(try mapping.decode(todo(["SUMMARY:x", "X-APPLE-SORT-ORDER:-5"])).fields["order"] == "-5")
    }

    @Test func noUIDOrNoTodoIsSkippedWithAReason() throws {
        let noUID = try ContentDocument(parsing: "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:x\nEND:VTODO\nEND:VCALENDAR\n")
        #expect(throws: SyncItemError.self) { try mapping.decode(noUID) }
        let event = try ContentDocument(parsing: "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:e\nEND:VEVENT\nEND:VCALENDAR\n")
        #expect(throws: SyncItemError.self) { try mapping.decode(event) }
    }

    @Test func undoneRemovesCompletedAndPercent() throws {
        let done = try todo([
            "SUMMARY:x", "STATUS:COMPLETED", "COMPLETED:20260101T000000Z", "PERCENT-COMPLETE:100", "X-KEEP:me",
        ])
        let fields = try mapping.decode(done).fields.merging(["done": "0"]) { $1 }
        let text = mapping.encode(fields, uid: "u1", into: done, now: now).text
        #expect(text.contains("STATUS:NEEDS-ACTION\r\n") && !text.contains("COMPLETED:") && !text.contains("PERCENT"))
        #expect(text.contains("X-KEEP:me\r\n") && text.contains("LAST-MODIFIED:"))
        #expect(try mapping.decode(ContentDocument(parsing: text)).fields["done"] == "0")
    }

    @Test func anUnchangedRecordIsWrittenBackUnchanged() throws {
        let document = try todo(["SUMMARY:Milch\\, Brot", "X-APPLE-SORT-ORDER:3000", "CATEGORIES:a,b"])
        let fields = try mapping.decode(document).fields
        #expect(mapping.encode(fields, uid: "u1", into: document, now: now) == document)
    }

    @Test func aNewRecordReadsBackAsItWasWritten() throws {
        let fields: SyncFields = [
            "summary": "Call mum; then, dad\nlater", "done": "1", "order": "2500", "created": "818000000",
        ]
        let document = mapping.encode(fields, uid: "u9", into: nil, now: now)
        let record = try mapping.decode(ContentDocument(parsing: document.text))
        #expect(record.uid == "u9" && record.fields == fields)
    }

    @Test func mergeTakesEachSidesChangeAndTheLaterOfAConflict() {
        let base: SyncFields = ["summary": "a", "done": "0", "order": "1"]
        let local: SyncFields = ["summary": "mine", "done": "0", "order": "5"]
        let remote: SyncFields = ["summary": "theirs", "done": "1", "order": "1"]
        let later = FieldMerge.merge(base: base, local: local, remote: remote, localIsLater: true)
        #expect(later.fields == ["summary": "mine", "done": "1", "order": "5"])
        #expect(later.conflicts.map(\.field) == ["summary"] && later.conflicts.first?.lost == "theirs")
        let earlier = FieldMerge.merge(base: base, local: local, remote: remote, localIsLater: false)
        #expect(earlier.fields["summary"] == "theirs" && earlier.conflicts.first?.lost == "mine")
    }

    @Test func withoutABaseEqualFieldsAreNoConflict() {
        let result = FieldMerge.merge(
            base: nil, local: ["summary": "same", "created": "1"], remote: ["summary": "same", "created": "2"],
            localIsLater: false, informational: ["created"])
        #expect(result.fields == ["summary": "same", "created": "2"] && result.conflicts.isEmpty)
    }
}
