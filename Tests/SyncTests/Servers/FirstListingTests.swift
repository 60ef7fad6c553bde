import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// A first sync lists the collection as vdirsyncer does — every ETag by `PROPFIND`, then `multiget` —
/// and stores the collection's CTag rather than a sync token: Radicale writes a history entry per
/// resource the first time it makes a token, and asked during the first sync (first before the listing,
/// later beside the fetching) that made a first download of 10,000 1.3–4.5 times vdirsyncer's. The next
/// sync asks for the token, and its full listing settles what changed in between: what changed is
/// fetched, what went is removed. A server without CTags is asked for the token beside the fetching.
@Suite("The first listing of a calendar")
struct FirstListingTests {
    /// A VTODO resource.
    static func todo(_ uid: String, _ summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(summary)\r\n"
            + "END:VTODO\r\nEND:VCALENDAR\r\n"
    }

    static func response(_ href: String, _ props: String) -> String {
        "<d:response><d:href>\(href)</d:href><d:propstat><d:prop>\(props)</d:prop>"
            + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    }

    /// The calendar as `PROPFIND` sees it: a and b (and the calendar's CTag, if it has one). Then,
    /// before the token is made, a changes, b goes and c comes: the token's listing says so.
    static func serve(ctag: String?) -> @Sendable (ScriptedServer.Request) -> ScriptedServer.Reply {
        { serve($0, ctag: ctag) }
    }

    static func serve(_ request: ScriptedServer.Request, ctag: String?) -> ScriptedServer.Reply {
        let open = #"<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">"#
        let close = "</d:multistatus>"
        let resources = [
            "/cal/a.ics": ("\"a2\"", todo("a", "A, changed since the listing")),
            "/cal/b.ics": ("\"b1\"", todo("b", "B, deleted since the listing")),
            "/cal/c.ics": ("\"c1\"", todo("c", "C, new since the listing")),
        ]
        switch (request.method, request.body) {
        case ("PROPFIND", _):
            let members =
                response(
                    "/cal/",
                    "<d:resourcetype><d:collection/></d:resourcetype>"
                        + (ctag.map { #"<cs:getctag xmlns:cs="http://calendarserver.org/ns/">\#($0)</cs:getctag>"# }
                            ?? ""))
                + response("/cal/a.ics", "<d:getetag>\"a1\"</d:getetag><d:resourcetype/>")
                + response("/cal/b.ics", "<d:getetag>\"b1\"</d:getetag><d:resourcetype/>")
            return .respond(status: 207, body: open + members + close)
        case ("REPORT", let body) where body.contains("sync-collection"):
            let members =
                response("/cal/a.ics", "<d:getetag>\"a2\"</d:getetag>")
                + response("/cal/c.ics", "<d:getetag>\"c1\"</d:getetag>")
            return .respond(status: 207, body: open + members + "<d:sync-token>t1</d:sync-token>" + close)
        case ("REPORT", let body):
            // A multiget: the resources asked for, as they are now (a changed; b still there for a
            // multiget asked before it went).
            let asked = resources.keys.filter { body.contains("<d:href>\($0)</d:href>") }.sorted()
            let members = asked.map { href in
                let (etag, text) = resources[href]!
                let data = text.replacingOccurrences(of: "\r\n", with: "&#13;\n")
                return response(href, "<d:getetag>\(etag)</d:getetag><c:calendar-data>\(data)</c:calendar-data>")
            }
            return .respond(status: 207, body: open + members.joined() + close)
        default:
            return .respond(status: 201, headers: ["ETag": "\"new\""])
        }
    }

    /// A to-do list signed in to `server`, in a folder of its own removed afterwards.
    private func withDevice(
        _ server: ScriptedServer, _ body: (TodoList, SyncLedger, Synchronizer) throws -> Void
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("db.sqlite3").path
        let list = try TodoList(path: path)
        let (ledger, account) = try signIn(at: path, to: server)
        let secrets = MemorySecretStore()
        try secrets.store("pw", for: account)
        try body(list, ledger, Synchronizer(ledger: ledger, mapping: TodoMapping(), secrets: secrets))
    }

    /// What each request was: PROPFIND, sync-collection or multiget.
    private static func kinds(_ requests: some Sequence<ScriptedServer.Request>) -> [String] {
        requests.map { request in
            request.method == "REPORT"
                ? (request.body.contains("sync-collection") ? "sync-collection" : "multiget") : request.method
        }
    }

    @Test func withoutCTagsListsByPropfindThenTakesTheTokensListingAsTheTruth() throws {
        let server = try ScriptedServer(Self.serve(ctag: nil))
        defer { server.stop() }
        try withDevice(server) { list, ledger, synchronizer in
            let before = server.requests.count
            _ = try synchronizer.sync()

            #expect(
                try list.items.map(\.text).sorted() == ["A, changed since the listing", "C, new since the listing"])
            #expect(try ledger.collection("todo")?.syncToken == "t1")
            let requests = Self.kinds(server.requests[before...])
            #expect(requests.first == "PROPFIND", "\(requests)")
            #expect(server.requests[before].header("depth") == "1")
            // The token is asked for after the listing; the fetching of what changed follows it.
            let token = try #require(requests.firstIndex(of: "sync-collection"))
            #expect(token > 0)
            #expect(requests.filter { $0 == "sync-collection" }.count == 1)
        }
    }

    @Test func storesTheCTagAndAsksForTheTokenInTheNextSync() throws {
        let server = try ScriptedServer(Self.serve(ctag: "ctag-1"))
        defer { server.stop() }
        try withDevice(server) { list, ledger, synchronizer in
            let before = server.requests.count
            _ = try synchronizer.sync()
            // The listing's a and b (a as the multiget found it), no token asked for: the CTag stored.
            #expect(
                try list.items.map(\.text).sorted() == ["A, changed since the listing", "B, deleted since the listing"])
            #expect(try ledger.collection("todo")?.syncToken == nil)
            #expect(try ledger.collection("todo")?.ctag == "ctag-1")
            let first = Self.kinds(server.requests[before...])
            #expect(first.first == "PROPFIND" && !first.contains("sync-collection"), "\(first)")

            let middle = server.requests.count
            _ = try synchronizer.sync()
            // The token's full listing: b went, c came, a (the ETag stored) is not fetched again.
            #expect(
                try list.items.map(\.text).sorted() == ["A, changed since the listing", "C, new since the listing"])
            #expect(try ledger.collection("todo")?.syncToken == "t1")
            let second = Self.kinds(server.requests[middle...])
            #expect(second == ["sync-collection", "multiget"], "\(second)")
            let multiget = try #require(server.requests[middle...].last)
            #expect(multiget.body.contains("/cal/c.ics") && !multiget.body.contains("/cal/a.ics"))
        }
    }
}
