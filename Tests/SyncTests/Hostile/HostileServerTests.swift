import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// A server that lies, stalls, loops or sends garbage: that sync (or that item) fails with a reason,
/// nothing stored is lost, nothing is written that the answer did not justify.
@Suite("Sync against a hostile server")
struct HostileServerTests {
    static let calendar = "/cal/"

    /// A database signed in to `server` with the calendar at `/cal/` already known, and two to-dos.
    private func device(_ server: ScriptedServer) throws -> (TodoList, SyncLedger, MemorySecretStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("db.sqlite3").path
        let list = try TodoList(path: path)
        try list.add(contentsOf: ["Keep me", "Keep me too"])
        let (ledger, account) = try signIn(at: path, to: server, calendar: Self.calendar)
        let secrets = MemorySecretStore()
        try secrets.store("pw", for: account)
        return (list, ledger, secrets, directory)
    }

    private func sync(
        _ ledger: SyncLedger, _ secrets: MemorySecretStore, timeout: Double = 10, maximum: Int = 64 << 20,
        itemMaximum: Int = 1 << 20
    ) throws(SyncError) -> SyncReport {
        var configuration = SyncConfiguration()
        configuration.timeout = timeout
        configuration.maximumResponseBytes = maximum
        configuration.maximumItemBytes = itemMaximum
        return try Synchronizer(ledger: ledger, mapping: TodoMapping(), secrets: secrets, configuration: configuration)
            .sync()
    }

    /// Runs one sync that must fail, and checks that the list and the sync state are as before.
    private func expectFailure(
        _ reply: @escaping @Sendable (ScriptedServer.Request) -> ScriptedServer.Reply, timeout: Double = 10,
        maximum: Int = 64 << 20, matching: (SyncError) -> Bool
    ) throws {
        let server = try ScriptedServer(reply)
        defer { server.stop() }
        let (list, ledger, secrets, directory) = try device(server)
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try list.items
        do {
            _ = try sync(ledger, secrets, timeout: timeout, maximum: maximum)
            Issue.record("the sync succeeded")
        } catch {
            #expect(matching(error), "unexpected error: \(error)")
        }
        #expect(try list.items == before)
        #expect(try ledger.collection("todo")?.syncToken == nil)
        #expect(try ledger.read { try $0.pendingStates("todo") }.count == 2)
    }

    @Test func garbageXML() throws {
        try expectFailure({ _ in .respond(status: 207, body: "<<<this is not <xml") }) {
            if case .badResponse = $0 { true } else { false }
        }
    }

    @Test func internalServerError() throws {
        try expectFailure({ _ in .respond(status: 500, body: "boom") }) {
            if case .http(500, _, _) = $0 { true } else { false }
        }
    }

    @Test func aStallTimesOut() throws {
        let start = Date()
        try expectFailure({ _ in .stall }, timeout: 1) {
            if case .timeout = $0 { true } else { false }
        }
        // Bounded by the timeout, not by the server.
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func aRedirectLoopIsCut() throws {
        try expectFailure({ request in .respond(status: 301, headers: ["Location": request.path]) }) {
            if case .redirect = $0 { true } else { false }
        }
    }

    @Test func aRedirectToAnotherServerIsNotFollowed() throws {
        try expectFailure({ _ in .respond(status: 302, headers: ["Location": "http://198.51.100.7/steal"]) }) {
            if case .redirect = $0 { true } else { false }
        }
    }

    @Test func aHugeAnswerIsCut() throws {
        let huge = Data(repeating: UInt8(ascii: "x"), count: 3 << 20)
        try expectFailure(
            { _ in .raw(Data("HTTP/1.1 207 OK\r\nContent-Length: \(huge.count)\r\n\r\n".utf8) + huge) },
            maximum: 1 << 20
        ) {
            if case .tooLarge = $0 { true } else { false }
        }
    }

    @Test func aRefusedPasswordSaysSo() throws {
        try expectFailure({ _ in .respond(status: 401, headers: ["WWW-Authenticate": "Basic realm=\"x\""]) }) {
            if case .authentication = $0 { true } else { false }
        }
    }

    /// One good resource, one malformed, one huge, one that is an event: the good one is stored, the
    /// others skipped with reasons, the local to-dos untouched, the token stored.
    @Test func badItemsAreSkippedWithAReason() throws {
        let good =
            "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:good\r\nSUMMARY:From the server\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let resources = [
            "/cal/good.ics": good, "/cal/broken.ics": "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nthis line has no colon\r\n",
            "/cal/huge.ics": good.replacingOccurrences(
                of: "From the server", with: String(repeating: "h", count: 200_000)),
            "/cal/event.ics": "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        ]
        let server = try ScriptedServer { request in
            CalendarScript.answer(request, resources: resources)
        }
        defer { server.stop() }
        let (list, ledger, secrets, directory) = try device(server)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try sync(ledger, secrets, itemMaximum: 100_000)
        #expect(Set(report.skipped.map(\.resource)) == ["/cal/broken.ics", "/cal/huge.ics", "/cal/event.ics"])
        #expect(report.skipped.allSatisfy { !$0.reason.isEmpty })
        #expect(try list.items.map(\.text).sorted() == ["From the server", "Keep me", "Keep me too"])
        #expect(try ledger.collection("todo")?.syncToken == "token-1")
    }

    /// A server whose PUT answers carry an ETag it then does not report: our own to-do comes back as
    /// "changed", is read, and is found to be what we sent — nothing is duplicated or rewritten.
    @Test func aLyingETagDuplicatesNothing() throws {
        let store = ResourceStore()
        let server = try ScriptedServer { request in
            if request.method == "PUT" {
                store.put(request.path, request.body)
                return .respond(status: 201, headers: ["ETag": "\"what-i-said\""])
            }
            return CalendarScript.answer(request, resources: store.all, etag: "\"what-i-really-have\"")
        }
        defer { server.stop() }
        let (list, ledger, secrets, directory) = try device(server)
        defer { try? FileManager.default.removeItem(at: directory) }
        try ledger.write { transaction in
            guard var collection = try transaction.collection("todo") else { return }
            collection.syncToken = "token-0"
            collection.base = [server.url, "ann", Self.calendar].joined(separator: "\n")
            try transaction.saveCollection(collection)
        }
        let report = try sync(ledger, secrets)
        #expect(report.sent.added == 2 && report.received.total == 0)
        _ = try sync(ledger, secrets)
        #expect(try list.items.map(\.text) == ["Keep me", "Keep me too"])
        #expect(store.all.count == 2)
    }
}

/// Resources the scripted server holds, shared with its handler thread.
final class ResourceStore: @unchecked Sendable {
    private let lock = NSLock()
    private var resources: [String: String] = [:]
    func put(_ path: String, _ text: String) { lock.withLock { resources[path] = text } }
    var all: [String: String] { lock.withLock { resources } }
}

/// A minimal calendar: `sync-collection` lists `resources`, `calendar-multiget` returns them.
enum CalendarScript {
    static func answer(_ request: ScriptedServer.Request, resources: [String: String], etag: String? = nil)
        -> ScriptedServer.Reply
    {
        if request.method == "PUT" { return .respond(status: 201, headers: ["ETag": "\"put\""]) }
        guard request.method == "REPORT" else { return .respond(status: 405) }
        func tag(_ path: String) -> String { etag ?? "\"\(abs(path.hashValue))\"" }
        if request.body.contains("sync-collection") {
            let members = resources.keys.sorted().map {
                "<d:response><d:href>\($0)</d:href><d:propstat><d:prop><d:getetag>\(tag($0))</d:getetag></d:prop>"
                    + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
            }
            return .respond(
                status: 207,
                body:
                    "<d:multistatus xmlns:d=\"DAV:\">\(members.joined())<d:sync-token>token-1</d:sync-token></d:multistatus>"
            )
        }
        let members = resources.keys.sorted().filter { request.body.contains($0) }.map {
            "<d:response><d:href>\($0)</d:href><d:propstat><d:prop><d:getetag>\(tag($0))</d:getetag>"
                + "<c:calendar-data>\(escape(resources[$0]!))</c:calendar-data></d:prop>"
                + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
        }
        return .respond(
            status: 207,
            body:
                "<d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\">\(members.joined())</d:multistatus>"
        )
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
