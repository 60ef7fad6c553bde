import CGeocodeGlib
import CGtk
import CShumate
import Foundation

/// How geocode-glib's Nominatim client sends its queries here: a subclass of `GeocodeNominatim`
/// (derivable in geocode-glib 3.26, which its own tests subclass the same way) whose `query_async`
/// is ours. geocode-glib still builds the query (the text, `format=jsonv2`, the user's language,
/// the answer count) and still turns the answer into `GeocodePlace`s; in between, this transport
///
/// - refuses to send anything while online maps are off;
/// - answers a query it has answered before from its cache, without a request;
/// - waits for the server's turn (`RequestPacer`: one request a second);
/// - sends it through `HTTPClient` with the app's user agent, a byte cap and a deadline;
/// - hands geocode-glib only the sanitised answer (`NominatimAnswer`).
///
/// Errors travel through geocode-glib as GErrors of `GeocodingError.domain`, and come out as
/// `GeocodingError` again in `Geocoder`.
@MainActor
final class NominatimTransport {
    let services: OnlineMapServices
    let server: String
    let maximumBytes: Int
    let deadline: Double
    private let cache = AnswerCache()
    private var client: HTTPClient?
    /// Requests sent to the server (not answered from the cache).
    private(set) var requestCount = 0

    init(services: OnlineMapServices, server: String, maximumBytes: Int, deadline: Double) {
        self.services = services
        self.server = server
        self.maximumBytes = maximumBytes
        self.deadline = deadline
    }

    /// A new `GeocodeNominatim` of our subclass for `baseURL` carrying `transport` (one reference,
    /// the caller's).
    static func makeBackend(baseURL: String, transport: NominatimTransport) -> UnsafeMutablePointer<GeocodeNominatim> {
        // An empty e-mail address: Nominatim's `email` parameter is optional, and FoodPin sends none.
        let backend = gtkkit_nominatim_new(nominatimType, baseURL, "", transport.services.userAgent)!
        g_object_set_qdata_full(
            backend.cast(), transportQuark, Unmanaged.passRetained(transport).toOpaque(),
            { Unmanaged<NominatimTransport>.fromOpaque($0!).release() })
        return backend
    }

    /// Answers `url` (built by geocode-glib) with a sanitised JSON list of places.
    func query(
        _ url: String, cancellable: UnsafeMutablePointer<GCancellable>?,
        _ done: @escaping @MainActor (Result<String, GeocodingError>) -> Void
    ) {
        guard services.isEnabled else { return whenIdle { done(.failure(.onlineMapsOff)) } }
        if let answer = cache.answer(for: url) { return whenIdle { done(.success(answer)) } }
        nonisolated(unsafe) let cancellable = cancellable
        let turn = Turn(cancellable: cancellable, done)
        RequestPacer.schedule(server: server, isCancelled: { turn.isOver }) { [self] go in
            // Cancelled while it waited: the turn has already answered, and nothing is sent.
            guard let done = turn.take() else { return }
            guard go else { return done(.failure(.cancelled)) }
            guard services.isEnabled else { return done(.failure(.onlineMapsOff)) }
            if client == nil { client = HTTPClient(userAgent: services.userAgent, maximumConnections: 1) }
            requestCount += 1
            let request = HTTPClient.Request(url: url, maximumBytes: maximumBytes, deadline: deadline)
            client!.send(request, cancellable: cancellable) { [self] result in
                done(answer(result, for: url))
            }
        }
    }

    /// A query waiting for its turn: cancelling it answers `.cancelled` at once, not when its turn
    /// comes.
    private final class Turn {
        private var done: (@MainActor (Result<String, GeocodingError>) -> Void)?
        private nonisolated(unsafe) let cancellable: UnsafeMutablePointer<GCancellable>?
        private nonisolated(unsafe) var handler: gulong = 0

        init(
            cancellable: UnsafeMutablePointer<GCancellable>?,
            _ done: @escaping @MainActor (Result<String, GeocodingError>) -> Void
        ) {
            self.done = done
            self.cancellable = cancellable
            guard let cancellable else { return }
            g_object_ref(cancellable)
            let box = Unmanaged.passRetained(WeakTurn(self)).toOpaque()
            // Runs at once when it is already cancelled (then the turn answers before `schedule`).
            handler = g_cancellable_connect(
                cancellable, unsafeBitCast(Self.cancelled, to: GCallback.self), box,
                { Unmanaged<WeakTurn>.fromOpaque($0!).release() })
        }

        deinit {
            guard let cancellable else { return }
            if handler != 0 { g_cancellable_disconnect(cancellable, handler) }
            g_object_unref(cancellable)
        }

        /// Whether the query was answered (cancelled) already.
        var isOver: Bool { done == nil }

        /// The completion, once: nil when it was answered already.
        func take() -> (@MainActor (Result<String, GeocodingError>) -> Void)? {
            defer { done = nil }
            return done
        }

        private static let cancelled: @convention(c) (UnsafeMutablePointer<GCancellable>?, gpointer?) -> Void = {
            _, data in
            nonisolated(unsafe) let data = data
            MainActor.assumeIsolated {
                let turn = Unmanaged<WeakTurn>.fromOpaque(data!).takeUnretainedValue().turn
                turn?.take()?(.failure(.cancelled))
            }
        }
    }

    private final class WeakTurn {
        weak var turn: Turn?
        init(_ turn: Turn) { self.turn = turn }
    }

    private func answer(_ result: Result<HTTPClient.Response, HTTPClient.Failure>, for url: String) -> Result<
        String, GeocodingError
    > {
        switch result {
        case let .success(response) where response.status == 200:
            switch NominatimAnswer.sanitise(response.body) {
            case let .success(answer):
                services.isReachable = true
                cache.store(answer, for: url)
                return .success(answer)
            case .failure:
                return .failure(.malformedAnswer)
            }
        case let .success(response): return .failure(.serverError(status: response.status))
        case .failure(.cancelled): return .failure(.cancelled)
        case .failure(.timedOut): return .failure(.timedOut)
        case .failure(.tooLarge): return .failure(.answerTooLarge)
        case .failure(.unreachable):
            services.isReachable = false
            return .failure(.unreachable)
        case .failure(.invalidURL): return .failure(.failed("invalid server address"))
        case let .failure(.failed(reason)): return .failure(.failed(reason))
        }
    }

    // MARK: - The GType

    fileprivate static let transportQuark = g_quark_from_string("gtkkit-nominatim-transport")

    fileprivate static func start(
        _ backend: UnsafeMutablePointer<GeocodeNominatim>, url: String,
        cancellable: UnsafeMutablePointer<GCancellable>?,
        task: OpaquePointer
    ) {
        guard let raw = g_object_get_qdata(backend.cast(), transportQuark) else {
            return finish(task, .failure(.failed("no transport")))
        }
        Unmanaged<NominatimTransport>.fromOpaque(raw).takeUnretainedValue().query(url, cancellable: cancellable) {
            finish(task, $0)
        }
    }

    private static func finish(_ task: OpaquePointer, _ result: Result<String, GeocodingError>) {
        switch result {
        case let .success(json):
            g_task_return_pointer(task, g_strdup(json), g_free)
        case let .failure(error):
            let domain = g_quark_from_string(GeocodingError.domain)
            g_task_return_error(task, g_error_new_literal(domain, error.code, error.description))
        }
        g_object_unref(UnsafeMutableRawPointer(task))
    }
}

/// `GtkKitNominatim`: a `GeocodeNominatim` whose queries go through `NominatimTransport`.
private let nominatimType: GType = {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GeocodeNominatimClass>.size)
    info.instance_size = guint16(MemoryLayout<GeocodeNominatim>.size)
    info.class_init = { klass, _ in
        let nominatimClass = klass!.assumingMemoryBound(to: GeocodeNominatimClass.self)
        nominatimClass.pointee.query = { _, _, _, error in
            let domain = g_quark_from_string("gtkkit-geocoding-error")
            g_set_error_literal(error, domain, 8, "GtkKit's geocoder only queries asynchronously")
            return nil
        }
        nominatimClass.pointee.query_async = { backend, uri, cancellable, callback, data in
            nonisolated(unsafe) let task = g_task_new(UnsafeMutableRawPointer(backend), cancellable, callback, data)!
            nonisolated(unsafe) let (backend, cancellable) = (backend!, cancellable)
            let url = uri.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated {
                NominatimTransport.start(backend, url: url, cancellable: cancellable, task: task)
            }
        }
        nominatimClass.pointee.query_finish = { _, result, error in
            g_task_propagate_pointer(result, error)?.assumingMemoryBound(to: gchar.self)
        }
    }
    return g_type_register_static(geocode_nominatim_get_type(), "GtkKitNominatim", &info, GTypeFlags(rawValue: 0))
}()
