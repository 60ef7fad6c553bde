import FoodPinModel
import Foundation
import Localization

/// To-Do's items as VTODOs (RFC 5545 §3.6.2), written the way other clients read them and read the
/// way they write them:
///
/// - text: `SUMMARY`;
/// - done: `STATUS:COMPLETED` + `COMPLETED:<UTC>` + `PERCENT-COMPLETE:100`; undone writes
///   `STATUS:NEEDS-ACTION` and removes the other two; an item reads as done when any one says so;
/// - order: `X-APPLE-SORT-ORDER`, ascending (Apple Reminders, Nextcloud Tasks); when missing, the
///   seconds from 2001-01-01 to `CREATED`, as Nextcloud Tasks does;
/// - `UID`, `DTSTAMP`, `CREATED` and `LAST-MODIFIED` maintained.
///
/// Everything else — VALARM, CATEGORIES, DUE, RRULE, X- properties, parameters, a VTIMEZONE — is left
/// as the server had it, byte for byte: only the lines of fields that changed are rewritten.
public struct TodoMapping: SyncMapping {
    public init() {}

    public var records: any LocalRecords { TodoList.syncRecords }
    public var collectionType: CollectionType { .todoCalendar }
    public var informationalFields: Set<String> { [TodoRecords.Field.created] }
    public var defaultCollectionName: String { "To-Do" }

    private typealias Field = TodoRecords.Field

    public func decode(_ document: ContentDocument) throws(SyncItemError) -> DecodedRecord {
        guard let calendar = document.components.first(where: { $0.name == "VCALENDAR" }) else {
            throw SyncItemError(localized("it is not an iCalendar object"))
        }
        // The master VTODO: a recurring one may come with overrides (RECURRENCE-ID) beside it.
        let todos = calendar.components.filter { $0.name == "VTODO" }
        guard let todo = todos.first(where: { $0.property("RECURRENCE-ID") == nil }) ?? todos.first else {
            throw SyncItemError(localized("it holds no to-do"))
        }
        guard let uid = todo.property("UID")?.value.trimmingCharacters(in: .whitespaces), !uid.isEmpty else {
            throw SyncItemError(localized("the to-do has no UID"))
        }
        var fields: SyncFields = [:]
        if let summary = todo.property("SUMMARY") { fields[Field.summary] = TextValue.unescape(summary.value) }
        let status = todo.property("STATUS")?.value.trimmingCharacters(in: .whitespaces).uppercased()
        let percent = todo.property("PERCENT-COMPLETE").flatMap { Int($0.value.trimmingCharacters(in: .whitespaces)) }
        let done = status == "COMPLETED" || todo.property("COMPLETED") != nil || percent == 100
        fields[Field.done] = done ? "1" : "0"
        let created = todo.property("CREATED").flatMap { TextValue.date($0.value) }
        if let created { fields[Field.created] = String(Int(created.timeIntervalSinceReferenceDate.rounded(.down))) }
        if let order = todo.property("X-APPLE-SORT-ORDER").flatMap({
            Int64($0.value.trimmingCharacters(in: .whitespaces))
        }) {
            fields[Field.order] = String(order)
        } else {
            let reference = created ?? todo.property("DTSTAMP").flatMap { TextValue.date($0.value) }
            fields[Field.order] = String(Int64(reference?.timeIntervalSinceReferenceDate.rounded(.down) ?? 0))
        }
        let modified = (todo.property("LAST-MODIFIED") ?? todo.property("DTSTAMP")).flatMap { TextValue.date($0.value) }
        return DecodedRecord(uid: uid, fields: fields, modified: modified)
    }

    public func encode(_ fields: SyncFields, uid: String, into existing: ContentDocument?, now: Date)
        -> ContentDocument
    {
        var document = existing ?? Self.newDocument(uid: uid, fields: fields, now: now)
        let current = (try? decode(document))?.fields ?? [:]
        guard let calendarIndex = document.components.firstIndex(where: { $0.name == "VCALENDAR" }) else {
            return Self.newDocument(uid: uid, fields: fields, now: now)
        }
        var calendar = document.components[calendarIndex]
        guard
            let todoIndex = calendar.nodes.firstIndex(where: {
                if case .component(let c) = $0 {
                    c.name == "VTODO" && c.property("RECURRENCE-ID") == nil
                } else {
                    false
                }
            }), case .component(var todo) = calendar.nodes[todoIndex]
        else { return Self.newDocument(uid: uid, fields: fields, now: now) }

        var changed = false
        if let summary = fields[Field.summary], current[Field.summary] != summary {
            todo.setProperty("SUMMARY", value: TextValue.escape(summary))
            changed = true
        }
        if let done = fields[Field.done], current[Field.done] != done {
            if done == "1" {
                todo.setProperty("STATUS", value: "COMPLETED")
                todo.setProperty("COMPLETED", value: TextValue.utcDateTime(now))
                todo.setProperty("PERCENT-COMPLETE", value: "100")
            } else {
                todo.setProperty("STATUS", value: "NEEDS-ACTION")
                todo.removeProperties("COMPLETED")
                todo.removeProperties("PERCENT-COMPLETE")
            }
            changed = true
        }
        if let order = fields[Field.order], current[Field.order] != order || todo.property("X-APPLE-SORT-ORDER") == nil
        {
            todo.setProperty("X-APPLE-SORT-ORDER", value: order)
            changed = true
        }
        if changed {
            todo.setProperty("LAST-MODIFIED", value: TextValue.utcDateTime(now))
            todo.setProperty("DTSTAMP", value: TextValue.utcDateTime(now))
        }
        calendar.nodes[todoIndex] = .component(todo)
        document.components[calendarIndex] = calendar
        return document
    }

    private static func newDocument(uid: String, fields: SyncFields, now: Date) -> ContentDocument {
        let stamp = TextValue.utcDateTime(now)
        let created = fields[Field.created].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
        var todo = Component(name: "VTODO")
        todo.nodes = [
            .property(ContentLine(name: "UID", value: uid)),
            .property(ContentLine(name: "DTSTAMP", value: stamp)),
            .property(ContentLine(name: "CREATED", value: TextValue.utcDateTime(created ?? now))),
            .property(ContentLine(name: "LAST-MODIFIED", value: stamp)),
            .property(ContentLine(name: "SUMMARY", value: TextValue.escape(fields[Field.summary] ?? ""))),
        ]
        if fields[Field.done] == "1" {
            todo.nodes += [
                .property(ContentLine(name: "STATUS", value: "COMPLETED")),
                .property(ContentLine(name: "COMPLETED", value: stamp)),
                .property(ContentLine(name: "PERCENT-COMPLETE", value: "100")),
            ]
        } else {
            todo.nodes.append(.property(ContentLine(name: "STATUS", value: "NEEDS-ACTION")))
        }
        if let order = fields[Field.order] {
            todo.nodes.append(.property(ContentLine(name: "X-APPLE-SORT-ORDER", value: order)))
        }
        let calendar = Component(
            name: "VCALENDAR",
            nodes: [
                .property(ContentLine(name: "VERSION", value: "2.0")),
                .property(ContentLine(name: "PRODID", value: "-//FoodPin//To-Do//EN")),
                .component(todo),
            ])
        return ContentDocument(components: [calendar])
    }
}
