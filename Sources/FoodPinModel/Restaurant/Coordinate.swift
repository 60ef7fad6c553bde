import Foundation
import Localization

/// Where a restaurant is: WGS 84 latitude and longitude in degrees, as GPS, OpenStreetMap and `geo:`
/// URIs give them.
///
/// A value is always valid: both numbers finite, the latitude in −90…90 and the longitude in
/// −180…180. The initialiser refuses anything else, so a stored coordinate never needs checking again
/// (the schema's CHECK constraints say the same for a row written by another program).
public struct Coordinate: Sendable, Hashable, CustomStringConvertible {
    /// Degrees north of the equator (negative: south), −90…90.
    public let latitude: Double
    /// Degrees east of Greenwich (negative: west), −180…180.
    public let longitude: Double

    /// A coordinate, or nil when either number is out of range or not finite.
    /// - Complexity: O(1).
    public init?(latitude: Double, longitude: Double) {
        guard Self.latitudes.contains(latitude), Self.longitudes.contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The latitudes a coordinate may have. `ClosedRange.contains` is false for NaN.
    public static let latitudes: ClosedRange<Double> = -90...90
    /// The longitudes a coordinate may have.
    public static let longitudes: ClosedRange<Double> = -180...180

    /// `LAT,LON` with up to six decimals (about 10 cm), the form `parse(_:)` reads and
    /// `foodpin show` prints: `22.284681,114.14804`.
    public var description: String { Self.format(latitude) + "," + Self.format(longitude) }

    /// The RFC 5870 URI a map application opens: `geo:22.284681,114.14804`.
    public var geoURI: String { "geo:" + description }

    /// Reads `LAT,LON` (spaces around either number allowed, a decimal point, no exponent needed):
    /// what `--coordinates` takes.
    /// - Throws: `CoordinateError` saying what is wrong, in the user's language.
    /// - Complexity: O(length of `text`).
    public static func parse(_ text: String) throws(CoordinateError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = number(parts[0]), let longitude = number(parts[1])
        else { throw .notTwoNumbers(text) }
        guard latitudes.contains(latitude) else { throw .latitudeOutOfRange(parts[0].trimmed) }
        guard longitudes.contains(longitude) else { throw .longitudeOutOfRange(parts[1].trimmed) }
        return Coordinate(latitude: latitude, longitude: longitude)!
    }

    /// A decimal number as people type one: digits, an optional sign and point. `Double("nan")`,
    /// `"inf"`, hexadecimal and exponents are refused: none is a coordinate anyone means.
    private static func number(_ part: Substring) -> Double? {
        let text = part.trimmed
        guard !text.isEmpty, text.count <= 32,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            text.contains(where: \.isNumber)
        else { return nil }
        return Double(text)
    }

    private static func format(_ degrees: Double) -> String {
        var text = String(format: "%.6f", locale: Locale(identifier: "en_US_POSIX"), degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Why text is not a coordinate (`Coordinate.parse(_:)`).
public enum CoordinateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not two numbers separated by one comma.
    case notTwoNumbers(String)
    /// The first number is outside −90…90.
    case latitudeOutOfRange(String)
    /// The second number is outside −180…180.
    case longitudeOutOfRange(String)

    public var description: String {
        switch self {
        case let .notTwoNumbers(text):
            // Translators: {text} is what the user typed after --coordinates.
            localized("“{text}” is not LATITUDE,LONGITUDE (two numbers such as 22.2847,114.1480)", ["text": text])
        case let .latitudeOutOfRange(value):
            localized("the latitude {value} is not between -90 and 90", ["value": value])
        case let .longitudeOutOfRange(value):
            localized("the longitude {value} is not between -180 and 180", ["value": value])
        }
    }
}

extension Substring {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
