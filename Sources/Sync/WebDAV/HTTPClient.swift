import Foundation
import Localization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

/// HTTP to one server over FoundationNetworking's URLSession (libcurl), with what a client facing an
/// untrusted server needs: Basic credentials sent up front, every body bounded, redirects followed only
/// to the same server and at most five times, every request bounded in time, certificates verified
/// (never skipped). Counts its requests (the benchmarks report them).
///
/// Threading: `send` blocks the calling thread (never the main thread of a window) until the answer;
/// `send(all:)` runs several requests at once. URLSession's callbacks arrive on a private queue and
/// touch only the per-task state under `lock`.
final class HTTPClient: NSObject, URLSessionDataDelegate, @unchecked Sendable {
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
    private var session: URLSession!
    private var tasks: [Int: TaskState] = [:]
    private var count = 0

    /// Guarded by `lock`.
    private final class TaskState: @unchecked Sendable {
        var response: HTTPURLResponse?
        var body = Data()
        var tooLarge = false
        var timedOut = false
        /// The status of a password challenge the task was cancelled at.
        var challenged: Int?
        var lastProgress = DispatchTime.now()
        var completion: (Result<DAVResponse, SyncError>) -> Void
        init(_ completion: @escaping (Result<DAVResponse, SyncError>) -> Void) { self.completion = completion }
    }

    /// - Throws: `.badURL` / `.insecureURL` unless `base` is https, or http on a loopback host.
    init(base: URL, user: String, password: String, limits: Limits = Limits()) throws(SyncError) {
        try Self.checkSecure(base)
        self.base = base
        self.authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        self.limits = limits
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = limits.concurrency
        configuration.timeoutIntervalForRequest = limits.timeout
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
    }

    deinit { session?.invalidateAndCancel() }

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
        let results = ResultBox(count: requests.count)
        let slots = DispatchSemaphore(value: max(1, concurrency ?? limits.concurrency))
        let group = DispatchGroup()
        for (index, request) in requests.enumerated() {
            slots.wait()
            group.enter()
            start(request, redirects: 0) { result in
                results.set(index, result)
                slots.signal()
                group.leave()
            }
        }
        // Every task ends: on an answer, an error, or its timeout.
        group.wait()
        return results.values
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

    private func start(
        _ request: DAVRequest, redirects: Int, _ completion: @escaping (Result<DAVResponse, SyncError>) -> Void
    ) {
        var urlRequest = URLRequest(url: url(request.path), timeoutInterval: limits.timeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.setValue(authorization, forHTTPHeaderField: "Authorization")
        urlRequest.setValue("FoodPin-Sync/1", forHTTPHeaderField: "User-Agent")
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        let host = base.host ?? ""
        let state = TaskState { [weak self] result in
            guard let self, case .success(let response) = result, (300..<400).contains(response.status),
                response.status != 304, let location = response.header("location")
            else { return completion(result) }
            // A redirect: followed here, so the method, body and credentials stay, and only to this server.
            guard let target = URL(string: location, relativeTo: self.url(request.path))?.absoluteURL,
                target.scheme?.lowercased() == self.base.scheme?.lowercased(),
                target.host?.lowercased() == host.lowercased(), target.port == self.base.port
            else { return completion(.failure(.redirect(localized("to another server, which is not followed")))) }
            guard redirects < 5 else {
                return completion(.failure(.redirect(localized("more than five times (a loop?)"))))
            }
            var next = request
            next.path = Multistatus.path(of: target.absoluteString, base: self.base) ?? request.path
            self.start(next, redirects: redirects + 1, completion)
        }
        lock.withLock {
            count += 1
            tasks[task.taskIdentifier] = state
        }
        task.resume()
        watch(task, state)
    }

    /// Cancels `task` once it has made no progress for `limits.timeout`: libcurl's URLSession does not
    /// time out a connection whose server accepted and then says nothing.
    private func watch(_ task: URLSessionDataTask, _ state: TaskState) {
        let timeout = limits.timeout
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
            guard let self else { return }
            let expired: Bool? = self.lock.withLock {
                guard self.tasks[task.taskIdentifier] === state else { return nil }
                let idle = Double(DispatchTime.now().uptimeNanoseconds - state.lastProgress.uptimeNanoseconds) / 1e9
                if idle >= timeout * 0.99 {
                    state.timedOut = true
                    return true
                }
                return false
            }
            switch expired {
            case true?: task.cancel()
            case false?: self.watch(task, state)
            case nil: break
            }
        }
    }

    // MARK: - URLSessionDataDelegate (on the session's queue)

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)  // `start` follows redirects itself.
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // A password challenge: the credentials were sent up front, so a 401 is the answer, not a
        // question; the task ends as that answer. (Certificates are libcurl's to verify; corelibs asks
        // no delegate about them.)
        lock.withLock {
            tasks[task.taskIdentifier]?.challenged = (challenge.failureResponse as? HTTPURLResponse)?.statusCode ?? 401
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        lock.withLock {
            tasks[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            tasks[dataTask.taskIdentifier]?.lastProgress = .now()
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel: Bool = lock.withLock {
            guard let state = tasks[dataTask.taskIdentifier] else { return false }
            state.lastProgress = .now()
            guard state.body.count + data.count <= limits.maximumBody else {
                state.tooLarge = true
                return true
            }
            state.body.append(data)
            return false
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let state = lock.withLock({ tasks.removeValue(forKey: task.taskIdentifier) }) else { return }
        let host = base.host ?? ""
        let result: Result<DAVResponse, SyncError>
        if state.tooLarge {
            result = .failure(.tooLarge(limit: limits.maximumBody))
        } else if state.timedOut {
            result = .failure(.timeout(host: host))
        } else if let status = state.challenged {
            result = .success(DAVResponse(status: status, headers: [:], body: Data()))
        } else if let error {
            result = .failure(Self.classify(error, host: host))
        } else if let response = state.response ?? (task.response as? HTTPURLResponse) {
            var headers: [String: String] = [:]
            for case (let name as String, let value as String) in response.allHeaderFields {
                headers[name.lowercased()] = value
            }
            result = .success(DAVResponse(status: response.statusCode, headers: headers, body: state.body))
        } else {
            result = .failure(.network(host: host, reason: localized("the connection closed without an answer")))
        }
        state.completion(result)
    }

    private static func classify(_ error: Error, host: String) -> SyncError {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        switch code {
        case .timedOut:
            return .timeout(host: host)
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid, .secureConnectionFailed, .clientCertificateRejected,
            .clientCertificateRequired:
            return .certificate(host: host, reason: error.localizedDescription)
        case .httpTooManyRedirects:
            return .redirect(localized("more than five times (a loop?)"))
        default:
            return .network(host: host, reason: error.localizedDescription)
        }
    }
}

/// "404 Not Found": a status with its standard phrase, for messages.
func statusText(_ status: Int) -> String {
    "\(status) \(HTTPURLResponse.localizedString(forStatusCode: status))"
}
