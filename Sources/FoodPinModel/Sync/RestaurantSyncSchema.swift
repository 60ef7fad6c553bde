/// The restaurants' part of sync's tables (issue 27): FoodPin's list as a CardDAV address book rides
/// the same `sync_item` states as To-Do's calendar, kind `restaurant`.
///
/// - Triggers count local edits — the window's, the command line's, another program's — only while the
///   kind has a collection (an account is set): without one a restaurant's insert, update or delete
///   pays one lookup in an empty table and writes nothing. An update counts only when a synced column
///   really changed (the form saves every column; saving unchanged text sends nothing).
/// - `restaurant_card_photo`: for a restaurant, the photo its card carries and the local `image` that
///   stands for it. A photo received by sync is written into the photo folder and remembered here
///   with its path; one that cannot be shown (too many pixels, not an image, a link to elsewhere) is
///   remembered with no path — the restaurant shows its initials and the card's photo is never
///   replaced unless the user sets another. A photo set here is remembered once it reached the server.
enum RestaurantSyncSchema {
    /// The columns a card carried when restaurants first synced (migration 8 → 9, which never changes).
    private static let columns = ["name", "type", "location", "image", "is_favorite", "phone", "summary", "position"]

    /// The trigger that counts an update of `columns` that really changed one of them.
    private static func updateTrigger(_ columns: [String]) -> String {
        let changed = columns.map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
        return """
            CREATE TRIGGER restaurant_sync_update AFTER UPDATE OF \(columns.joined(separator: ", ")) ON restaurant
            WHEN (\(changed)) AND EXISTS (SELECT 1 FROM sync_collection WHERE kind = 'restaurant')
            BEGIN
                INSERT INTO sync_item (kind, id, modified) VALUES ('restaurant', NEW.id, \(SyncSchema.now))
                ON CONFLICT (kind, id) DO UPDATE SET revision = revision + 1, modified = \(SyncSchema.now);
            END;
            """
    }

    static let migration = """
        CREATE TABLE restaurant_card_photo (
            id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
            image TEXT,
            card TEXT
        );
        CREATE TRIGGER restaurant_sync_insert AFTER INSERT ON restaurant
        WHEN EXISTS (SELECT 1 FROM sync_collection WHERE kind = 'restaurant')
        BEGIN
            INSERT INTO sync_item (kind, id, modified) VALUES ('restaurant', NEW.id, \(SyncSchema.now))
            ON CONFLICT (kind, id) DO UPDATE SET revision = revision + 1, deleted = 0, modified = \(SyncSchema.now);
        END;
        \(updateTrigger(columns))
        CREATE TRIGGER restaurant_sync_delete AFTER DELETE ON restaurant
        WHEN EXISTS (SELECT 1 FROM sync_collection WHERE kind = 'restaurant')
        BEGIN
            DELETE FROM sync_item WHERE kind = 'restaurant' AND id = OLD.id AND href IS NULL;
            UPDATE sync_item SET deleted = 1, revision = revision + 1, modified = \(SyncSchema.now)
            WHERE kind = 'restaurant' AND id = OLD.id;
        END;
        """

    /// The card carries the rating too (`X-FOODPIN-RATING`, issue 31): rating or clearing a restaurant
    /// counts as an edit to send, like any other field of its card.
    static let ratingMigration = """
        DROP TRIGGER restaurant_sync_update;
        \(updateTrigger(columns + ["rating"]))
        """
}
