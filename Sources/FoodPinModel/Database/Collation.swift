import CSQLite
import Foundation

/// Collations this app registers on every connection it opens.
enum Collation {
    /// `COLLATE FOODPIN_NOCASE`: text equal ignoring case as Foundation's `.caseInsensitive` compares
    /// it (Unicode-aware, unlike SQLite's ASCII-only NOCASE), with a fast path for ASCII text.
    /// - Note: For equality tests only: its order of ASCII against other text is not a total order.
    static let caseInsensitive = "FOODPIN_NOCASE"

    static func install(on connection: SQLiteConnection) throws {
        let code = sqlite3_create_collation_v2(
            connection.handle, caseInsensitive, SQLITE_UTF8, nil, compareIgnoringCase, nil)
        guard code == SQLITE_OK else { throw connection.error(code) }
    }
}

private func compareIgnoringCase(
    _: UnsafeMutableRawPointer?, _ count1: Int32, _ bytes1: UnsafeRawPointer?,
    _ count2: Int32, _ bytes2: UnsafeRawPointer?
) -> Int32 {
    let a = UnsafeRawBufferPointer(start: bytes1, count: Int(count1))
    let b = UnsafeRawBufferPointer(start: bytes2, count: Int(count2))
    if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) {
        for (x, y) in zip(a, b) {
            let lx = x | (x >= 0x41 && x <= 0x5A ? 0x20 : 0), ly = y | (y >= 0x41 && y <= 0x5A ? 0x20 : 0)
            if lx != ly { return lx < ly ? -1 : 1 }
        }
        return a.count == b.count ? 0 : a.count < b.count ? -1 : 1
    }
    let lhs = String(decoding: a, as: UTF8.self), rhs = String(decoding: b, as: UTF8.self)
    switch lhs.compare(rhs, options: [.caseInsensitive]) {
    case .orderedAscending: return -1
    case .orderedSame: return 0
    case .orderedDescending: return 1
    }
}
