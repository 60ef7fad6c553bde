import CGtk

/// An `AdwLeaflet`: UIKit's split view the GNOME way. On a wide window its pages sit side by side;
/// on a narrow one it folds, shows one page at a time and slides between them (with a swipe back).
///
/// - Note: libadwaita 1.2 has no `AdwNavigationView`; this is what GNOME apps of that release use for
///   a list and its details.
@MainActor
public final class Leaflet: Widget {
    /// Which way `navigate(_:)` moves.
    public enum Direction {
        /// Towards the first page (the list).
        case back
        /// Towards the last page (the details).
        case forward
    }

    /// An empty leaflet that folds when its pages do not fit side by side.
    public init() {
        super.init(adw_leaflet_new())
        adw_leaflet_set_can_navigate_back(leaflet, 1)
        adw_leaflet_set_transition_type(leaflet, ADW_LEAFLET_TRANSITION_TYPE_SLIDE)
    }

    /// Adds a page at the end; `navigatable: false` makes it a page the folded leaflet skips (a separator).
    /// - Complexity: O(1).
    public func append(_ child: Widget, navigatable: Bool = true) {
        let page = adw_leaflet_append(leaflet, child.widget)
        adw_leaflet_page_set_navigatable(page, navigatable.gboolean)
    }

    /// Whether the pages are shown one at a time (the window is narrow).
    public var isFolded: Bool { Bool(adw_leaflet_get_folded(leaflet)) }

    /// The page shown when folded (and the one keyboard focus belongs to).
    public var visibleChild: Widget? {
        get { adw_leaflet_get_visible_child(leaflet).flatMap { Object.wrapper(of: $0, as: Widget.self) } }
        set { if let newValue { adw_leaflet_set_visible_child(leaflet, newValue.widget) } }
    }

    /// Shows `child`, sliding when folded. - Complexity: O(1).
    public func show(_ child: Widget) { adw_leaflet_set_visible_child(leaflet, child.widget) }

    /// Slides to the previous or next page; false when there is none.
    @discardableResult
    public func navigate(_ direction: Direction) -> Bool {
        Bool(
            adw_leaflet_navigate(
                leaflet, direction == .back ? ADW_NAVIGATION_DIRECTION_BACK : ADW_NAVIGATION_DIRECTION_FORWARD))
    }

    /// Whether a slide between pages is running (a swipe included). - Complexity: O(1).
    public var isTransitionRunning: Bool { Bool(adw_leaflet_get_child_transition_running(leaflet)) }

    /// Runs `body` once, when the slide started by `show(_:)` or `navigate(_:)` is over: after the
    /// next painted frame, and after the slide when one runs then (animations may be off).
    /// - Complexity: O(1).
    public func afterTransition(_ body: @escaping @MainActor () -> Void) {
        afterNextFrame { [weak self] in
            guard let self, self.isTransitionRunning else { return body() }
            var connection: SignalConnection?
            connection = Signal.connect(self.object, "notify::child-transition-running") {
                [weak self] (_: UnsafeMutableRawPointer?) in
                guard let self, !self.isTransitionRunning else { return }
                connection?.disconnect()
                connection = nil
                body()
            }
        }
    }

    /// Runs `handler` when the leaflet folds or unfolds.
    @discardableResult
    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "notify::folded") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    /// Runs `handler` when the shown page changes (a swipe back included).
    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signal.connect(object, "notify::visible-child") { (_: UnsafeMutableRawPointer?) in handler() }
    }

    private var leaflet: OpaquePointer { widget.opaque }
}

extension Leaflet {
    /// Adds `child` as the leaflet's sidebar (its first page, a list beside its details): side by side
    /// it is `width` wide whatever it or the other pages hold — never wider, and narrower only when
    /// the window leaves no room — and folded it fills the window like any page. Returns the page
    /// widget the leaflet holds (to show, hide or let expand).
    ///
    /// - Note: an unfolded `AdwLeaflet` shares its width out by its pages' natural widths; a list's
    ///   natural width follows the longest text in view, and the details page's its content, so the
    ///   split moved by 14–18 px from one restaurant to the next. UIKit's split view has a
    ///   `preferredPrimaryColumnWidth`; this is that.
    /// - Complexity: O(1).
    @discardableResult
    public func appendSidebar(_ child: Widget, width: Int32) -> Widget {
        let sidebar = Box(.vertical)
        sidebar.append(child)
        sidebar.setCustomLayout(
            measure: { [weak child] orientation, forSize in
                guard let child else { return SizeRequest(minimum: 0, natural: 0) }
                let request = child.measure(orientation, forSize: forSize)
                guard orientation == .horizontal else { return request }
                return SizeRequest(minimum: request.minimum, natural: max(request.minimum, width))
            },
            allocate: { [weak child] width, height, baseline in
                child?.allocate(width: width, height: height, baseline: baseline)
            })
        sidebar.hexpand = false
        append(sidebar)
        return sidebar
    }
}
