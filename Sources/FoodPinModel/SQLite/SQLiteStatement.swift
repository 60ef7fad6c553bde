import CSQLite
import Foundation

/// A prepared statement: bind parameters (1-based, as SQLite counts), step, read columns (0-based).
///
/// Confined to the thread of its connection. Values only ever reach SQL as bound parameters.
package final class SQLiteStatement {
    let handle: OpaquePointer
    unowned let connection: SQLiteConnection

    init(connection: SQLiteConnection, sql: String) throws {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw connection.error(code)
        }
        self.handle = statement
        self.connection = connection
    }

    deinit { sqlite3_finalize(handle) }

    // MARK: - Binding

    /// Resets the statement and binds `values` to parameters 1, 2, ….
    @discardableResult
    package func bind(_ values: any SQLiteBindable...) throws -> SQLiteStatement {
        try bind(values)
    }

    /// Resets the statement and binds `values` to parameters 1, 2, ….
    @discardableResult
    package func bind(_ values: [any SQLiteBindable]) throws -> SQLiteStatement {
        reset()
        for (offset, value) in values.enumerated() {
            try value.bind(to: self, at: Int32(offset + 1))
        }
        return self
    }

    /// Binds one value to the parameter at `index` (1-based).
    package func bind(_ value: SQLiteValue, at index: Int32) throws {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let number):
            code = sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            code = sqlite3_bind_double(handle, index, number)
        case .text(let text):
            return try bindText(text, at: index)
        case .blob(let data):
            return try data.withUnsafeBytes { try bindBlob($0, at: index) }
        }
        guard code == SQLITE_OK else { throw connection.error(code) }
    }

    /// Binds text, copied by SQLite, without going through `SQLiteValue`.
    package func bindText(_ text: String, at index: Int32) throws {
        var text = text
        let code = text.withUTF8 { bytes in
            // A nil pointer would bind NULL: an empty string needs a real (empty) buffer.
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                sqlite3_bind_text(handle, index, $0, Int32(bytes.count), csqlite_transient())
            }
        }
        guard code == SQLITE_OK else { throw connection.error(code) }
    }

    /// Binds bytes as a blob, copied by SQLite (an empty buffer binds an empty blob, not NULL).
    package func bindBlob(_ bytes: UnsafeRawBufferPointer, at index: Int32) throws {
        let code =
            if let base = bytes.baseAddress, !bytes.isEmpty {
                sqlite3_bind_blob(handle, index, base, Int32(bytes.count), csqlite_transient())
            } else {
                sqlite3_bind_zeroblob(handle, index, 0)
            }
        guard code == SQLITE_OK else { throw connection.error(code) }
    }

    /// Clears the statement for another use (bindings are replaced by the next `bind`).
    package func reset() {
        sqlite3_reset(handle)
    }

    // MARK: - Stepping

    /// Advances to the next row: true when a row is available, false when the statement is done.
    package func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = connection.error(code)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs a statement that returns no rows, and resets it.
    package func run() throws {
        defer { reset() }
        while try step() {}
    }

    /// Maps every row, then resets the statement.
    package func map<T>(reservingCapacity capacity: Int = 0, _ transform: (SQLiteRow) throws -> T) throws -> [T] {
        defer { reset() }
        var result: [T] = []
        result.reserveCapacity(capacity)
        let row = SQLiteRow(handle: handle)
        while try step() { result.append(try transform(row)) }
        return result
    }

    /// The first row mapped, or nil when there is none; resets the statement.
    package func first<T>(_ transform: (SQLiteRow) throws -> T) throws -> T? {
        defer { reset() }
        return try step() ? try transform(SQLiteRow(handle: handle)) : nil
    }
}

/// The current row of a stepping statement, read by 0-based column index without copying text twice.
package struct SQLiteRow {
    let handle: OpaquePointer

    package func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    package func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    package func bool(_ column: Int32) -> Bool {
        sqlite3_column_int64(handle, column) != 0
    }

    package func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    package func date(_ column: Int32) -> Date {
        Date(timeIntervalSinceReferenceDate: sqlite3_column_double(handle, column))
    }

    /// The column as text ("" for NULL).
    package func string(_ column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column's text as bytes, without copying: valid until the statement steps or resets.
    package func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
        guard let text = sqlite3_column_text(handle, column) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column)))
    }

    /// The column as text, or nil for NULL.
    package func optionalString(_ column: Int32) -> String? {
        // sqlite3_column_text returns NULL exactly for a NULL value (the text of "" is a valid pointer).
        guard let text = sqlite3_column_text(handle, column) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    package func data(_ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// A 16-byte blob as a UUID (the nil UUID for anything else).
    package func uuid(_ column: Int32) -> UUID {
        guard sqlite3_column_bytes(handle, column) == 16, let bytes = sqlite3_column_blob(handle, column) else {
            return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: 16)) }
        return UUID(uuid: value)
    }
}
