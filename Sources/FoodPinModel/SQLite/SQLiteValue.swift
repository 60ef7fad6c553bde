import CSQLite
import Foundation

/// A value SQLite stores: one of its five storage classes.
package enum SQLiteValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

/// A Swift value that can be bound to a statement parameter.
package protocol SQLiteBindable {
    var sqliteValue: SQLiteValue { get }
    /// Binds the value to parameter `index` (1-based) of `statement`.
    func bind(to statement: SQLiteStatement, at index: Int32) throws
}

extension SQLiteBindable {
    package func bind(to statement: SQLiteStatement, at index: Int32) throws {
        try statement.bind(sqliteValue, at: index)
    }
}

extension SQLiteValue: SQLiteBindable {
    package var sqliteValue: SQLiteValue { self }
}

extension Int: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .integer(self) }
}

extension Bool: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}

extension Double: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .real(self) }
}

extension String: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .text(self) }

    package func bind(to statement: SQLiteStatement, at index: Int32) throws {
        try statement.bindText(self, at: index)
    }
}

extension Data: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .blob(self) }
}

/// A UUID is stored as its 16 bytes: compact, and read back without parsing text.
extension UUID: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .blob(withUnsafeBytes(of: uuid) { Data($0) }) }

    package func bind(to statement: SQLiteStatement, at index: Int32) throws {
        try withUnsafeBytes(of: uuid) { try statement.bindBlob($0, at: index) }
    }
}

/// A date is stored as REAL seconds since Foundation's reference date (2001-01-01 UTC): read back
/// without parsing text, and bit-identical after the round trip.
extension Date: SQLiteBindable {
    package var sqliteValue: SQLiteValue { .real(timeIntervalSinceReferenceDate) }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    package var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }

    package func bind(to statement: SQLiteStatement, at index: Int32) throws {
        if let self { try self.bind(to: statement, at: index) } else { try statement.bind(.null, at: index) }
    }
}
