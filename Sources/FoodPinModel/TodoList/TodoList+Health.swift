import Foundation

extension TodoList {
    /// See `RestaurantStore.observeDamageOnMain(_:)`: the two share the file and what is known of it.
    public func observeDamageOnMain(_ handler: @escaping @MainActor () -> Void) -> ObservationToken {
        FileHealth.watch(path, on: .main) { MainActor.assumeIsolated(handler) }
    }

    /// See `RestaurantStore.checkIntegrityInBackground()`.
    public func checkIntegrityInBackground() {
        FileHealth.checkInBackground(connection.template)
    }
}
