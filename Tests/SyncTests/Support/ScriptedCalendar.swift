import FoodPinModel
import Sync
import SyncTestSupport

/// Signs the database at `path` in to `server` as "ann", its calendar already found at `calendar`: a
/// scripted server plays the calendar only, not the discovery that would find it. The password is
/// the caller's to store (in memory, or in a keyring for the real `todo`).
/// - Returns: the ledger and the account.
func signIn(at path: String, to server: ScriptedServer, calendar: String = "/cal/") throws -> (SyncLedger, SyncAccount)
{
    let ledger = try SyncLedger(path: path)
    let account = SyncAccount(server: server.url, user: "ann")
    try ledger.setAccount(account, collections: ["todo": "To-Do"], records: [TodoList.syncRecords])
    try ledger.write { transaction in
        guard var collection = try transaction.collection("todo") else { return }
        collection.url = calendar
        try transaction.saveCollection(collection)
    }
    return (ledger, account)
}
