import Foundation

/// The restaurants of FoodPin, persisted in the shared SQLite file, in display order.
///
/// Reads return fresh values from the database; writes are each one transaction and, once they
/// return, are durable and visible to every other process. Observers learn of every change (see
/// `observe(on:_:)`, and `observeIdentifiers(on:_:)` for a presentation of a long list that reads
/// only the restaurants it shows with `restaurants(withIDs:)`).
///
/// - Note: Confined: use a store from one thread at a time (the main thread in the GUI). Two stores
///   (in one process or two) may share a file; the busy timeout makes writers wait for each other.
public final class RestaurantStore {
    /// The database file.
    public let path: String
    let connection: SQLiteConnection
    let monitor: ChangeMonitor

    /// Opens (creating if needed) the database at `path` and, on its first launch, seeds the samples.
    /// - Parameters:
    ///   - path: the file; `nil` resolves it with `DatabaseLocation.resolve(explicitPath:)`.
    ///   - seedingSamples: pass false for an empty first launch (benchmarks, tests).
    /// - Throws: `StoreError` naming the path; a foreign, damaged or newer file is left untouched.
    public init(path: String? = nil, seedingSamples: Bool = true) throws(StoreError) {
        let path = if let path { path } else { try DatabaseLocation.resolve(explicitPath: nil) }
        self.path = path
        self.connection = try Database.open(path: path)
        self.monitor = ChangeMonitor(primary: connection.template)
        guard connection.writeRefusal == nil else { return }
        try StoreError.wrapping { try seedOnce(enabled: seedingSamples) }
        // Its restaurants may refer to photos in the shared folder: cleanup asks it before one goes.
        PhotoDatabases.register(connection.realPath, environment: ProcessInfo.processInfo.environment)
    }

    /// Called after each committed write, to publish it at once.
    func didChange() {
        monitor.poke()
    }
}
