// Drag (mouse and touch) and touchpad / wheel scrolling move the content; releases settle it.

extension SwipeRow {
    /// Movement, in pixels, before a drag becomes a swipe (horizontal) or is given up (vertical).
    static let dragThreshold = 10.0
    /// The same for touch: below GTK's drag threshold (8 px), so the row claims a horizontal swipe
    /// before a scrolled window's capture-phase touch gesture claims it for panning.
    static let touchDragThreshold = 6.0
    /// The share of the row's width past which releasing performs the first action.
    static let fullSwipeFraction = 0.6
    /// A release faster than this (pixels per second) beyond the open buttons performs the first action.
    static let flingVelocity = 1500.0
    /// A release faster than this opens or closes the row whatever its position.
    static let flickVelocity = 300.0
    /// Pixels per unit of a smooth (fractional) wheel-unit scroll, as X11 touchpads send.
    static let wheelUnitPixels = 30.0

    func installGestures() {
        let drag = DragGesture()
        // The handlers hold the controller's Swift handle (it holds no reference: no cycle).
        drag.onBegin { [weak self] x, y in self?.dragBegan(drag, x: x, y: y) }
        drag.onUpdate { [weak self] dx, dy in self?.dragMoved(drag, dx: dx, dy: dy) }
        drag.onEnd { [weak self] _, _ in self?.dragEnded() }
        drag.onCancel { [weak self] in self?.dragEnded() }
        add(drag)

        let scroll = ScrollController()
        scroll.onScroll { [weak self] dx, dy in self?.scrolled(scroll, dx: dx, dy: dy) ?? false }
        scroll.onBegin { [weak self] in self?.scrollPhase = .undecided }
        scroll.onEnd { [weak self] in self?.scrollEnded(velocity: 0) }
        scroll.onDecelerate { [weak self] vx, _ in self?.scrollEnded(velocity: -vx) }
        add(scroll)
    }

    // MARK: - Drag

    private func dragBegan(_ gesture: DragGesture, x: Double, y: Double) {
        guard pendingAction == nil, !isEditing else {
            gesture.deny()
            return
        }
        offsetAnimation.stop()
        swipe = SwipeTracking(phase: .pending, startOffset: offset)
        // A press on the content of an open row closes it and must not select the row.
        let onContent = offset > 0 ? x > offset : offset < 0 ? x < Double(width) + offset : false
        if isOpen && onContent {
            swipe.phase = .closingTap
            gesture.claim()
        }
    }

    private func dragMoved(_ gesture: DragGesture, dx: Double, dy: Double) {
        switch swipe.phase {
        case .pending, .closingTap:
            let threshold = gesture.isTouch ? Self.touchDragThreshold : Self.dragThreshold
            if abs(dx) >= threshold && abs(dx) > abs(dy) {
                swipe.phase = .swiping
                // Only the threshold is swallowed: on a busy machine GTK merges motion into few events,
                // and a quick swipe may cross it in a single one that must still move the row.
                swipe.startOffset = offset - (dx < 0 ? -threshold : threshold)
                gesture.claim()
                moveContent(to: swipe.startOffset + dx, time: gesture.currentEventTime)
            } else if abs(dy) >= threshold && swipe.phase == .pending {
                swipe.phase = .denied
                gesture.deny()
            }
        case .swiping:
            moveContent(to: swipe.startOffset + dx, time: gesture.currentEventTime)
        case .idle, .denied:
            break
        }
    }

    private func dragEnded() {
        let phase = swipe.phase
        let velocity = swipe.velocity
        swipe.phase = .idle
        switch phase {
        case .swiping: settle(velocity: velocity)
        case .closingTap: close(animated: true)
        default: break
        }
    }

    /// Follows the pointer: only towards an edge that has actions, at most the row's width; past the
    /// open buttons with resistance when a full swipe cannot happen.
    func moveContent(to proposed: Double, time: Double) {
        var target = proposed
        if let edge = edge(revealedBy: target), !prepareActions(for: edge) { target = 0 }
        let rowWidth = Double(width)
        if let edge = edge(revealedBy: target), let actions = revealed[edge] {
            let sign = direction(of: edge)
            var distance = min(abs(target), rowWidth)
            if !actions.configuration.performsFirstActionWithFullSwipe && distance > actions.openWidth {
                distance = actions.openWidth + (distance - actions.openWidth) * 0.3
            }
            target = sign * distance
            let armed =
                actions.configuration.performsFirstActionWithFullSwipe
                && distance > rowWidth * Self.fullSwipeFraction
            if armed != (expansionTarget == 1) {
                expansionTarget = armed ? 1 : 0
                expansionAnimation.ease(from: expansion, to: expansionTarget, milliseconds: 150)
            }
        }
        offset = target
        swipe.record(time: time, offset: target)
    }

    /// Where a release leaves the row: open, closed, or performing the first action.
    func settle(velocity: Double) {
        guard let edge = edge(revealedBy: offset), let actions = revealed[edge] else {
            close(animated: true)
            return
        }
        let sign = direction(of: edge)
        let distance = abs(offset), opening = velocity * sign
        if actions.configuration.performsFirstActionWithFullSwipe
            && (distance > Double(width) * Self.fullSwipeFraction
                || (distance > actions.openWidth && opening > Self.flingVelocity))
        {
            performFullSwipe(edge, velocity: velocity)
        } else if opening > Self.flickVelocity || (distance > actions.openWidth / 2 && opening > -Self.flickVelocity) {
            settle(openingTo: edge, velocity: velocity, animated: true)
        } else {
            close(animated: true)
        }
    }

    /// Opens on `edge` at its buttons' natural width.
    func settle(openingTo edge: Edge, velocity: Double, animated: Bool) {
        guard let actions = revealed[edge] else { return }
        let target = direction(of: edge) * actions.openWidth
        if expansion != 0 {
            expansionTarget = 0
            expansionAnimation.ease(from: expansion, to: 0, milliseconds: 150)
        }
        if animated {
            offsetAnimation.spring(from: offset, to: target, velocity: velocity, clamp: true)
        } else {
            offsetAnimation.stop()
            offset = target
        }
        markOpen(edge)
    }

    /// Records that `edge` is open, starts watching for clicks elsewhere and Escape, tells `onOpened`.
    func markOpen(_ edge: Edge) {
        let wasOpen = isOpen
        openEdge = edge
        watchOutside()
        if !wasOpen { onOpened?(self) }
    }

    // MARK: - Scroll

    /// Whether the current touchpad scroll moves this row or the list.
    enum ScrollPhase { case none, undecided, horizontal, vertical }

    private func scrolled(_ controller: ScrollController, dx: Double, dy: Double) -> Bool {
        guard pendingAction == nil, !isEditing else { return false }
        if scrollPhase == .vertical { return false }
        if scrollPhase != .horizontal {
            guard dx != 0, abs(dx) > abs(dy) else {
                if scrollPhase == .undecided { scrollPhase = .vertical }
                return false
            }
        }
        let inWheelUnits = controller.isInWheelUnits
        if inWheelUnits && scrollPhase == .none && dx == dx.rounded() {
            step(movingContentRight: dx < 0)
            return true
        }
        if scrollPhase == .undecided || scrollPhase == .none {
            offsetAnimation.stop()
            if scrollPhase == .undecided { scrollPhase = .horizontal }
        }
        let pixels = inWheelUnits ? dx * Self.wheelUnitPixels : dx
        moveContent(to: offset - pixels, time: controller.currentEventTime)
        if scrollPhase == .none { scheduleScrollSettle() }
        return true
    }

    /// One wheel click: closes the open edge the content moves back over, or opens the one it uncovers.
    private func step(movingContentRight: Bool) {
        guard let uncovered = edge(revealedBy: movingContentRight ? 1 : -1) else { return }
        if let openEdge, openEdge != uncovered {
            close(animated: true)
        } else if !isOpen {
            open(uncovered, animated: true)
        }
    }

    private func scrollEnded(velocity: Double) {
        let wasHorizontal = scrollPhase == .horizontal
        scrollPhase = .none
        if wasHorizontal || (velocity != 0 && offset != 0 && !offsetAnimation.isRunning) {
            settle(velocity: velocity)
        }
    }

    /// Scrolls without begin and end events (X11 touchpads) settle after a short pause.
    private func scheduleScrollSettle() {
        scrollSettleGeneration &+= 1
        let generation = scrollSettleGeneration
        after(milliseconds: 150) { [weak self] in
            guard let self, self.scrollSettleGeneration == generation, self.scrollPhase == .none,
                self.pendingAction == nil, self.swipe.phase == .idle
            else { return }
            self.settle(velocity: 0)
        }
    }
}
