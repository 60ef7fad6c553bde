import Foundation

extension RestaurantStore {
    /// The one restaurant `query` designates, for the command line.
    ///
    /// In order: a full id (any case); else names equal to `query` ignoring case; else an id prefix of
    /// at least 4 hexadecimal digits.
    /// - Throws: `StoreError.ambiguous` listing the candidates (with ids) when several match;
    ///   `StoreError.notFound` when none does.
    public func find(nameOrID query: String) throws(StoreError) -> Restaurant {
        if let id = UUID(uuidString: query), let found = try restaurant(id: id) { return found }
        let all = try all()
        let named = all.filter { $0.name.compare(query, options: [.caseInsensitive]) == .orderedSame }
        if named.count == 1 { return named[0] }
        if named.count > 1 { throw .ambiguous(query: query, candidates: named) }
        let prefix = query.lowercased()
        if prefix.count >= 4, prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
            let byID = all.filter { $0.id.uuidString.lowercased().hasPrefix(prefix) }
            if byID.count == 1 { return byID[0] }
            if byID.count > 1 { throw .ambiguous(query: query, candidates: byID) }
        }
        throw .notFound(query: query)
    }
}
