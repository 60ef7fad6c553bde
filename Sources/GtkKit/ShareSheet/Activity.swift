import CGtk

/// A service the share sheet offers: a built-in one (Copy, Save to File…, Email) or one the app adds.
///
/// - Note: UIKit subclasses `UIActivity`; here an activity is a value with a title, a symbolic icon
///   and a closure, and the built-in ones are static members.
@MainActor
public struct Activity {
    /// Identifies an activity, for `excludedActivityTypes` and the completion handler.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier, in reverse-DNS form (`"org.gtkkit.activity.copy"`).
        public let rawValue: String
        /// An activity type with the identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An activity type with the identifier `rawValue`, unlabelled.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copy: the text and the image on the clipboard together.
        /// - Note: UIKit calls the clipboard the pasteboard; the name is kept for familiarity.
        public static let copyToPasteboard = ActivityType("org.gtkkit.activity.copy")
        /// Save to File…: the image as PNG, or the text as a .txt file, where the user chooses.
        public static let saveToFile = ActivityType("org.gtkkit.activity.save-to-file")
        /// Email: a new message in the user's mail app, through `xdg-email`.
        public static let mail = ActivityType("org.gtkkit.activity.mail")
    }

    /// The reply an activity gives when it is done.
    typealias Finish = @MainActor (_ completed: Bool, _ error: Error?) -> Void

    /// Identifies the activity in `excludedActivityTypes` and the completion handler.
    public let activityType: ActivityType
    /// The label under the icon, and the button's accessible name.
    public let title: String
    /// A symbolic icon name (`"edit-copy-symbolic"`).
    public let image: String
    let perform: @MainActor (ActivityRun, @escaping Finish) -> Void

    /// An activity the app adds (UIKit's `applicationActivities`). `perform` receives the shared items;
    /// returning counts as completed, throwing reports the error to the user and to the completion handler.
    public init(
        title: String, image: String, type: ActivityType? = nil,
        perform: @escaping @MainActor ([ActivityItem]) throws -> Void
    ) {
        self.activityType = type ?? ActivityType("app.activity.\(title)")
        self.title = title
        self.image = image
        self.perform = { run, finish in
            do {
                try perform(run.items)
                finish(true, nil)
            } catch {
                finish(false, error)
            }
        }
    }

    init(
        type: ActivityType, title: String, image: String,
        perform: @escaping @MainActor (ActivityRun, @escaping Finish) -> Void
    ) {
        self.activityType = type
        self.title = title
        self.image = image
        self.perform = perform
    }
}

/// What an activity works on: the items as given and as resolved, and the window it runs over.
@MainActor
struct ActivityRun {
    let items: [ActivityItem]
    let content: ShareContent
    let window: Window
    let controller: ActivityViewController
}
