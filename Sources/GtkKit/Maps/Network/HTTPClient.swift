import CGtk
import CShumate
import Foundation

/// GET requests over libsoup 3 on the main loop, bounded: the body is read a chunk at a time and
/// refused past `maximumBytes` (a server cannot fill the memory), the whole exchange fails after
/// `deadline` seconds however slowly the bytes trickle (a server cannot hold a request open), and the
/// caller's `GCancellable` (libshumate's or geocode-glib's) ends it at once. Tile loading and
/// geocoding both go through it, so both introduce themselves with the same user agent.
///
/// Why it exists: libsoup's own `send_and_read` reads a body whole, with no limit, and its `timeout`
/// counts silence, not the whole exchange.
@MainActor
final class HTTPClient {
    /// One GET.
    struct Request {
        var url: String
        var headers: [(name: String, value: String)] = []
        /// Bytes of body accepted; a longer answer fails with `.tooLarge`.
        var maximumBytes: Int
        /// Seconds the whole exchange may take.
        var deadline: Double
    }

    /// What a server answered.
    struct Response {
        var status: Int
        var etag: String?
        var body: Data
    }

    /// Why a request gave no response.
    enum Failure: Error, Equatable {
        /// Not an http or https URL libsoup reads.
        case invalidURL
        /// The caller cancelled it.
        case cancelled
        /// The deadline passed.
        case timedOut
        /// The body was longer than the request allowed.
        case tooLarge
        /// The server could not be reached: no network, no such host, the connection refused.
        case unreachable(String)
        /// Anything else libsoup or GIO reported (a broken connection, TLS), in their words.
        case failed(String)
    }

    private nonisolated(unsafe) let session: UnsafeMutablePointer<SoupSession>

    /// A client naming itself `userAgent`, with at most `maximumConnections` connections.
    init(userAgent: String, maximumConnections: Int = 2) {
        session = gtkkit_soup_session_new(userAgent, guint(maximumConnections), 30)
    }

    deinit { g_object_unref(session) }

    /// Sends `request`; `completion` runs once, on the main loop, never before this call returns.
    /// - Parameter cancellable: ends the request when cancelled (may be nil).
    func send(
        _ request: Request, cancellable: UnsafeMutablePointer<GCancellable>?,
        completion: @escaping @MainActor (Result<Response, Failure>) -> Void
    ) {
        guard let scheme = URL(string: request.url)?.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let message = soup_message_new("GET", request.url)
        else {
            return whenIdle { completion(.failure(.invalidURL)) }
        }
        let headers = soup_message_get_request_headers(message)
        for header in request.headers { soup_message_headers_append(headers, header.name, header.value) }
        let exchange = Exchange(
            message: message, limit: request.maximumBytes, caller: cancellable, completion: completion)
        after(milliseconds: UInt32(max(0, request.deadline) * 1000)) { [weak exchange] in exchange?.expire() }
        soup_session_send_async(
            session, message, G_PRIORITY_DEFAULT, exchange.cancellable, Exchange.sent,
            Unmanaged.passRetained(Box(exchange: exchange, session: session)).toOpaque())
    }

    /// The exchange and the session it runs on, passed through libsoup's user data.
    @MainActor
    private final class Box {
        let exchange: Exchange
        nonisolated(unsafe) let session: UnsafeMutablePointer<SoupSession>
        init(exchange: Exchange, session: UnsafeMutablePointer<SoupSession>) {
            self.exchange = exchange
            self.session = session
            g_object_ref(session)
        }
        deinit { g_object_unref(session) }
    }

    /// One request in flight: its message, the body so far, and how it ends.
    @MainActor
    private final class Exchange {
        nonisolated(unsafe) let message: OpaquePointer
        nonisolated(unsafe) let cancellable: UnsafeMutablePointer<GCancellable>
        let limit: Int
        private nonisolated(unsafe) let caller: UnsafeMutablePointer<GCancellable>?
        private nonisolated(unsafe) var callerHandler: gulong = 0
        private var completion: (@MainActor (Result<Response, Failure>) -> Void)?
        private nonisolated(unsafe) var stream: UnsafeMutablePointer<GInputStream>?
        private var body = Data()
        private var status = 0
        private var etag: String?
        private var expired = false

        init(
            message: OpaquePointer, limit: Int, caller: UnsafeMutablePointer<GCancellable>?,
            completion: @escaping @MainActor (Result<Response, Failure>) -> Void
        ) {
            self.message = message
            self.limit = limit
            self.caller = caller
            self.completion = completion
            cancellable = g_cancellable_new()
            if let caller {
                g_object_ref(caller)
                // The caller's cancellation cancels ours (at once when it already is).
                callerHandler = g_cancellable_connect(
                    caller, unsafeBitCast(Exchange.callerCancelled, to: GCallback.self),
                    g_object_ref(cancellable), { g_object_unref($0) })
            }
        }

        deinit {
            if let caller {
                if callerHandler != 0 { g_cancellable_disconnect(caller, callerHandler) }
                g_object_unref(caller)
            }
            if let stream { g_object_unref(stream) }
            g_object_unref(cancellable)
            g_object_unref(UnsafeMutableRawPointer(message))
        }

        /// The deadline passed: cancel, and report a timeout rather than a cancellation.
        func expire() {
            guard completion != nil else { return }
            expired = true
            g_cancellable_cancel(cancellable)
        }

        static let callerCancelled: @convention(c) (UnsafeMutablePointer<GCancellable>?, gpointer?) -> Void = {
            _, ours in g_cancellable_cancel(ours?.assumingMemoryBound(to: GCancellable.self))
        }

        // libsoup and GIO call back on the main context, that is on the main thread.
        static let sent: GAsyncReadyCallback = { _, result, data in
            nonisolated(unsafe) let result = result
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let box = Unmanaged<Box>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let stream = soup_session_send_finish(box.session, result, &error)
                box.exchange.didSend(stream: stream, error: error)
                if let error { g_error_free(error) }
            }
        }

        static let read: GAsyncReadyCallback = { source, result, data in
            nonisolated(unsafe) let (source, result, data) = (source, result, data)
            MainActor.assumeIsolated {
                let exchange = Unmanaged<Exchange>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let bytes = g_input_stream_read_bytes_finish(source?.cast(), result, &error)
                exchange.didRead(bytes: bytes, error: error)
                if let error { g_error_free(error) }
                if let bytes { g_bytes_unref(bytes) }
            }
        }

        private func didSend(stream: UnsafeMutablePointer<GInputStream>?, error: UnsafeMutablePointer<GError>?) {
            guard let stream else { return finish(.failure(failure(error))) }
            self.stream = stream
            status = Int(soup_message_get_status(message).rawValue)
            let headers = soup_message_get_response_headers(message)
            etag = string(soup_message_headers_get_one(headers, "ETag"))
            if soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH,
                soup_message_headers_get_content_length(headers) > goffset(limit)
            {
                return finish(.failure(.tooLarge))
            }
            readNext()
        }

        private func readNext() {
            g_input_stream_read_bytes_async(
                stream, 64 * 1024, G_PRIORITY_DEFAULT, cancellable, Exchange.read,
                Unmanaged.passRetained(self).toOpaque())
        }

        private func didRead(bytes: OpaquePointer?, error: UnsafeMutablePointer<GError>?) {
            guard let bytes else { return finish(.failure(failure(error))) }
            var size: gsize = 0
            guard let start = g_bytes_get_data(bytes, &size), size > 0 else {
                return finish(.success(Response(status: status, etag: etag, body: body)))  // the end
            }
            guard body.count + Int(size) <= limit else { return finish(.failure(.tooLarge)) }
            body.append(start.assumingMemoryBound(to: UInt8.self), count: Int(size))
            readNext()
        }

        private func failure(_ error: UnsafeMutablePointer<GError>?) -> Failure {
            if expired { return .timedOut }
            guard let error else { return .failed("no response") }
            let message = String(cString: error.pointee.message)
            let (domain, code) = (error.pointee.domain, error.pointee.code)
            if domain == g_io_error_quark() {
                if code == IOErrors.cancelled { return .cancelled }
                return IOErrors.unreachable.contains(code) ? .unreachable(message) : .failed(message)
            }
            return domain == g_resolver_error_quark() ? .unreachable(message) : .failed(message)
        }

        private func finish(_ result: Result<Response, Failure>) {
            guard let completion else { return }
            self.completion = nil
            if case .failure = result { g_cancellable_cancel(cancellable) }  // ends a read still going
            completion(result)
        }
    }
}
