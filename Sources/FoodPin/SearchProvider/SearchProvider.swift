// GNOME Shell's search, answered by FoodPin: type a restaurant's name in Activities and it appears.
//
// Design
//   SearchProvider          (this file) the answers of org.gnome.Shell.SearchProvider2: the window's
//                           matching (the model's RestaurantFinder: every word, any order, accents
//                           ignored), at most `maximumResults`, names and "type · location", icons
//   SearchProviderInterface the interface as introspection XML, and its object path
//   SearchResultIcons       each result's icon: its photo, or its initials on their colour, drawn round
//                           as its row shows it, kept while the photo file is unchanged
//   SearchProviderService   the object exported on the session bus (GtkKit's DBusObject) for the app's
//                           life, keeping a D-Bus-activated app alive while the Shell asks, and handing
//                           ActivateResult and LaunchSearch to the window on the main thread
//   DBusActivation          `foodpin --gapplication-service`: how D-Bus starts the app
//   Data files: data/search-provider/io.github.foodpin.FoodPin.search-provider.ini (the Shell reads
//   it), data/dbus-1/services/io.github.foodpin.FoodPin.service (D-Bus starts the app by it), and
//   DBusActivatable=true in the desktop file.
//
// The database is never opened for writing: the finder reads through a connection that cannot
// write, opened per request. A missing, foreign, damaged or newer database answers nothing — no
// results, no error to the Shell, nothing printed: the Shell shows other providers' results.
//
// Threading rule: the answers run on GtkKit's D-Bus dispatch thread, one call at a time, never on the
// main thread (a window busy with a million rows does not delay the Shell, nor the Shell the window);
// the state below is behind a mutex all the same. What opens or changes the window is handed to the
// main queue.
import FoodPinModel
import Foundation
import GtkKit
import Localization
import Synchronization

/// The answers to GNOME Shell's search: result sets, result metas, and what to do when one is chosen.
final class SearchProvider: Sendable {
    /// The most results one answer holds: the Shell shows five rows per provider.
    static let maximumResults = 5

    /// What the provider hands to the app (on the main queue) when the user chooses.
    struct Actions: Sendable {
        /// A result was activated: open the window on that restaurant.
        var openRestaurant: @MainActor @Sendable (UUID, _ terms: [String]) -> Void
        /// "Search in FoodPin" was chosen: open the window searching for the terms.
        var openSearch: @MainActor @Sendable (_ terms: [String]) -> Void
        /// Any call was answered: a D-Bus-activated app stays alive a while longer.
        var noteActivity: @MainActor @Sendable () -> Void
    }

    private struct State: ~Copyable {
        var finder: RestaurantFinder
        var icons = SearchResultIcons()
    }
    private let state: Mutex<State>
    private let actions: Actions

    /// A provider for the database at `path`, which is read only when the Shell asks.
    init(databasePath path: String, actions: Actions) {
        state = Mutex(State(finder: RestaurantFinder(path: path)))
        self.actions = actions
    }

    /// Answers one call of `org.gnome.Shell.SearchProvider2` (GDBus has checked its arguments).
    func handle(_ call: DBusObject.MethodCall) -> DBusObject.Reply {
        let noteActivity = actions.noteActivity
        DispatchQueue.main.async { MainActor.assumeIsolated { noteActivity() } }
        let arguments = call.arguments
        switch call.method {
        case "GetInitialResultSet":
            return .values([.strings(resultSet(for: arguments.first?.strings ?? []))])
        case "GetSubsearchResultSet":
            // Searched afresh, not within the previous results: those were cut to a handful, and a
            // longer query may match restaurants the cut left out.
            return .values([.strings(resultSet(for: arguments.dropFirst().first?.strings ?? []))])
        case "GetResultMetas":
            return .values([.array(elementType: "a{sv}", metas(for: arguments.first?.strings ?? []))])
        case "ActivateResult":
            let terms = arguments.dropFirst().first?.strings ?? []
            if let id = arguments.first?.string.flatMap(UUID.init(uuidString:)) {
                let open = actions.openRestaurant
                DispatchQueue.main.async { MainActor.assumeIsolated { open(id, terms) } }
            }
            return .values([])
        case "LaunchSearch":
            let terms = arguments.first?.strings ?? []
            let open = actions.openSearch
            DispatchQueue.main.async { MainActor.assumeIsolated { open(terms) } }
            return .values([])
        default:
            return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "No method \(call.method)")
        }
    }

    /// The identifiers (lowercase UUIDs) of at most `maximumResults` restaurants matching `terms`; none
    /// when the database cannot be read.
    func resultSet(for terms: [String]) -> [String] {
        let text = terms.joined(separator: " ")
        let found = state.withLock { state in try? state.finder.search(text, limit: Self.maximumResults) }
        return (found ?? []).map { $0.uuidString.lowercased() }
    }

    /// Each restaurant's meta — id, name, "type · location", icon — for the identifiers the Shell
    /// shows, in its order; identifiers of no restaurant (or not identifiers at all) are left out.
    func metas(for identifiers: [String]) -> [DBusValue] {
        let ids = identifiers.compactMap(UUID.init(uuidString:))
        return state.withLock { state -> [DBusValue] in
            guard let found = try? state.finder.restaurants(withIDs: ids) else { return [] }
            return found.map { restaurant in
                .vardict([
                    "id": .string(restaurant.id.uuidString.lowercased()),
                    "name": .string(restaurant.name),
                    "description": .string(Self.description(of: restaurant)),
                    "icon": state.icons.icon(for: restaurant),
                ])
            }
        }
    }

    /// "Tea House · Hong Kong".
    static func description(of restaurant: RestaurantFinder.Found) -> String {
        // Translators: a restaurant in GNOME's search results, under its name: its type and where it is.
        localized("{type} · {location}", ["type": restaurant.type, "location": restaurant.location])
    }
}
