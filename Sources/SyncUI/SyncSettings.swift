import Foundation
import Sync

/// What an app tells the shared sync pieces about its collection. The words are the app's: To-Do
/// syncs a calendar, FoodPin an address book.
public struct SyncSettings: Sendable {
    /// The database the window opened.
    public var databasePath: String
    /// What the records look like on the server (`TodoMapping`; FoodPin's vCard mapping).
    public var mapping: any SyncMapping
    /// The title of the collection's field and row ("Calendar", "Address Book").
    public var collectionTitle: String
    /// The account group's description on the Preferences page (which servers, what is synced).
    public var accountDescription: String
    /// Where the password is kept.
    public var secrets: any SecretStore
    /// Limits of each sync.
    public var configuration: SyncConfiguration
    /// When the window syncs.
    public var timing: SyncScheduler.Timing

    public init(
        databasePath: String, mapping: any SyncMapping, collectionTitle: String,
        accountDescription: String, secrets: any SecretStore = SecretService(),
        configuration: SyncConfiguration = SyncConfiguration(), timing: SyncScheduler.Timing = .fromEnvironment()
    ) {
        self.databasePath = databasePath
        self.mapping = mapping
        self.collectionTitle = collectionTitle
        self.accountDescription = accountDescription
        self.secrets = secrets
        self.configuration = configuration
        self.timing = timing
    }
}
