import Foundation

/// The loopback tile server and Nominatim-format geocoder of `scripts/map-test-server.py`, started
/// for one test (or benchmark) and stopped with it: the real network path of GtkKit's maps with
/// nothing leaving the machine.
///
/// It listens on 127.0.0.1 only, on a port the system picks, and logs every request it receives
/// (`requests`), so a test can say what was asked — and that nothing was, before a map was shown.
public final class MapTestServer: @unchecked Sendable {  // `process` is touched by start and stop only
    /// `http://127.0.0.1:PORT`.
    public let baseURL: String
    private let process: Process
    private let logPath: String
    private let directory: URL

    /// One request the server received.
    public struct LoggedRequest: Decodable, Equatable, Sendable {
        /// When the server received it (seconds since 1970).
        public var time: Double
        /// The path and query (`/tiles/3/4/2.png`).
        public var path: String
        /// The `User-Agent` header.
        public var userAgent: String?
        /// The `If-None-Match` header (a cached tile's ETag).
        public var ifNoneMatch: String?
    }

    /// Starts the server; throws when python3 or the script is missing or it does not start.
    public init() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = package.appendingPathComponent("scripts/map-test-server.py").path
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "map-test-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        logPath = directory.appendingPathComponent("requests.jsonl").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script, "--log", logPath]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the port; the server prints it once it listens.
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            throw ServerError.didNotStart
        }
        baseURL = "http://127.0.0.1:\(port)"
    }

    deinit { stop() }

    /// Why the server is not there.
    public enum ServerError: Error { case didNotStart }

    /// The tile URL template of tiles of `kind` (nil: good ones; "garbage", "giant", "oversized",
    /// "slow", "missing": hostile ones).
    public func tileTemplate(_ kind: String? = nil) -> String {
        baseURL + "/tiles/" + (kind.map { $0 + "/" } ?? "") + "{z}/{x}/{y}.png"
    }

    /// The Nominatim base URL answering in `mode` ("ok", "garbage", "huge", "slow", "deep",
    /// "wrongshape", "outofrange", "error", "empty").
    public func nominatimURL(_ mode: String = "ok") -> String { baseURL + "/nominatim/" + mode }

    /// Every request received so far, oldest first.
    public var requests: [LoggedRequest] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONDecoder().decode(LoggedRequest.self, from: Data($0.utf8))
        }
    }

    /// Stops the server (also done when it is released).
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }
}
