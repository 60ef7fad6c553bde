import GtkKit
import Localization

/// The To-Do window's layout: a header bar (Edit, the main menu), the composer bar, and below it the
/// list, its empty state or the "cannot open" page, then the sync status line, all under a toast
/// overlay.
///
/// Why it exists: it builds and places widgets and nothing else; `TodoListController` gives them
/// meaning, so the window stays small: controllers apart from views.
@MainActor
final class TodoWindow: Window {
    /// The pages under the composer bar.
    enum Page: String { case list, empty, unavailable }

    let headerBar = HeaderBar()
    /// Enters edit mode (the seed's `editButtonItem`); hidden while editing, where Done replaces it.
    let editButton = Button(label: localized("Edit"))
    /// Deletes the rows selected in edit mode ("Delete (3)"); shown only while some are.
    let deleteSelectionButton = Button(label: "")
    let menuButton = PrimaryMenu.make()
    /// "To-Do" over how many are left.
    private let titleWidget = WindowTitle(title: localized("To-Do"))
    let composer = ComposerBar()
    let table = TableView()
    let toasts = ToastOverlay()
    private let pages = Stack(transitionDuration: 180)
    private let composerArea = Box(.vertical)
    private let column = Box(.vertical)

    init(application: Application) {
        super.init(application: application, title: localized("To-Do"), width: 460, height: 640)
        TodoStyle.install()
        editButton.tooltip = localized("Delete or reorder to-dos (Ctrl+E)")
        headerBar.packStart(editButton)
        deleteSelectionButton.addCSSClass("destructive-action")
        deleteSelectionButton.isVisible = false
        headerBar.packStart(deleteSelectionButton)
        headerBar.packEnd(menuButton)
        headerBar.titleWidget = titleWidget

        composerArea.append(composer.view)
        composerArea.append(Separator())
        table.addCSSClass("todo-list")
        table.accessibleLabel = localized("To-dos")
        add(table, as: .list)
        add(EmptyListPage.make(), as: .empty)
        pages.vexpand = true

        column.append(headerBar)
        column.append(composerArea)
        column.append(pages)
        toasts.child = column
        content = toasts
        show(page, animated: false)
    }

    /// The page shown under the composer; changes crossfade.
    var page: Page = .empty {
        didSet { if page != oldValue { show(page, animated: true) } }
    }

    private func add(_ widget: Widget, as page: Page) {
        pages.addNamed(widget, name: page.rawValue)
    }

    /// Shows `page`; the stack hides the others from screen readers.
    private func show(_ page: Page, animated: Bool) {
        pages.setVisibleChild(name: page.rawValue, animated: animated)
    }

    /// Replaces the list with a page explaining why it cannot be opened, and hides what needs a list.
    func showUnavailable(_ error: Error) {
        add(UnavailablePage.make(error: error), as: .unavailable)
        page = .unavailable
        composerArea.isVisible = false
        editButton.isVisible = false
        subtitle = ""  // the count of a list no longer shown
    }

    /// The title's second line ("3 left"); empty hides it.
    var subtitle: String {
        get { titleWidget.subtitle }
        set { titleWidget.subtitle = newValue }
    }

    /// Whether the menu's Clear Completed can be used (set by the controller).
    var clearCompletedEnabled = false {
        didSet { onClearCompletedEnabled?(clearCompletedEnabled) }
    }
    var onClearCompletedEnabled: (@MainActor (Bool) -> Void)?

    /// Shows what the counts say: "3 left", whether Edit and Clear Completed can be used.
    func show(_ counts: TodoCounts) {
        subtitle = counts.subtitle
        editButton.isSensitive = counts.total > 0
        clearCompletedEnabled = counts.hasCompleted
    }

    /// Shows a toast.
    func show(_ toast: Toast) { toasts.add(toast) }

    /// Places the sync status line under the list (SyncUI's; it hides itself while signed out).
    func placeSyncStatus(_ line: Widget) {
        column.append(line)
    }
}
