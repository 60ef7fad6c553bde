import FoodPinModel
import Foundation
import TestSupport
import UITestSupport
import XCTest

/// What FoodPin sends, seen from outside: the real app under `strace -e trace=connect`, with online
/// maps on and loopback servers for its tiles and searches. Until a map is shown it opens no
/// internet socket at all (the X server and D-Bus are local sockets, AF_UNIX); once the map is
/// shown it connects to the tile server, which proves the trace sees such connections.
final class NetworkPrivacyTests: XCTestCase {
    func testNothingConnectsUntilAMapIsShown() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("strace missing") }
        _ = try UITestSession.start()
        let server = try MapTestServer()
        defer { server.stop() }
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-strace-\(UUID())")
        AppProcess.removeAtExit(sandbox)
        var environment = UITestSession.childEnvironment()
        for name in ["data", "config", "cache", "state"] {
            let folder = sandbox.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            environment["XDG_\(name.uppercased())_HOME"] = folder.path
        }
        let database = sandbox.appendingPathComponent("foodpin.sqlite3").path
        _ = try RestaurantStore(path: database)
        environment.merge([
            "FOODPIN_DB": database, "GSETTINGS_BACKEND": "memory", "LC_ALL": "C.UTF-8", "LANGUAGE": "",
            "FOODPIN_ONLINE_MAPS": "on", "FOODPIN_TILE_SERVER": server.tileTemplate(),
            "FOODPIN_NOMINATIM": server.nominatimURL(),
        ]) { $1 }
        let log = sandbox.appendingPathComponent("connect.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = [
            "-f", "-qq", "-e", "trace=connect", "-o", log.path, try BuildProducts.executable("foodpin").path,
        ]
        process.environment = environment.filter { !$0.value.isEmpty }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { Self.end(traced: process) }

        _ = try Input.xdotool(["search", "--sync", "--onlyvisible", "--name", "^FoodPin$"], timeout: 30 * timeoutScale)
        let internet = {
            (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").filter {
                $0.contains("connect(") && ($0.contains("AF_INET") || $0.contains("AF_INET6"))
            } ?? []
        }
        try holdStill(
            for: 3,
            because:
                "the window's start (the store, the first rows, the search index, the database check) is over within a second or two",
            "FoodPin connected before any map was shown: \(internet()) \(server.requests)"
        ) { internet().isEmpty && server.requests.isEmpty }

        _ = try Input.xdotool(["search", "--onlyvisible", "--name", "^FoodPin$", "windowfocus", "--sync"])
        try Input.key("ctrl+m")
        try eventually(timeout: 15, "the map asked for no tile") { !server.requests.isEmpty }
        let port = server.baseURL.split(separator: ":").last.map(String.init) ?? ""
        XCTAssertTrue(
            internet().contains { $0.contains("htons(\(port))") && $0.contains("127.0.0.1") }, "\(internet())")
        XCTAssertTrue(
            internet().allSatisfy { $0.contains("127.0.0.1") }, "a connection off this machine: \(internet())")
    }

    /// Ends the app under `strace`: strace outlives a SIGTERM of its own while its tracee runs, so the
    /// app (strace's child) is ended first, then strace, which exits with it.
    private static func end(traced strace: Process) {
        let children = "/proc/\(strace.processIdentifier)/task/\(strace.processIdentifier)/children"
        for child in ((try? String(contentsOfFile: children, encoding: .utf8)) ?? "").split(separator: " ") {
            if let pid = Int32(child.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(pid, SIGTERM) }
        }
        if !happens(within: 10, because: "strace exits as soon as its tracee has", { !strace.isRunning }) {
            kill(strace.processIdentifier, SIGKILL)
        }
        strace.waitUntilExit()
    }
}
