import Localization

/// The container every table row lives in: holds the cell, reveals swipe actions, shows the edit-mode
/// delete control, and opens the row's context menu.
///
/// Drag a row left (mouse, touch, or a touchpad's horizontal scroll) to reveal the trailing actions,
/// right for the leading ones; right to left (Arabic, Hebrew), the other way round: the leading
/// actions come out of the row's right edge, the trailing ones out of its left edge. Only a mostly horizontal drag past a few pixels starts a swipe, so the
/// list still scrolls vertically and a click still selects the row.
///
/// - Note: UIKit builds this into `UITableViewCell`; here it is a separate container the table view
///   wraps around each cell. The row is focusable, so a list view focuses it (not its list item) and
///   its keys work: Escape closes, Menu or Shift+F10 opens the menu, each action's `shortcut` runs it.
@MainActor
public final class SwipeRow: Widget {
    /// An edge of the row.
    public enum Edge: Sendable {
        /// The start edge (left in left-to-right locales), revealed by swiping towards the end, or the end
        /// edge, revealed by swiping towards the start.
        case leading, trailing
    }

    /// The cell. Setting it resets the row as `prepareForReuse()` does.
    public var content: Widget? {
        didSet {
            prepareForReuse()
            contentHolder.setBinChild(content)
        }
    }

    /// Asked for the actions a drag away from the leading edge (right; left in RTL) reveals, each time a swipe starts or the menu opens,
    /// and once per focus visit for their shortcuts.
    public var leadingActions: (@MainActor () -> SwipeActionsConfiguration?)? {
        didSet { focusedShortcuts = nil }
    }
    /// Asked for the actions a drag away from the trailing edge reveals, like `leadingActions`.
    public var trailingActions: (@MainActor () -> SwipeActionsConfiguration?)? {
        didSet { focusedShortcuts = nil }
    }
    /// Called when the edit-mode Delete confirmation is pressed.
    public var onDeleteConfirmed: (@MainActor () -> Void)?
    /// Called when the row opens, so the table can close the row that was open before.
    public var onOpened: (@MainActor (SwipeRow) -> Void)?
    /// The context menu's items, in sections; nil lists the swipe actions. Asked each time it opens.
    public var menuActions: (@MainActor () -> [[ContextualAction]])?
    /// Called when the context menu is asked for (right-click, long press, Menu, Shift+F10, or
    /// `presentContextMenu`), before it opens: a table selects and focuses the row.
    public var willPresentContextMenu: (@MainActor () -> Void)?
    /// Called when the context menu has closed, or the row has closed after a swipe: the pointer may
    /// have moved meanwhile, and a table shows the row's real state again.
    public var onInteractionEnded: (@MainActor () -> Void)?

    /// What the row shows, for the edit control's accessible name ("Delete Buy milk").
    public var accessibleRowName: String? {
        didSet {
            let named = accessibleRowName.map {
                // Translators: the accessible name of edit mode's red − control; {row} is what the row shows.
                localized("Delete {row}", ["row": $0])
            }
            removeButton.accessibleLabel = named ?? localized("Remove")
            updateRemoveTooltip()
        }
    }

    /// The remove control's tooltip: its name while editing (when it can be seen), none otherwise, so
    /// that binding a row outside edit mode sets no tooltip (each costs an X round trip).
    func updateRemoveTooltip() {
        removeButton.tooltip = isEditing ? removeButton.accessibleLabel : nil
    }

    /// Whether the row is swiped open (or opening) on either edge.
    public var isOpen: Bool { openEdge != nil }
    /// The edge whose actions are revealed, if any.
    public internal(set) var openEdge: Edge?
    /// How far the content is moved: positive reveals leading actions, negative trailing ones.
    public internal(set) var offset: Double = 0 {
        didSet {
            guard offset != oldValue else { return }
            relayout()
            if offset.sign != oldValue.sign || offset == 0 || oldValue == 0 { updateAccessibility() }
        }
    }
    /// Whether the row is in edit mode (`setEditing(_:animated:)`).
    public internal(set) var isEditing = false
    /// Whether the edit-mode Delete confirmation is showing.
    public var isConfirmingDelete: Bool { confirmRevealer.revealsChild }

    // MARK: - Parts

    let leadingTray = Box(.horizontal)
    let trailingTray = Box(.horizontal)
    let slider = Box(.horizontal)
    let contentHolder = Widget(NewWidget.bin())
    let editRevealer = Revealer(transition: .slideRight, duration: 250)
    let confirmRevealer = Revealer(transition: .slideLeft, duration: 250)
    /// The edit-mode round minus button.
    public let removeButton = Button(iconName: "list-remove-symbolic", accessibleLabel: localized("Remove"))
    /// The edit-mode Delete confirmation button.
    public let confirmButton = Button(label: localizedInContext("row action", "Delete"))

    // MARK: - Interaction state

    /// The actions on screen, per edge, in configuration order; rebuilt when a swipe starts.
    var revealed: [Edge: RevealedActions] = [:]
    /// 0 while the buttons fan out, 1 when the first action covers the whole gap (full swipe armed).
    var expansion: Double = 0 {
        didSet { if expansion != oldValue { relayout() } }
    }
    var swipe = SwipeTracking()
    /// Where `expansion` is heading: 1 while a full swipe is armed.
    var expansionTarget: Double = 0
    var scrollPhase: ScrollPhase = .none
    var scrollSettleGeneration = 0
    /// Set while a handler runs, until it calls its completion; gestures wait for it.
    var pendingAction: ContextualAction?
    var popover: Popover?
    /// The shortcuts of the row's actions, learnt at the first key press since the row gained focus.
    var focusedShortcuts: Set<Accelerator>?
    var outsideWatch: OutsideWatch?
    lazy var offsetAnimation = RowAnimation(widget: self) { [weak self] in self?.offset = $0 }
    lazy var expansionAnimation = RowAnimation(widget: self) { [weak self] in self?.expansion = $0 }

    /// Creates an empty row.
    public init() {
        super.init(NewWidget.box(.horizontal))
        RowActionsStyle.install()
        addCSSClass("gtkkit-swipe-row")
        clipsChildren = true
        canFocus = true
        buildParts()
        installLayout()
        installGestures()
        installKeys()
        installContextMenuTriggers()
        // Scrolled away, recycled or its window closed: no menu or open state survives.
        onUnmap { [weak self] in
            self?.dismissContextMenu()
            self?.close(animated: false)
        }
    }

    private func buildParts() {
        for (tray, name) in [(leadingTray, "leading"), (trailingTray, "trailing")] {
            tray.addCSSClass("gtkkit-swipe-tray")
            tray.addCSSClass(name)
            tray.clipsChildren = true
        }
        slider.addCSSClass("gtkkit-swipe-content")
        contentHolder.hexpand = true

        // Collapsed revealers still expose their children to screen readers: both start hidden.
        for (button, classes, start, end, revealer) in [
            (removeButton, ["gtkkit-edit-remove", "circular"], Int32(12), Int32(0), editRevealer),
            (confirmButton, ["destructive-action", "gtkkit-edit-confirm"], 6, 12, confirmRevealer),
        ] {
            classes.forEach(button.addCSSClass)
            button.valign = .center
            button.setMargins(start: start, end: end)
            button.setAccessibilityHidden(true)
            revealer.setChild(button)
        }
        removeButton.onClicked { [weak self] in self?.toggleDeleteConfirmation() }
        confirmButton.onClicked { [weak self] in self?.confirmDelete() }

        slider.append(editRevealer)
        slider.append(contentHolder)
        slider.append(confirmRevealer)
        // Children draw in order: trays first, the slider over them.
        leadingTray.setParent(self)
        trailingTray.setParent(self)
        slider.setParent(self)
    }

    /// Closes the row, sliding the content back when `animated`. A handler still running is let go:
    /// its completion then does nothing.
    public func close(animated: Bool) {
        expansionAnimation.stop()
        swipe = SwipeTracking()
        pendingAction = nil
        guard isOpen || offset != 0 else { return }
        openEdge = nil
        stopWatchingOutside()
        if animated {
            offsetAnimation.ease(from: offset, to: 0) { [weak self] in self?.didClose() }
        } else {
            offsetAnimation.stop()
            offset = 0
            didClose()
        }
    }

    /// Resets the row for another item: closed without animation, no menu, no Delete confirmation,
    /// no pending handler (its completion then does nothing), no buttons kept from the last swipe.
    /// Edit mode itself is kept: it belongs to the table.
    ///
    /// - Note: like `UITableViewCell.prepareForReuse()`; call it when a recycled row is bound to a
    ///   new item but keeps its `content` widget.
    public func prepareForReuse() {
        focusedShortcuts = nil
        close(animated: false)
        dismissContextMenu()
        resetDeleteConfirmation()
        clearActions()
    }

    /// Opens the row on `edge` as far as its buttons need, as a swipe would.
    ///
    /// - Note: UIKit has no public call for this; tests and keyboard users get one here.
    public func open(_ edge: Edge, animated: Bool) {
        guard prepareActions(for: edge) else { return }
        settle(openingTo: edge, velocity: 0, animated: animated)
    }

    func didClose() {
        guard !isOpen, offset == 0 else { return }
        expansionTarget = 0
        expansion = 0
        // The buttons stay (clipped away) until the next swipe: a popover the handler anchored to
        // its source button must outlive the closing animation.
        for edge in revealed.keys { revealed[edge]?.isStale = true }
        updateAccessibility()
        onInteractionEnded?()
    }

    /// Queues a new layout of the slider and both trays. The trays are queued themselves: GTK skips a
    /// child whose size is unchanged, and an expansion change keeps the gap's size.
    private func relayout() {
        leadingTray.queueAllocate()
        trailingTray.queueAllocate()
        queueAllocate()
    }

    // MARK: - Direction

    /// +1 when revealing `edge` moves the content right, -1 when left.
    func direction(of edge: Edge) -> Double { (edge == .leading) != isRightToLeft ? 1 : -1 }

    /// The edge a content offset reveals.
    func edge(revealedBy offset: Double) -> Edge? {
        offset == 0 ? nil : (offset > 0) != isRightToLeft ? .leading : .trailing
    }
}

/// The row's per-gesture bookkeeping.
struct SwipeTracking {
    enum Phase { case idle, pending, swiping, denied, closingTap }
    var phase: Phase = .idle
    var startOffset: Double = 0
    /// Recent (time in seconds, offset) pairs, for the release velocity.
    var samples: [(time: Double, offset: Double)] = []

    mutating func record(time: Double, offset: Double) {
        samples.append((time, offset))
        if samples.count > 6 { samples.removeFirst(samples.count - 6) }
    }

    /// Pixels per second over the last ~80 ms of the drag.
    var velocity: Double {
        guard let last = samples.last else { return 0 }
        guard let first = samples.first(where: { last.time - $0.time <= 0.08 }), last.time > first.time else {
            return 0
        }
        return (last.offset - first.offset) / (last.time - first.time)
    }
}
