/// The tables sync keeps beside the lists (issue 26; FoodPin's address book rides them next).
///
/// - `sync_account`: the one account of the database (server, user). Never a password: that lives
///   in the Secret Service only.
/// - `sync_collection`: per synced collection (`kind`: `todo`, later `restaurant`), the name asked
///   for, the collection's URL once found, its sync token or CTag, and `base`: the server, user and
///   collection the item states below were made against. A different base means every state is
///   stale and the next sync merges by UID instead of trusting hrefs.
/// - `sync_item`: per record, its UID, href, ETag and the last text the server had (the base of a
///   three-way merge), `revision` (local edits, counted by the triggers) against `synced` (the
///   revision the server has), and `deleted` (a tombstone: the record is gone here, not yet there).
/// - `sync_conflict`: a value that lost a conflict, kept for the user to take back.
///
/// The triggers count local edits whoever makes them (the window, the command line, another
/// program), and only while the kind has a collection: without an account they write nothing.
/// Sync's own writes go through the same triggers and then set `synced = revision` in the same
/// transaction, so a user's edit made while a request was in flight still counts.
enum SyncSchema {
    /// Seconds since 2001-01-01 UTC (Foundation's reference date), as SQL.
    static let now = "((julianday('now') - 2451910.5) * 86400.0)"

    static let migration = """
        CREATE TABLE sync_account (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            server TEXT NOT NULL,
            user TEXT NOT NULL
        );
        CREATE TABLE sync_collection (
            kind TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            url TEXT,
            sync_token TEXT,
            ctag TEXT,
            base TEXT,
            last_sync REAL
        ) WITHOUT ROWID;
        CREATE TABLE sync_item (
            kind TEXT NOT NULL,
            id BLOB NOT NULL CHECK (length(id) = 16),
            uid TEXT,
            href TEXT,
            etag TEXT,
            server_text TEXT,
            revision INTEGER NOT NULL DEFAULT 1,
            synced INTEGER NOT NULL DEFAULT 0,
            deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
            modified REAL,
            PRIMARY KEY (kind, id)
        ) WITHOUT ROWID;
        CREATE INDEX sync_item_by_href ON sync_item (kind, href) WHERE href IS NOT NULL;
        CREATE INDEX sync_item_by_uid ON sync_item (kind, uid) WHERE uid IS NOT NULL;
        CREATE INDEX sync_item_pending ON sync_item (kind, id) WHERE revision > synced;
        CREATE TABLE sync_conflict (
            kind TEXT NOT NULL,
            id BLOB NOT NULL,
            field TEXT NOT NULL,
            kept TEXT,
            lost TEXT,
            at REAL NOT NULL
        );
        CREATE TRIGGER todo_item_sync_insert AFTER INSERT ON todo_item
        WHEN EXISTS (SELECT 1 FROM sync_collection WHERE kind = 'todo')
        BEGIN
            INSERT INTO sync_item (kind, id, modified) VALUES ('todo', NEW.id, \(now))
            ON CONFLICT (kind, id) DO UPDATE SET revision = revision + 1, deleted = 0, modified = \(now);
        END;
        CREATE TRIGGER todo_item_sync_update AFTER UPDATE OF text, done, position ON todo_item
        WHEN EXISTS (SELECT 1 FROM sync_collection WHERE kind = 'todo')
        BEGIN
            INSERT INTO sync_item (kind, id, modified) VALUES ('todo', NEW.id, \(now))
            ON CONFLICT (kind, id) DO UPDATE SET revision = revision + 1, modified = \(now);
        END;
        CREATE TRIGGER todo_item_sync_delete AFTER DELETE ON todo_item
        WHEN EXISTS (SELECT 1 FROM sync_collection WHERE kind = 'todo')
        BEGIN
            DELETE FROM sync_item WHERE kind = 'todo' AND id = OLD.id AND href IS NULL;
            UPDATE sync_item SET deleted = 1, revision = revision + 1, modified = \(now)
            WHERE kind = 'todo' AND id = OLD.id;
        END;
        """
}
