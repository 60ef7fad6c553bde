// HelloTable: the smallest GtkKit app. A list of strings fed by a diffable data source; swipe a row to
// the left (or press Delete on it) to delete it, and Undo in the toast (or Ctrl+Z) brings it back.
// `swift run HelloTable`. Uses only GtkKit's and Diffable's public API.
import Diffable
import GtkKit

@MainActor
final class HelloTable: TableViewDelegate {
    enum Section: Hashable, Sendable { case main }

    let window: Window
    let table = TableView()
    let toasts = ToastOverlay()
    var dataSource: TableViewDiffableDataSource<Section, String>!
    /// Each deletion keeps the snapshot from before it (copies share storage: O(1)); Undo applies that.
    var undo: UndoToast<(word: String, before: DiffableSnapshot<Section, String>)>!

    init(application: Application) {
        window = Window(application: application, title: "Hello, Table", width: 360, height: 480)
        let content = Box(.vertical)
        content.append(HeaderBar())
        content.append(table)
        toasts.child = content
        window.content = toasts
        window.addShortcut("<Control>z") { [weak self] in self?.undo.undo() ?? false }

        table.delegate = self
        table.register({ Label() }, forCellReuseIdentifier: "word")
        dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, word in
            let label = table.dequeueReusableCell(withIdentifier: "word", for: indexPath, as: Label.self)
            label.text = word
            label.xalign = 0
            label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            return label
        }
        undo = UndoToast(
            title: { deletions in "Deleted “\(deletions.last?.word ?? "")”" },
            present: { [toasts] toast in toasts.add(toast) },
            revert: { [weak self] deletions in  // most recent first: the last is from before them all
                if let oldest = deletions.last { self?.dataSource.apply(oldest.before) }
            }
        )

        var snapshot = DiffableSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"], toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.present()
    }

    func tableView(
        _ tableView: TableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let word = dataSource.itemIdentifier(for: indexPath) else { return SwipeActionsConfiguration() }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.delete(word)
            done(true)
        }
        delete.shortcut = "Delete"  // performs it while the row has the focus; shown in the row's menu
        return SwipeActionsConfiguration(actions: [delete])
    }

    func delete(_ word: String) {
        let before = dataSource.snapshot()
        var snapshot = before
        snapshot.deleteItems([word])
        dataSource.apply(snapshot)
        undo.record((word, before))
    }
}

let application = Application(id: "io.github.foodpin.examples.HelloTable", unique: false)
var controller: HelloTable?
application.onActivate { controller = HelloTable(application: application) }
_ = application.run()
