import Foundation

/// What both stores do when their file is renamed over or deleted while open: the monitor has noticed
/// (within its usual interval) and let go of its own connection; on the store's thread — the main
/// thread, where the stores live in the windows — the store's connection lets go too, so that every
/// later call throws the same error and nothing of the old file touches the names again, and only
/// then is the presentation told (it may open the new file, or show why it cannot).
enum ReplacementWatch {
    /// The store's connection, handed to the main queue: the store is confined to the main thread, and
    /// this reference is only used there (`MainActor.assumeIsolated`).
    private struct MainThreadConnection: @unchecked Sendable {
        weak var connection: SQLiteConnection?
    }

    static func observeOnMain(
        _ monitor: ChangeMonitor, connection: SQLiteConnection,
        _ handler: @escaping @MainActor (StoreError) -> Void
    ) -> ObservationToken {
        let reference = MainThreadConnection(connection: connection)
        return monitor.observeReplacement(on: .main) { problem in
            MainActor.assumeIsolated {
                reference.connection?.close(because: problem)
                handler(problem)
            }
        }
    }
}

extension RestaurantStore {
    /// Calls `handler` on the main actor once the database's path names another file (a backup
    /// restored, a sync tool's new copy renamed over it), its journal was replaced, or it was deleted:
    /// within about 200 ms, the change poll's interval. By then the store has let go of the old file:
    /// every later call throws the error `handler` receives (`.replaced` or `.deleted`), and no write
    /// ever reached the old file unnoticed (`SQLiteConnection.write` checks under the write lock).
    /// Open a new store on the path to see the new file.
    /// - Note: The main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeReplacementOnMain(_ handler: @escaping @MainActor (StoreError) -> Void) -> ObservationToken {
        ReplacementWatch.observeOnMain(monitor, connection: connection, handler)
    }
}

extension TodoList {
    /// See `RestaurantStore.observeReplacementOnMain(_:)`.
    public func observeReplacementOnMain(_ handler: @escaping @MainActor (StoreError) -> Void) -> ObservationToken {
        ReplacementWatch.observeOnMain(monitor, connection: connection, handler)
    }
}
