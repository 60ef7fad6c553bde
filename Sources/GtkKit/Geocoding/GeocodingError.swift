import Localization

/// Why a `Geocoder` search found nothing to show. `description` is a sentence for the user.
public enum GeocodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Online maps are off (`OnlineMapServices.isEnabled`): nothing was sent.
    case onlineMapsOff
    /// The text has nothing to look for (blank, or longer than a search can be).
    case unusableQuery
    /// The server could not be reached (no network, no such host).
    case unreachable
    /// The server answered with an HTTP error status.
    case serverError(status: Int)
    /// The answer was not a list of places (not JSON, the wrong shape, nested past any real answer,
    /// coordinates off the globe): nothing of it was used.
    case malformedAnswer
    /// The answer was larger than any real one; it was not read past the limit.
    case answerTooLarge
    /// The server took longer than the deadline.
    case timedOut
    /// The search was cancelled.
    case cancelled
    /// Anything else, in the network library's words.
    case failed(String)

    public var description: String {
        switch self {
        case .onlineMapsOff: localized("Online maps are off; turn them on in Preferences to find places")
        case .unusableQuery: localized("Type a place to look for")
        case .unreachable: localized("The place search service cannot be reached; check the connection")
        case let .serverError(status):
            // Translators: {status} is an HTTP status number such as 503.
            localized("The place search service failed (error {status}); try again later", ["status": String(status)])
        case .malformedAnswer, .answerTooLarge:
            localized("The place search service sent an answer that cannot be read")
        case .timedOut: localized("The place search service did not answer in time")
        case .cancelled: localized("The search was cancelled")
        case let .failed(reason):
            // Translators: {reason} is the network library's message, in English.
            localized("The place search failed: {reason}", ["reason": reason])
        }
    }

    /// The error domain GtkKit's Nominatim transport returns its errors in, through geocode-glib.
    static let domain = "gtkkit-geocoding-error"

    /// A code for the GError that carries this error through geocode-glib.
    var code: Int32 {
        switch self {
        case .onlineMapsOff: 1
        case .unusableQuery: 2
        case .unreachable: 3
        case let .serverError(status): 1000 + Int32(clamping: status)
        case .malformedAnswer: 4
        case .answerTooLarge: 5
        case .timedOut: 6
        case .cancelled: 7
        case .failed: 8
        }
    }

    /// The error a GError of `domain` with `code` and `message` carried.
    init(code: Int32, message: String) {
        switch code {
        case 1: self = .onlineMapsOff
        case 2: self = .unusableQuery
        case 3: self = .unreachable
        case 4: self = .malformedAnswer
        case 5: self = .answerTooLarge
        case 6: self = .timedOut
        case 7: self = .cancelled
        case 1000...: self = .serverError(status: Int(code - 1000))
        default: self = .failed(message)
        }
    }
}
