import Foundation

/// The schema, versioned with `PRAGMA user_version`, and its forward migrations.
///
/// Migration `n` takes a database from version `n` to `n + 1`; all pending ones run in one
/// `BEGIN IMMEDIATE` transaction, so two processes opening a new file at once migrate it once.
/// A file whose version is newer than `current`, or not one FoodPin ever wrote, is refused before
/// anything is written (`DatabaseOwnership`).
enum Schema {
    static let migrations: [String] = [
        // 0 → 1: restaurants and the meta table (which records one-time events such as seeding).
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE restaurant (
            id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
            position REAL NOT NULL,
            name TEXT NOT NULL,
            type TEXT NOT NULL,
            location TEXT NOT NULL,
            image TEXT,
            is_favorite INTEGER NOT NULL DEFAULT 0 CHECK (is_favorite IN (0, 1)),
            phone TEXT,
            summary TEXT,
            created_at REAL NOT NULL  -- seconds since 2001-01-01 UTC
        );
        CREATE INDEX restaurant_by_position ON restaurant (position);
        """,
        // 1 → 2: the to-do list.
        """
        CREATE TABLE todo_item (
            id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
            position REAL NOT NULL,
            text TEXT NOT NULL CHECK (length(trim(text)) > 0),
            created_at REAL NOT NULL  -- seconds since 2001-01-01 UTC
        );
        CREATE INDEX todo_item_by_position ON todo_item (position);
        """,
        // 2 → 3: the restaurants' display order as a covering index, so that reading the order of
        // 100,000 restaurants (`identifiers()`) touches no table row; it serves `max(position)` too.
        """
        CREATE INDEX restaurant_order ON restaurant (position, id);
        DROP INDEX restaurant_by_position;
        """,
        // 3 → 4: FoodPin's application id in the header, so that a file is known to be ours
        // (`DatabaseOwnership`) without guessing from its tables.
        "PRAGMA application_id = \(DatabaseOwnership.applicationID);",
        // 4 → 5: a to-do can be done. Open and done items are shown as two sections, each in list
        // order, so the order of each is an index of its own (`done`, then `position`).
        """
        ALTER TABLE todo_item ADD COLUMN done INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1));
        CREATE INDEX todo_item_by_state ON todo_item (done, position);
        """,
        SyncSchema.migration,
        // 6 → 7: where each restaurant is (issue 30): latitude and longitude, and the index a map's
        // reads use (RestaurantStore+Places).
        RestaurantStore.placesMigration,
        // 7 → 8: a restaurant can be rated with a mood (issue 31: the review screen, `foodpin rate`);
        // RestaurantStore+Rating.
        RestaurantStore.ratingMigration,
        // 8 → 9: FoodPin's restaurants in sync (issue 27): their triggers and the photos of their cards
        // (RestaurantSyncSchema).
        RestaurantSyncSchema.migration,
        // 9 → 10: a restaurant's rating rides its card (issue 31's `X-FOODPIN-RATING`): rating one counts
        // as an edit to send (RestaurantSyncSchema).
        RestaurantSyncSchema.ratingMigration,
    ]

    /// The version this build writes.
    static var current: Int { migrations.count }

    /// Refuses a newer file, then brings an older one up to `current`.
    static func migrate(_ connection: SQLiteConnection) throws {
        let found = try connection.integer("PRAGMA user_version")
        guard found <= current else {
            throw StoreError.newerSchema(path: connection.path, found: found, supported: current)
        }
        guard found < current else { return }
        try connection.write {
            // Judged again under the write lock: another process may have migrated meanwhile, and a
            // version out of range must never index `migrations`.
            let facts = try DatabaseOwnership.read(connection)
            try DatabaseOwnership.judge(facts, path: connection.path)
            let version = facts.version
            guard version < current else { return }
            for step in version..<current {
                try connection.execute(migrations[step])
            }
            // PRAGMA takes no bound parameters; `current` is a constant of this build.
            try connection.execute("PRAGMA user_version = \(current)")
        }
    }
}
