// Geocoding: the text of a place ("Tai Ping Shan Street, Hong Kong") to its coordinates, through
// geocode-glib's Nominatim client — only when the app asks, and as Nominatim's usage policy asks:
// an identifying user agent, at most one request a second, answers cached.
//
// Design
//   Geocoder            the public API: a search with a completion (cancellable) or async
//     └─ geocode-glib   GeocodeForward builds the query and turns the answer into GeocodePlaces
//         └─ NominatimTransport (a GeocodeNominatim subclass)   online switch, cache, RequestPacer,
//              HTTPClient (user agent, byte cap, deadline), NominatimAnswer (what geocode-glib may read)
//   Every request goes to `baseURL` (Nominatim by default; tests point it at a loopback server). A
//   hostile or broken server — garbage, a huge or endless answer, nesting, coordinates off the globe —
//   ends in a `GeocodingError`, never in geocode-glib's or json-glib's hands.
//
// Threading rule: main actor; geocode-glib and libsoup run their asynchronous calls on the main
// context, so completions arrive on the main loop.
import CGeocodeGlib
import CGtk
import Foundation

/// Looks up places by their text (MapKit's `MKLocalSearch`, CoreLocation's `CLGeocoder`) on a
/// Nominatim server, through geocode-glib.
///
/// Nothing is sent until `search` is called, and nothing while online maps are off. A search made
/// again is answered from the cache; searches wait their turn to keep to one request a second.
///
/// ```swift
/// let geocoder = Geocoder()
/// let places = try await geocoder.search("Teakha, Tai Ping Shan Street, Hong Kong")
/// ```
@MainActor
public final class Geocoder {
    /// OpenStreetMap's Nominatim server.
    public static let nominatimURL = "https://nominatim.openstreetmap.org"

    private let transport: NominatimTransport
    private nonisolated(unsafe) let backend: UnsafeMutablePointer<GeocodeNominatim>

    /// A geocoder asking the Nominatim server at `baseURL` (its `/search` is queried) as `services`
    /// allow and name it; an answer over `maximumAnswerBytes`, or slower than `deadline` seconds,
    /// fails. - Complexity: O(1); nothing is sent.
    public init(
        baseURL: String = Geocoder.nominatimURL, services: OnlineMapServices = .shared,
        maximumAnswerBytes: Int = 512 * 1024, deadline: Double = 15
    ) {
        let trimmed = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        transport = NominatimTransport(
            services: services, server: URL(string: trimmed).map { "\($0.host ?? ""):\($0.port ?? 0)" } ?? trimmed,
            maximumBytes: maximumAnswerBytes,
            deadline: deadline)
        backend = NominatimTransport.makeBackend(baseURL: trimmed, transport: transport)
    }

    deinit { g_object_unref(backend) }

    /// Requests sent to the server so far (searches answered from the cache or refused send none).
    /// - Complexity: O(1).
    public var requestCount: Int { transport.requestCount }

    /// The places matching `text`, best first, at most `limit` (1…10); `completion` runs once, on
    /// the main loop, never before this returns.
    /// - Returns: the request, to cancel (its completion then gets `.cancelled`).
    @discardableResult
    public func search(
        _ text: String, limit: Int = 5,
        completion: @escaping @MainActor (Result<[GeocodedPlace], GeocodingError>) -> Void
    ) -> GeocodingRequest {
        let request = GeocodingRequest()
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty, query.count <= 512 else {
            whenIdle { completion(.failure(.unusableQuery)) }
            return request
        }
        let forward = geocode_forward_new_for_string(query)!
        geocode_forward_set_answer_count(forward, guint(min(10, max(1, limit))))
        geocode_forward_set_backend(forward, OpaquePointer(backend))
        let box = Unmanaged.passRetained(
            Callback { [forward] result in
                var error: UnsafeMutablePointer<GError>?
                let list = geocode_forward_search_finish(forward, result, &error)
                defer {
                    g_list_free_full(list) { g_object_unref($0) }
                    if let error { g_error_free(error) }
                    g_object_unref(forward)
                }
                guard let error else { return completion(.success(Self.places(in: list))) }
                // geocode-glib says "no matches" with an error; here it is an empty list.
                let noMatches =
                    error.pointee.domain == geocode_error_quark()
                    && error.pointee.code == Int32(GEOCODE_ERROR_NO_MATCHES.rawValue)
                completion(noMatches ? .success([]) : .failure(Self.error(from: error)))
            })
        geocode_forward_search_async(forward, request.cancellable, Callback.run, box.toOpaque())
        return request
    }

    /// The places matching `text`, best first, at most `limit` (1…10). Cancelling the task cancels
    /// the request.
    /// - Throws: `GeocodingError`.
    public func search(_ text: String, limit: Int = 5) async throws(GeocodingError) -> [GeocodedPlace] {
        let holder = RequestHolder()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<[GeocodedPlace], GeocodingError>, Never>) in
                holder.request = search(text, limit: limit) { continuation.resume(returning: $0) }
                if Task.isCancelled { holder.request?.cancel() }
            }
        } onCancel: {
            Task { @MainActor in holder.request?.cancel() }
        }
        return try result.get()
    }

    // MARK: - Answers

    private static func error(from error: UnsafeMutablePointer<GError>) -> GeocodingError {
        let message = String(cString: error.pointee.message)
        switch error.pointee.domain {
        case g_quark_from_string(GeocodingError.domain):
            return GeocodingError(code: error.pointee.code, message: message)
        case geocode_error_quark() where error.pointee.code == Int32(GEOCODE_ERROR_PARSE.rawValue):
            return .malformedAnswer
        case g_io_error_quark() where error.pointee.code == IOErrors.cancelled: return .cancelled
        default: return .failed(message)
        }
    }

    private static func places(in list: UnsafeMutablePointer<GList>?) -> [GeocodedPlace] {
        var places: [GeocodedPlace] = []
        var node = list
        while let current = node {
            if let place = current.pointee.data,
                let found = self.place(place.assumingMemoryBound(to: GeocodePlace.self))
            {
                places.append(found)
            }
            node = current.pointee.next
        }
        return places
    }

    private static func place(_ place: UnsafeMutablePointer<GeocodePlace>) -> GeocodedPlace? {
        guard let location = geocode_place_get_location(place) else { return nil }
        let coordinate = LocationCoordinate(
            latitude: geocode_location_get_latitude(location), longitude: geocode_location_get_longitude(location))
        guard coordinate.isValid else { return nil }
        let bounds = geocode_place_get_bounding_box(place).map { box in
            CoordinateBounds(
                south: geocode_bounding_box_get_bottom(box), west: geocode_bounding_box_get_left(box),
                north: geocode_bounding_box_get_top(box), east: geocode_bounding_box_get_right(box))
        }
        return GeocodedPlace(
            name: string(geocode_place_get_name(place)) ?? coordinate.description, coordinate: coordinate,
            bounds: bounds,
            town: string(geocode_place_get_town(place)), country: string(geocode_place_get_country(place)))
    }
}

/// A search in progress: `cancel()` ends it, and its completion gets `.cancelled`.
@MainActor
public final class GeocodingRequest {
    nonisolated(unsafe) let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()

    init() {}

    deinit { g_object_unref(cancellable) }

    /// Cancels the search; nothing more is sent for it. - Complexity: O(1).
    public func cancel() { g_cancellable_cancel(cancellable) }

    /// Whether `cancel()` was called. - Complexity: O(1).
    public var isCancelled: Bool { Bool(g_cancellable_is_cancelled(cancellable)) }
}

/// The request of an async search, for its cancellation handler.
@MainActor
private final class RequestHolder {
    var request: GeocodingRequest?
}
