import Foundation
import Localization

/// A request to the account's server: the method, a percent-decoded path on that server, headers, body.
struct DAVRequest: Sendable {
    var method: String
    var path: String
    var headers: [String: String] = [:]
    var body: Data?
}

/// The server's answer; header names are lower-cased.
struct DAVResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// HTTP to one server with what a client facing an untrusted server needs: Basic credentials sent up
/// front, every body bounded, redirects followed only to the same server and at most five times, every
/// request bounded in time (no byte for `timeout` seconds ends it), certificates verified (never
/// skipped). Counts its requests (the benchmarks report them).
///
/// Over libcurl's easy interface (`CurlConnection`), each request on a thread that sleeps until bytes
/// move: the toolchain's URLSession kept half a core busy for as long as an answer was pending.
///
/// Threading: `send` blocks the calling thread (never the main thread of a window) until the answer;
/// `send(all:)` runs several requests at once on worker threads, each on a connection of its own,
/// kept alive for the next request.
final class HTTPClient: @unchecked Sendable {
    /// Limits a sync runs under; tests shrink them.
    struct Limits: Sendable {
        /// Seconds without progress before a request fails.
        var timeout: TimeInterval = 120
        /// The largest answer read, in bytes.
        var maximumBody = 64 * 1_048_576
        /// Requests in flight at once for uploads and downloads.
        var concurrency = 4
    }

    let base: URL
    private let authorization: String
    let limits: Limits
    private let lock = NSLock()
    /// Idle connections, guarded by `lock`.
    private var idle: [CurlConnection] = []
    private var count = 0

    /// - Throws: `.badURL` / `.insecureURL` unless `base` is https, or http on a loopback host.
    init(base: URL, user: String, password: String, limits: Limits = Limits()) throws(SyncError) {
        try Self.checkSecure(base)
        self.base = base
        self.authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        self.limits = limits
    }

    /// Requests sent so far.
    var requests: Int { lock.withLock { count } }

    /// Whether `url` may be used: https anywhere, http only to this computer.
    static func checkSecure(_ url: URL) throws(SyncError) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw .badURL(url.absoluteString)
        }
        switch scheme {
        case "https": return
        case "http":
            let loopback =
                ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
            if !loopback { throw .insecureURL(url.absoluteString) }
        default: throw .badURL(url.absoluteString)
        }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: true) ?? URLComponents()
        components.path = path
        components.query = nil
        return components.url ?? base
    }

    /// Sends `request`, following same-server redirects (at most five), and returns the answer.
    func send(_ request: DAVRequest) throws(SyncError) -> DAVResponse {
        try send(all: [request])[0].get()
    }

    /// Sends every request, `concurrency` (default `limits.concurrency`) at a time; results in the
    /// order of `requests`.
    func send(all requests: [DAVRequest], concurrency: Int? = nil) -> [Result<DAVResponse, SyncError>] {
        guard !requests.isEmpty else { return [] }
        let width = min(max(1, concurrency ?? limits.concurrency), requests.count)
        if width == 1 {
            return requests.map { perform($0) }
        }
        let results = ResultBox(count: requests.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while case let index = next.take(), index < requests.count {
                results.set(index, perform(requests[index]))
            }
        }
        return results.values
    }

    /// A request sent on a worker thread while the caller goes on; `wait()` takes its answer.
    final class PendingRequest: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        /// Written once on the worker before `done` is signalled; read after waiting on it.
        private var result: Result<DAVResponse, SyncError>?

        fileprivate init(_ client: HTTPClient, _ request: DAVRequest) {
            DispatchQueue.global(qos: .utility).async { [self] in
                result = client.perform(request)
                done.signal()
            }
        }

        /// Blocks until the answer (bounded by the client's timeout) and returns it.
        func wait() throws(SyncError) -> DAVResponse {
            done.wait()
            done.signal()  // a second wait returns at once
            return try result!.get()
        }
    }

    /// Sends `request` on a worker thread, on a connection of its own, and returns at once.
    func start(_ request: DAVRequest) -> PendingRequest {
        PendingRequest(self, request)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func take() -> Int {
            lock.withLock {
                defer { value += 1 }
                return value
            }
        }
    }

    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Result<DAVResponse, SyncError>?]
        init(count: Int) { storage = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<DAVResponse, SyncError>) { lock.withLock { storage[index] = value } }
        var values: [Result<DAVResponse, SyncError>] {
            lock.withLock { storage.map { $0 ?? .failure(.badResponse("no answer")) } }
        }
    }

    /// One request on an idle connection (or a new one), following same-server redirects.
    private func perform(_ request: DAVRequest) -> Result<DAVResponse, SyncError> {
        let host = base.host ?? ""
        guard let connection = lock.withLock({ idle.popLast() }) ?? CurlConnection() else {
            return .failure(.network(host: host, reason: localized("libcurl could not be started")))
        }
        defer { lock.withLock { idle.append(connection) } }
        var request = request
        for redirects in 0...5 {
            lock.withLock { count += 1 }
            var headers = request.headers
            headers["Authorization"] = authorization
            headers["User-Agent"] = "FoodPin-Sync/1"
            let answer = connection.perform(
                method: request.method, url: url(request.path).absoluteString, headers: headers, body: request.body,
                timeout: limits.timeout, maximumBody: limits.maximumBody)
            let response: DAVResponse
            switch answer {
            case .success(let value):
                response = DAVResponse(status: value.status, headers: value.headers, body: value.body)
            case .failure(.timeout): return .failure(.timeout(host: host))
            case .failure(.tooLarge): return .failure(.tooLarge(limit: limits.maximumBody))
            case .failure(.certificate(let reason)): return .failure(.certificate(host: host, reason: reason))
            case .failure(.network(let reason)): return .failure(.network(host: host, reason: reason))
            }
            guard (300..<400).contains(response.status), response.status != 304,
                let location = response.header("location")
            else { return .success(response) }
            // A redirect: followed here, so the method, body and credentials stay, and only to this server.
            guard let target = URL(string: location, relativeTo: url(request.path))?.absoluteURL,
                target.scheme?.lowercased() == base.scheme?.lowercased(),
                target.host?.lowercased() == host.lowercased(), target.port == base.port
            else { return .failure(.redirect(localized("to another server, which is not followed"))) }
            guard redirects < 5 else { break }
            request.path = Multistatus.path(of: target.absoluteString, base: base) ?? request.path
        }
        return .failure(.redirect(localized("more than five times (a loop?)")))
    }
}

/// "404 Not Found": a status with its standard phrase, for messages.
func statusText(_ status: Int) -> String {
    let phrases: [Int: String] = [
        200: "OK", 201: "Created", 204: "No Content", 207: "Multi-Status", 301: "Moved Permanently", 302: "Found",
        304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request",
        401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict",
        410: "Gone", 412: "Precondition Failed", 413: "Payload Too Large", 415: "Unsupported Media Type",
        423: "Locked", 429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
        502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout", 507: "Insufficient Storage",
    ]
    return phrases[status].map { "\(status) \($0)" } ?? String(status)
}
