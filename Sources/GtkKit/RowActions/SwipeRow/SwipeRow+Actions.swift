import Localization

/// The buttons one edge shows, built from its configuration when a swipe starts.
@MainActor
struct RevealedActions {
    let configuration: SwipeActionsConfiguration
    let buttons: [Button]
    /// The gap that shows every button at its natural width.
    var openWidth: Double = 0
    /// Left from an earlier swipe; rebuilt before the next one.
    var isStale = false
}

extension SwipeRow {
    /// The configuration an edge's provider returns now, if it has any action.
    func configuration(for edge: Edge) -> SwipeActionsConfiguration? {
        let provider = edge == .leading ? leadingActions : trailingActions
        guard let configuration = provider?(), !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Asks `edge`'s provider for its actions and builds their buttons; false when there are none.
    @discardableResult
    func prepareActions(for edge: Edge) -> Bool {
        if let current = revealed[edge], !current.isStale { return true }
        removeButtons(of: edge)
        guard !isEditing, let configuration = configuration(for: edge) else { return false }
        let tray = edge == .leading ? leadingTray : trailingTray
        let buttons = configuration.actions.map { makeButton(for: $0) }
        // Later children draw on top: inner buttons cover the overflow of outer ones.
        for button in buttons { tray.append(button) }
        var actions = RevealedActions(configuration: configuration, buttons: buttons)
        actions.openWidth = buttons.reduce(0) { total, button in total + Double(button.measure(.horizontal).natural) }
        revealed[edge] = actions
        updateAccessibility()
        return true
    }

    /// Removes every button (the row shows another item now).
    func clearActions() {
        removeButtons(of: .leading)
        removeButtons(of: .trailing)
    }

    private func removeButtons(of edge: Edge) {
        guard let actions = revealed.removeValue(forKey: edge) else { return }
        let tray = edge == .leading ? leadingTray : trailingTray
        for button in actions.buttons { tray.remove(button) }
    }

    /// Screen readers see only the buttons of the edge being revealed.
    func updateAccessibility() {
        let shown = edge(revealedBy: offset)
        for (edge, actions) in revealed {
            for button in actions.buttons {
                button.setAccessibilityHidden(edge != shown)
            }
        }
    }

    /// The buttons of `edge`, outermost first; empty when that edge is not revealed.
    public func actionButtons(_ edge: Edge) -> [Button] { revealed[edge]?.buttons ?? [] }

    private func makeButton(for action: ContextualAction) -> Button {
        let title = action.displayTitle
        let button = Button(label: title)
        let column = Box(.vertical, spacing: 4)
        column.valign = .center
        if let icon = action.image {
            let image = Image(iconName: icon)
            image.addCSSClass("gtkkit-swipe-action-icon")
            column.append(image)
        }
        if let text = action.title {
            let label = Label(text)
            label.addCSSClass("gtkkit-swipe-action-title")
            column.append(label)
        }
        button.setContent(column)
        button.accessibleLabel = title
        button.tooltip = action.shortcut.flatMap(Self.shortcutLabel).map {
            // Translators: a swipe action's tooltip: its title and its keyboard shortcut, e.g. "Delete (Delete)".
            localized("{action} ({shortcut})", ["action": title, "shortcut": $0])
        }
        button.canFocus = false
        button.addCSSClass("gtkkit-swipe-action")
        if action.style == .destructive && action.backgroundColor == nil {
            button.addCSSClass("destructive")
        } else {
            let color = action.effectiveBackgroundColor
            RowActionsStyle.register(color)
            button.addCSSClass(color.styleClass)
        }
        button.onClicked { [weak self, weak button] in
            guard let self, let button else { return }
            self.perform(action, from: button)
        }
        return button
    }

    /// The accelerator as the user reads it ("Ctrl+S"), or nil when it does not parse.
    static func shortcutLabel(_ accelerator: String) -> String? { Key.label(ofAccelerator: accelerator) }

    // MARK: - Performing

    /// Runs `action`'s handler with `source` as its source view; the row stays as it is until the
    /// handler calls its completion.
    public func perform(_ action: ContextualAction, from source: Widget) {
        guard pendingAction == nil else { return }
        pendingAction = action
        var finished = false
        action.handler(action, source) { [weak self] performed in
            guard !finished else { return }
            finished = true
            self?.finish(action, performed: performed)
        }
    }

    private func finish(_ action: ContextualAction, performed: Bool) {
        guard pendingAction === action else { return }
        pendingAction = nil
        guard isOpen || offset != 0 else { return }  // performed from the menu or a shortcut
        if performed {
            close(animated: true)
        } else {
            springBack()
        }
    }

    /// Springs the content back to rest after a declined action.
    func springBack() {
        openEdge = nil
        stopWatchingOutside()
        swipe = SwipeTracking()
        expansionTarget = 0
        expansionAnimation.ease(from: expansion, to: 0, milliseconds: 150)
        offsetAnimation.spring(from: offset, to: 0, damping: 0.75, stiffness: 300, clamp: true) { [weak self] in
            self?.didClose()
        }
    }

    /// Performs the first action of `edge` after a full swipe: its button covers the row, then runs.
    func performFullSwipe(_ edge: Edge, velocity: Double) {
        guard let actions = revealed[edge], let first = actions.configuration.actions.first,
            let button = actions.buttons.first
        else { return }
        markOpen(edge)
        let sign = direction(of: edge)
        expansionTarget = 1
        expansionAnimation.ease(from: expansion, to: 1, milliseconds: 120)
        offsetAnimation.spring(from: offset, to: sign * Double(width), velocity: velocity, clamp: true)
        perform(first, from: button)
    }
}
