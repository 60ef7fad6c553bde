#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer: Swift cannot import it.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/// sqlite3_db_config is variadic: Swift cannot call it. Turns off the checkpoint SQLite runs when the
/// last connection to a WAL database closes (which would copy the WAL's pages into the main file).
static inline int csqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

/// sqlite3_config is variadic: Swift cannot call it. Routes SQLite's error log (which names the file and
/// the operating system's errno of every failed open, read or write) to `callback`. Must run before
/// SQLite initialises, i.e. before the first connection of the process.
static inline int csqlite_config_log(void (*callback)(void *, int, const char *)) {
    return sqlite3_config(SQLITE_CONFIG_LOG, callback, (void *)0);
}
