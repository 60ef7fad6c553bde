// Why this exists: the search provider lives as long as the app and is reachable at the app's bus
// name, io.github.foodpin.FoodPin, whether a person started the app or D-Bus did.
import FoodPinModel
import Foundation
import GtkKit

/// FoodPin's `org.gnome.Shell.SearchProvider2` object on the session bus, exported before the
/// application takes its name (a call arriving at once, as after D-Bus activation, finds it).
@MainActor
final class SearchProviderService {
    private let object: DBusObject
    private let provider: SearchProvider

    /// Exports the provider for the database at `databasePath` (nil: `$FOODPIN_DB`, else the default
    /// location; nothing is created). Activating a result or "Search in FoodPin" runs `actions`;
    /// without them, both activate `application` (its window comes forward). Nil when there is no
    /// session bus (a bare terminal, a test without one): the app runs as before, unsearchable.
    init?(application: Application, databasePath: String?, actions: SearchProvider.Actions? = nil) {
        let actions =
            actions
            ?? SearchProvider.Actions(
                openRestaurant: { [weak application] _, _ in application?.activate() },
                openSearch: { [weak application] _ in application?.activate() },
                noteActivity: { [weak application] in application?.noteActivity() })
        let provider = SearchProvider(
            databasePath: DatabaseLocation.path(explicitPath: databasePath), actions: actions)
        guard
            let object = try? DBusObject(
                path: SearchProviderInterface.objectPath, introspectionXML: SearchProviderInterface.introspectionXML,
                handler: { provider.handle($0) })
        else { return nil }
        self.object = object
        self.provider = provider
    }
}
