import Foundation

/// Another client on the same calendar: the Python `caldav` library (3.6, in the venv), driven with a
/// batch of commands per process start (each start costs Python's import time).
public struct CalDAVPeer: Sendable {
    /// The calendar's URL.
    public let calendar: String
    public let user: String
    public let password: String

    public init(calendar: String, user: String, password: String) {
        self.calendar = calendar
        self.user = user
        self.password = password
    }

    /// A to-do as the peer reads it.
    public struct Todo: Sendable, Equatable {
        public var uid: String
        public var summary: String
        public var done: Bool
        /// The resource's text as the server gives it.
        public var data: String
    }

    /// One change the peer makes.
    public enum Change: Sendable {
        /// Adds a resource with this iCalendar text.
        case add(ics: String)
        case rename(uid: String, to: String)
        case complete(uid: String)
        case delete(uid: String)
    }

    /// Every to-do of the calendar, completed ones included.
    public func todos() throws -> [Todo] {
        let output = try run([["list"]])
        guard let rows = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
            throw SyncTestError("the peer printed no list: \(output)")
        }
        return rows.map {
            Todo(
                uid: $0["uid"] as? String ?? "", summary: $0["summary"] as? String ?? "",
                done: $0["done"] as? Bool ?? false, data: $0["data"] as? String ?? "")
        }
    }

    /// Makes `changes`, in order, in one run.
    public func make(_ changes: [Change]) throws {
        _ = try run(
            changes.map {
                switch $0 {
                case .add(let ics): ["add", ics]
                case .rename(let uid, let text): ["rename", uid, text]
                case .complete(let uid): ["complete", uid]
                case .delete(let uid): ["delete", uid]
                }
            } + [["list"]])
    }

    /// An iCalendar to-do as another client writes one, with what we do not map (an alarm,
    /// categories, a due date, an X- property with a quoted parameter).
    public static func foreignTodo(uid: String, summary: String) -> String {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Peer//caldav//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20260101T090000Z", "CREATED:20260101T090000Z", "SUMMARY:\(summary)", "CATEGORIES:Home,Errands",
            "DUE;VALUE=DATE:20300101", "X-PEER-FLAG;X-NOTE=\"a:b;c\":kept", "BEGIN:VALARM", "ACTION:DISPLAY",
            "TRIGGER:-PT15M", "DESCRIPTION:Reminder", "END:VALARM", "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
    }

    private func run(_ commands: [[String]]) throws -> String {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: commands), as: UTF8.self)
        return try Venv.python(Self.script, [calendar, user, password, json])
    }

    private static let script = #"""
        import json, sys, warnings
        warnings.simplefilter("ignore")
        import caldav
        url, user, password, commands = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
        client = caldav.DAVClient(url=url, username=user, password=password)
        calendar = client.calendar(url=url)
        def find(uid):
            for todo in calendar.todos(include_completed=True):
                if str(todo.icalendar_component.get("uid")) == uid:
                    return todo
            raise SystemExit("no to-do " + uid)
        output = None
        for command in commands:
            name = command[0]
            if name == "list":
                rows = []
                for todo in calendar.todos(include_completed=True):
                    component = todo.icalendar_component
                    status = str(component.get("status", "")).upper()
                    rows.append({"uid": str(component.get("uid")), "summary": str(component.get("summary", "")),
                                 "done": status == "COMPLETED" or component.get("completed") is not None,
                                 "data": todo.data})
                output = rows
            elif name == "add":
                calendar.save_todo(ical=command[1])
            elif name == "rename":
                todo = find(command[1])
                todo.icalendar_component["summary"] = command[2]
                todo.save()
            elif name == "complete":
                todo = find(command[1])
                todo.complete()
            elif name == "delete":
                find(command[1]).delete()
        print(json.dumps(output))
        """#
}
