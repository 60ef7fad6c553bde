import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing
import UITestSupport

/// Waiting costs nothing: a sync whose server takes seconds to answer — Radicale reading a calendar
/// of 10,000 it has never seen takes minutes — keeps no core busy meanwhile. (The toolchain's
/// URLSession kept half a core spinning for as long as an answer was pending: its libcurl socket
/// watch stayed armed for writing once the request was sent, and a socket is always writable.)
@Suite("A sync waiting on a slow server", .keyring)
struct SlowServerCPUTests {
    /// Seconds the server waits before each answer.
    static let delay: Double = 3

    @Test func theRealTodoUsesNoCPUWhileTheServerThinks() throws {
        let keyring = try SharedKeyring.keyring
        let server = try ScriptedServer { request in
            let body: String
            switch request.method {
            case "PROPFIND":
                body =
                    #"<d:multistatus xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:response><d:href>/cal/</d:href><d:propstat><d:prop><cs:getctag>c1</cs:getctag><d:resourcetype><d:collection/></d:resourcetype><d:sync-token>t1</d:sync-token></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>"#
            default:
                body = #"<d:multistatus xmlns:d="DAV:"><d:sync-token>t1</d:sync-token></d:multistatus>"#
            }
            return .after(
                seconds: Self.delay, .respond(status: 207, headers: ["Content-Type": "application/xml"], body: body))
        }
        defer { server.stop() }
        let scratch = ScratchDirectory()
        let path = scratch.path + "/foodpin.sqlite3"
        _ = try signIn(at: path, to: server)
        _ = try Venv.run(
            URL(fileURLWithPath: "/usr/bin/secret-tool"),
            ["store", "--label=test", "xdg:schema", "io.github.foodpin.Account", "server", server.url, "user", "ann"],
            environment: keyring.environment,
            timeout: 10, input: "pw")

        let child = Process()
        child.executableURL = try BuildProducts.executable("todo")
        child.arguments = ["sync", "--db", path]
        var environment = keyring.environment
        environment["FOODPIN_DB"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        child.standardError = errors
        let start = Date()
        try child.run()
        // The child's CPU time as the kernel counts it, read until it exits (the last reading misses
        // only its exit).
        var ticks = 0
        while child.isRunning {
            if let stat = try? String(contentsOfFile: "/proc/\(child.processIdentifier)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            {
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) {
                    ticks = user + system
                }
            }
            pace(0.02)
        }
        let wall = Date().timeIntervalSince(start)
        let cpu = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK)))
        if ProcessInfo.processInfo.environment["FOODPIN_PRINT_CPU"] != nil { print("todo: \(cpu) s CPU in \(wall) s") }
        #expect(
            child.terminationStatus == 0,
            "\(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        #expect(server.requests.count >= 1)
        #expect(wall >= Self.delay, "the server's wait was not waited")
        // Start-up (the binary, the database, D-Bus) costs a few tenths; the spin cost half the wait.
        #expect(cpu < 0.5 + wall * 0.1, "todo used \(cpu) s of CPU in \(wall) s of waiting")
    }
}
