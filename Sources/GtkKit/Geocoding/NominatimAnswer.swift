import Foundation

/// A Nominatim answer made safe for geocode-glib before geocode-glib reads it.
///
/// geocode-glib 3.26 trusts the server: an entry that is not an object makes it dereference NULL
/// (`json_reader_list_members`), a missing "lat" passes NULL to `g_ascii_strtod`, a latitude off the
/// globe leaves a place without a location, and json-glib parses nesting by recursion. So the
/// answer is read here first — its nesting counted on the raw bytes before any parser sees it, then
/// parsed by Foundation — and only a canonical list of well-formed places, with the fields geocode-glib
/// uses, is handed on.
enum NominatimAnswer {
    /// Why an answer was refused.
    enum Problem: Error, Equatable {
        case notJSON, notAList, nestedTooDeep, noUsablePlace
    }

    /// Arrays and objects within each other a real answer needs (a place's address is the third).
    static let maximumDepth = 8
    /// Places kept of one answer.
    static let maximumPlaces = 50

    /// The canonical JSON list of the answer's usable places.
    /// - Complexity: O(bytes).
    static func sanitise(_ data: Data) -> Result<String, Problem> {
        guard depth(of: data) <= maximumDepth else { return .failure(.nestedTooDeep) }
        guard let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return .failure(.notJSON)
        }
        guard let entries = parsed as? [Any] else { return .failure(.notAList) }
        let places = entries.lazy.compactMap(place).prefix(maximumPlaces)
        guard !places.isEmpty || entries.isEmpty else { return .failure(.noUsablePlace) }
        let json =
            (try? JSONSerialization.data(withJSONObject: Array(places), options: [.sortedKeys])) ?? Data("[]".utf8)
        return .success(String(decoding: json, as: UTF8.self))
    }

    /// The deepest nesting of `[` and `{` outside strings. - Complexity: O(bytes).
    static func depth(of data: Data) -> Int {
        var (depth, deepest, inString, escaped) = (0, 0, false, false)
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// One entry as geocode-glib may read it, or nil when it is not a place.
    private static func place(_ entry: Any) -> [String: Any]? {
        guard let entry = entry as? [String: Any], let latitude = number(entry["lat"]),
            let longitude = number(entry["lon"]),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        var place: [String: Any] = ["lat": decimal(latitude), "lon": decimal(longitude)]
        let name = text(entry["name"], limit: 256)
        place["display_name"] =
            text(entry["display_name"], limit: 512) ?? name ?? "\(decimal(latitude)), \(decimal(longitude))"
        if let name { place["name"] = name }
        for key in ["osm_type", "category", "class", "type", "addresstype"] {
            if let value = text(entry[key], limit: 64) { place[key] = value }
        }
        for key in ["place_id", "osm_id", "place_rank"] {
            if let value = number(entry[key]), value.isFinite, abs(value) < 1e15 { place[key] = Int(value) }
        }
        if let importance = number(entry["importance"]) { place["importance"] = importance }
        if let address = entry["address"] as? [String: Any] {
            var clean: [String: String] = [:]
            for (key, value) in address.prefix(32) where key.count <= 64 {
                if let value = text(value, limit: 256) { clean[key] = value }
            }
            place["address"] = clean
        }
        if let box = entry["boundingbox"] as? [Any], box.count == 4 {
            let edges = box.compactMap(number)
            if edges.count == 4, (-90...90).contains(edges[0]), (-90...90).contains(edges[1]),
                (-180...180).contains(edges[2]), (-180...180).contains(edges[3])
            {
                place["boundingbox"] = [min(edges[0], edges[1]), max(edges[0], edges[1]), edges[2], edges[3]].map(
                    decimal)
            }
        }
        return place
    }

    /// A finite number given as a JSON number or as text (Nominatim gives coordinates as text).
    private static func number(_ value: Any?) -> Double? {
        if let text = value as? String, text.count <= 32, let number = Double(text), number.isFinite { return number }
        if let number = value as? NSNumber, number.doubleValue.isFinite { return number.doubleValue }
        return nil
    }

    private static func text(_ value: Any?, limit: Int) -> String? {
        guard let text = value as? String, !text.isEmpty else { return nil }
        let clean = String(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" }.prefix(limit))
        return clean.isEmpty ? nil : clean
    }

    private static func decimal(_ value: Double) -> String { String(format: "%.7f", value) }
}
