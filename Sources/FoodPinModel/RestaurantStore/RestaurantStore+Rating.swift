import Foundation

/// The mood a restaurant was rated with (the review screen, `foodpin rate`): one nullable column,
/// written alone by `setRating(_:for:)` and with every other field by `update(_:)`, kept by a delete's
/// `Deletion` so that Undo brings it back.
extension RestaurantStore {
    /// The schema step that adds the column (`Schema.migrations`). The names are written out here, not
    /// taken from `Rating.allCases`: a released migration never changes, and a test checks that they
    /// are the enum's. Old rows read as unrated (NULL); nothing else of them changes.
    static let ratingMigration = """
        ALTER TABLE restaurant ADD COLUMN rating TEXT
            CHECK (rating IN ('awesome', 'good', 'okay', 'bad', 'terrible'));
        """

    /// Rates the restaurant `id` with `rating`, or clears its rating (`nil`); nothing else of it changes.
    /// - Throws: `StoreError.notFound` when no restaurant has that id.
    /// - Complexity: O(log n).
    public func setRating(_ rating: Rating?, for id: UUID) throws(StoreError) {
        let changed = try StoreError.wrapping {
            try connection.write {
                try connection.cached("UPDATE restaurant SET rating = ? WHERE id = ?").bind(rating?.rawValue, id).run()
                return connection.changes
            }
        }
        guard changed > 0 else { throw .notFound(query: id.uuidString.lowercased()) }
        didChange()
    }

    /// The rating stored in column `column` of `row`; a value no build of FoodPin writes (the CHECK
    /// keeps them out) reads as unrated rather than failing the whole read.
    static func rating(_ row: SQLiteRow, at column: Int32) -> Rating? {
        row.optionalString(column).flatMap(Rating.init(rawValue:))
    }
}
