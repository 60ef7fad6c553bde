import Foundation

extension RestaurantStore {
    /// Calls `handler` on the main actor when this process finds the database damaged (a read that
    /// meets damage, a refused write, `checkIntegrityInBackground()`), at once if it already has.
    /// From then on every write is refused with `StoreError.damaged`.
    /// - Note: The main queue must be drained (GtkKit bridges it into the GLib main loop).
    public func observeDamageOnMain(_ handler: @escaping @MainActor () -> Void) -> ObservationToken {
        FileHealth.watch(path, on: .main) { MainActor.assumeIsolated(handler) }
    }

    /// Checks the whole file (`PRAGMA quick_check`) on a background thread; damage found reaches
    /// `observeDamageOnMain(_:)`, soundness spares the first write its own check.
    /// - Complexity: O(size of the file), off the calling thread: about 60 ms for 100,000 restaurants.
    public func checkIntegrityInBackground() {
        FileHealth.checkInBackground(connection.template)
    }
}
