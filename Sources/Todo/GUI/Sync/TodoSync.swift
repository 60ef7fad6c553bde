// Why this type exists: To-Do's sync in the window, in one place — SyncUI's shared pieces given
// To-Do's words (a calendar of to-dos), the status line placed under the list, and the list's
// backlog (to-dos changed here, not yet on the server) turned into "sync a couple of seconds from
// now". What a sync brings reaches the list as any other process's change does
// (`observeChangesByOthers` in TodoListController): animated, keeping the selection and the scroll.
//
// Threading rule: main thread; syncs, sign-in and sign-out run on SyncUI's worker.
import FoodPinModel
import GtkKit
import Localization
import Sync
import SyncUI

@MainActor
final class TodoSync {
    let controller: SyncController
    private var backlogWatch: ObservationToken?

    init(list: TodoList, window: TodoWindow) {
        controller = SyncController(
            settings: SyncSettings(
                databasePath: list.path, mapping: TodoMapping(),
                collectionTitle: localized("Calendar"),
                accountDescription: localized(
                    "Keep your to-dos in a CalDAV calendar (Nextcloud, Radicale, Fastmail…) to see them on your phone and other computers. The password is kept in your keyring."
                )))
        window.placeSyncStatus(controller.statusBar.view)
        // Every commit by anyone reports the backlog (SyncController decides when it asks for a sync).
        backlogWatch = list.observeSyncBacklogOnMain { [weak self] in self?.controller.backlogChanged($0) }
        controller.start()
    }

    /// Stops every sync (the list was taken away: the file is damaged or replaced).
    func stop() {
        backlogWatch = nil
        controller.stop()
    }
}
