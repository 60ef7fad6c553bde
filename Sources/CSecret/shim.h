#include <libsecret/secret.h>

// The Secret Service item of a sync account: one password per (server, user), found by those two
// attributes under FoodPin's schema. libsecret's variadic calls and its schema struct (an array of
// 32 attributes) do not import into Swift; these wrappers build both in C.

static inline const SecretSchema *csecret_schema(void) {
    static const SecretSchema schema = {
        "io.github.foodpin.Account", SECRET_SCHEMA_NONE,
        {
            {"server", SECRET_SCHEMA_ATTRIBUTE_STRING},
            {"user", SECRET_SCHEMA_ATTRIBUTE_STRING},
            {NULL, 0},
        }
    };
    return &schema;
}

static inline GHashTable *csecret_attributes(const char *server, const char *user) {
    GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
    g_hash_table_insert(attributes, (gpointer)"server", (gpointer)server);
    g_hash_table_insert(attributes, (gpointer)"user", (gpointer)user);
    return attributes;
}

/// Stores `password` in the default collection; FALSE and `error` set when it cannot.
static inline gboolean csecret_store(const char *server, const char *user, const char *label, const char *password,
                                     GError **error) {
    GHashTable *attributes = csecret_attributes(server, user);
    gboolean stored = secret_password_storev_sync(csecret_schema(), attributes, SECRET_COLLECTION_DEFAULT, label,
                                                  password, NULL, error);
    g_hash_table_unref(attributes);
    return stored;
}

/// The password, or NULL (with `error` set when the lookup itself failed). Free with `csecret_free`.
static inline char *csecret_lookup(const char *server, const char *user, GError **error) {
    GHashTable *attributes = csecret_attributes(server, user);
    char *password = secret_password_lookupv_sync(csecret_schema(), attributes, NULL, error);
    g_hash_table_unref(attributes);
    return password;
}

/// Removes the password; FALSE with `error` unset when there was none.
static inline gboolean csecret_clear(const char *server, const char *user, GError **error) {
    GHashTable *attributes = csecret_attributes(server, user);
    gboolean cleared = secret_password_clearv_sync(csecret_schema(), attributes, NULL, error);
    g_hash_table_unref(attributes);
    return cleared;
}

/// Wipes and frees a password libsecret returned.
static inline void csecret_free(char *password) { secret_password_free(password); }

/// The message of `error`, and frees it.
static inline void csecret_error_free(GError *error) { g_error_free(error); }
