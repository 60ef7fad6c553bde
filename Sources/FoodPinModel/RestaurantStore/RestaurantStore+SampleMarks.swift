import Foundation

/// What the user added to a sample restaurant — a favourite mark, a photo — outlives the sample's
/// deletion: `restoreSamples()` brings the sample back as the user had it, not as the tutorial ships
/// it (the user's own data is never dropped by a restore, and a copied photo is not left orphaned).
/// Kept in `meta` under `deleted-sample:<id>` as `<0|1>` and the photo path, written in the delete's
/// transaction and consumed by the restore's.
extension RestaurantStore {
    static let sampleIDs: Set<UUID> = Set(Restaurant.samples.map(\.id))

    private static func sampleMarkKey(_ id: UUID) -> String { "deleted-sample:" + id.uuidString.lowercased() }

    /// Records (or forgets) what the user had added to a sample being deleted. Call inside the
    /// delete's write transaction.
    func rememberMarks(ofDeleted restaurant: Restaurant) throws {
        guard Self.sampleIDs.contains(restaurant.id) else { return }
        let key = Self.sampleMarkKey(restaurant.id)
        guard restaurant.isFavorite || restaurant.image != nil else {
            return try connection.cached("DELETE FROM meta WHERE key = ?").bind(key).run()
        }
        // The flag, a newline, then the path (a path holds no newline FoodPin stores: it is absolute
        // and came from a file chooser or a validated --image; if it did, only the first line is lost).
        let value = (restaurant.isFavorite ? "1" : "0") + "\n" + (restaurant.image ?? "")
        try connection.cached("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").bind(key, value).run()
    }

    /// Puts back what the user had added to sample `id`, just restored. Call inside the restore's
    /// write transaction.
    func reapplyMarks(toRestored id: UUID) throws {
        let key = Self.sampleMarkKey(id)
        guard
            let value = try connection.cached("SELECT value FROM meta WHERE key = ?").bind(key).first({ $0.string(0) })
        else { return }
        let favorite = value.hasPrefix("1")
        let image = value.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first.map(
            String.init)
        try connection.cached("UPDATE restaurant SET is_favorite = ?, image = ? WHERE id = ?")
            .bind(favorite, (image?.isEmpty ?? true) ? nil : image, id).run()
        try connection.cached("DELETE FROM meta WHERE key = ?").bind(key).run()
    }
}
