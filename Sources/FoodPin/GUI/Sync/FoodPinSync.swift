// Why this type exists: FoodPin's sync in the window, in one place — SyncUI's shared pieces given
// FoodPin's words (an address book of restaurants), the status line placed under the list, and the
// restaurants' backlog (changed here, not yet on the server) turned into "sync a couple of seconds
// from now". What a sync brings reaches the list as a terminal's change does (the store's
// observation → IdentifierFeed → the list): animated, keeping the selection, the scroll and an open
// details page; an open Edit form says its restaurant changed and keeps what the user typed
// (RestaurantFormController.storeDidChange).
//
// Threading rule: main thread; syncs, sign-in and sign-out run on SyncUI's worker.
import FoodPinModel
import GtkKit
import Localization
import Sync
import SyncUI

@MainActor
final class FoodPinSync {
    let controller: SyncController
    private var backlogWatch: ObservationToken?

    /// Starts syncing `store`'s restaurants; `placeStatus` puts the status line under the list.
    init(store: RestaurantStore, placeStatus: (Widget) -> Void) {
        let mapping = RestaurantMapping(photos: CardPhotos())
        controller = SyncController(
            settings: SyncSettings(
                databasePath: store.path, mapping: mapping,
                collectionTitle: localized("Address Book"),
                accountDescription: localized(
                    "Keep your restaurants in a CardDAV address book (Nextcloud, Radicale, Fastmail…) to see them on your phone and other computers, as business cards. The password is kept in your keyring."
                )))
        placeStatus(controller.statusBar.view)
        // Every commit by anyone reports the backlog (SyncController decides when it asks for a sync).
        backlogWatch = store.observeSyncBacklogOnMain { [weak self] in self?.controller.backlogChanged($0) }
        controller.start()
    }

    /// Stops every sync (the list was taken away: the file is damaged or replaced).
    func stop() {
        backlogWatch = nil
        controller.stop()
    }
}
