import Foundation

extension RestaurantStore {
    /// The one restaurant `query` designates, for the command line.
    ///
    /// In order: a full id (any case); else names equal to `query` ignoring case (Unicode-aware);
    /// else an id prefix of at least 4 hexadecimal digits (with or without the hyphens).
    /// - Throws: `StoreError.ambiguous` listing the candidates (with ids) when several match;
    ///   `StoreError.notFound` when none does.
    /// - Complexity: O(log n) for an id or an id prefix (plus the matches); O(n) name comparisons in
    ///   SQL for a name, reading no restaurant but the matches.
    public func find(nameOrID query: String) throws(StoreError) -> Restaurant {
        if let id = UUID(uuidString: query), let found = try restaurant(id: id) { return found }
        let named = try StoreError.wrapping {
            try connection.cached(
                "SELECT \(Self.columns) FROM restaurant WHERE name = ? COLLATE \(Collation.caseInsensitive) \(Self.order)"
            )
            .bind(query).map(Self.decode)
        }
        if named.count == 1 { return named[0] }
        if named.count > 1 { throw .ambiguous(query: query, candidates: named) }
        if let range = Self.idRange(prefix: query) {
            let byID = try StoreError.wrapping {
                try connection.cached("SELECT \(Self.columns) FROM restaurant WHERE id BETWEEN ? AND ? \(Self.order)")
                    .bind(range.lowest, range.highest).map(Self.decode)
            }
            if byID.count == 1 { return byID[0] }
            if byID.count > 1 { throw .ambiguous(query: query, candidates: byID) }
        }
        throw .notFound(query: query)
    }

    /// The smallest and largest 16-byte ids whose text form starts with `prefix` (any case), or nil
    /// when `prefix` is shorter than 4 characters or cannot begin an id ("abcd-" is fine, "ab-cd" not).
    static func idRange(prefix: String) -> (lowest: UUID, highest: UUID)? {
        let template = Array("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx")
        let characters = Array(prefix.lowercased())
        guard characters.count >= 4, characters.count <= template.count else { return nil }
        var digits: [UInt8] = []
        for (character, expected) in zip(characters, template) {
            if expected == "-" {
                guard character == "-" else { return nil }
            } else {
                guard character.isASCII, let digit = character.hexDigitValue else { return nil }
                digits.append(UInt8(digit))
            }
        }
        func id(padding: UInt8) -> UUID {
            let nibbles = digits + repeatElement(padding, count: 32 - digits.count)
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) { buffer in
                for index in 0..<16 { buffer[index] = nibbles[2 * index] << 4 | nibbles[2 * index + 1] }
            }
            return UUID(uuid: bytes)
        }
        return (id(padding: 0), id(padding: 15))
    }
}
