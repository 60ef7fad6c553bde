import Foundation
import Synchronization

/// What this process knows of the soundness of each database file it has opened, by identity.
///
/// A file found damaged — a read that met `SQLITE_CORRUPT` or `SQLITE_NOTADB`, or a failed
/// `PRAGMA quick_check` — is never written again by this process: writing into a damaged b-tree
/// spreads the damage and can make the rest of the user's data unrecoverable. Before the first
/// write to a file whose health is not yet known, `SQLiteConnection.write` runs a quick check
/// (O(size of the file): about 60 ms for 100,000 restaurants, 0.6 s for a million).
package enum FileHealth {
    package enum State: Sendable, Equatable {
        /// Not checked yet.
        case unknown
        /// A quick check passed, and nothing has met damage since.
        case sound
        /// Damage was found; the file is read-only for the rest of the process.
        case damaged
    }

    private static let states = Mutex<[OpenFiles.FileID: State]>([:])

    /// What is known of the file with this identity (`.unknown` for nil: a file we cannot stat).
    static func state(of file: OpenFiles.FileID?) -> State {
        guard let file else { return .unknown }
        return states.withLock { $0[file] ?? .unknown }
    }

    /// What is known of the file at `path`.
    package static func state(ofFileAt path: String) -> State {
        state(of: OpenFiles.id(of: path))
    }

    /// Records damage; nothing clears it while the process lives.
    static func markDamaged(_ file: OpenFiles.FileID?) {
        guard let file else { return }
        states.withLock { $0[file] = .damaged }
    }

    /// Records a passed check, unless damage was found meanwhile.
    static func markSound(_ file: OpenFiles.FileID?) {
        guard let file else { return }
        states.withLock { states in
            if states[file] != .damaged { states[file] = .sound }
        }
    }
}
