// SwipeActionsGallery: every kind of contextual action GtkKit offers, one row each: the normal and the
// destructive style, system and custom colours, icons with and without titles, one action or several,
// on the leading and on the trailing edge, with full swipe on and off. Performing an action shows a
// toast naming it. `swift run SwipeActionsGallery`. Uses only GtkKit's and Diffable's public API.
import Diffable
import GtkKit

/// One action as a value (a `ContextualAction` is made afresh each time a row asks for its actions).
struct Spec: Hashable, Sendable {
    var title: String?
    var style = ContextualAction.Style.normal
    var image: String?
    var color: Color?
    /// Whether the handler reports the action done (the row closes) or not (the row springs back).
    var completes = true
}

/// One row of the gallery: its title, and the actions of each edge.
struct Demo: Hashable, Sendable {
    var title: String
    var leading: [Spec] = []
    var trailing: [Spec] = []
    var fullSwipe = true
}

let demos = [
    Demo(title: "Trailing: destructive, full swipe", trailing: [Spec(title: "Delete", style: .destructive)]),
    Demo(
        title: "Trailing: destructive, no full swipe",
        trailing: [Spec(title: "Delete", style: .destructive)],
        fullSwipe: false
    ),
    Demo(
        title: "Trailing: Delete and Share, with icons",
        trailing: [
            Spec(title: "Delete", style: .destructive, image: "user-trash-symbolic", color: .systemRed),
            Spec(title: "Share", image: "send-to-symbolic", color: .systemOrange),
        ]
    ),
    Demo(
        title: "Leading: normal, full swipe",
        leading: [Spec(title: "Favourite", image: "starred-symbolic", color: .systemYellow)]
    ),
    Demo(
        title: "Leading: two actions, no full swipe",
        leading: [
            Spec(title: "Pin", image: "view-pin-symbolic", color: .systemBlue),
            Spec(title: "Flag", color: .systemPurple),
        ],
        fullSwipe: false
    ),
    Demo(
        title: "Both edges",
        leading: [Spec(title: "Read", image: "mail-read-symbolic", color: .systemTeal)],
        trailing: [Spec(title: "More", image: "view-more-symbolic"), Spec(title: "Archive", color: .systemGreen)]
    ),
    Demo(title: "Trailing: icon only", trailing: [Spec(image: "mail-mark-important-symbolic", color: .systemPink)]),
    Demo(
        title: "Trailing: custom colours, hex and RGB",
        trailing: [
            Spec(title: "Hex", color: Color(hex: "#1C71D8")),
            Spec(title: "RGB", color: Color(red: 0.15, green: 0.55, blue: 0.45)),
        ]
    ),
    Demo(title: "Trailing: grey default, springs back", trailing: [Spec(title: "Try", completes: false)]),
]

@MainActor
final class Gallery: TableViewDelegate {
    let window: Window
    let table = TableView()
    let toasts = ToastOverlay()
    var dataSource: TableViewDiffableDataSource<Int, Demo>!

    init(application: Application) {
        window = Window(application: application, title: "Swipe Actions", width: 480, height: 640)
        let content = Box(.vertical)
        content.append(HeaderBar())
        content.append(table)
        toasts.child = content
        window.content = toasts

        table.delegate = self
        table.register({ Label() }, forCellReuseIdentifier: "demo")
        dataSource = TableViewDiffableDataSource(tableView: table) { table, indexPath, demo in
            let label = table.dequeueReusableCell(withIdentifier: "demo", for: indexPath, as: Label.self)
            label.text = demo.title
            label.xalign = 0
            label.setMargins(top: 14, bottom: 14, start: 12, end: 12)
            return label
        }
        var snapshot = DiffableSnapshot<Int, Demo>()
        snapshot.appendSections([0])
        snapshot.appendItems(demos, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.present()
    }

    func tableView(
        _ tableView: TableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let demo = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return configuration(demo.leading, fullSwipe: demo.fullSwipe, row: demo.title)
    }

    func tableView(
        _ tableView: TableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let demo = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return configuration(demo.trailing, fullSwipe: demo.fullSwipe, row: demo.title)
    }

    /// The actions of one edge; an empty configuration turns swiping from that edge off.
    func configuration(_ specs: [Spec], fullSwipe: Bool, row: String) -> SwipeActionsConfiguration {
        let actions = specs.map { spec in
            let action = ContextualAction(style: spec.style, title: spec.title) { [weak self] action, _, done in
                self?.toasts.add(Toast("\(action.title ?? action.image ?? "Action") on “\(row)”"))
                done(spec.completes)
            }
            action.image = spec.image
            action.backgroundColor = spec.color
            return action
        }
        return SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: fullSwipe)
    }
}

let application = Application(id: "io.github.foodpin.examples.SwipeActionsGallery", unique: false)
var gallery: Gallery?
application.onActivate { gallery = Gallery(application: application) }
_ = application.run()
