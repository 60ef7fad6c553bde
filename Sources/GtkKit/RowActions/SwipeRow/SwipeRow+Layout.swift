// The row and its two trays use custom layouts: the slider is placed at `offset`, and each tray,
// placed in the gap the slider leaves, fans its buttons out from the row's edge. (The GtkCustomLayout
// and the measuring calls: Core/Widget+Layout.swift.)

extension SwipeRow {
    func installLayout() {
        setCustomLayout(
            measure: { [weak self] orientation, forSize in
                self?.slider.measure(orientation, forSize: forSize) ?? SizeRequest(minimum: 0, natural: 0)
            },
            allocate: { [weak self] width, height, baseline in
                self?.allocate(width: width, height: height, baseline: baseline)
            })
        for tray in [leadingTray, trailingTray] {
            tray.setCustomLayout(
                measure: { [weak tray] orientation, _ in
                    guard let tray else { return SizeRequest(minimum: 0, natural: 0) }
                    return SizeRequest(minimum: 0, natural: SwipeRow.measureButtons(in: tray, orientation).natural)
                },
                allocate: { [weak self, weak tray] width, height, _ in
                    guard let self, let tray else { return }
                    self.allocateTray(tray, width: Double(width), height: height)
                })
        }
    }

    /// The largest minimum and the total natural size of a tray's buttons.
    static func measureButtons(in tray: Widget, _ orientation: Orientation) -> SizeRequest {
        var request = SizeRequest(minimum: 0, natural: 0)
        for button in tray.asHandle.children {
            let size = button.measure(orientation)
            request.minimum = max(request.minimum, size.minimum)
            request.natural =
                orientation == .horizontal ? request.natural + size.natural : max(request.natural, size.natural)
        }
        return request
    }

    private func allocate(width: Int32, height: Int32, baseline: Int32) {
        _ = slider.measure(.horizontal)
        let x = offset.rounded()
        slider.allocate(width: width, height: height, baseline: baseline, x: x)

        let leftWidth = Int32(max(0, x)), rightWidth = Int32(max(0, -x))
        let (leftTray, rightTray) = isRightToLeft ? (trailingTray, leadingTray) : (leadingTray, trailingTray)
        for (tray, trayWidth, trayX) in [(leftTray, leftWidth, Int32(0)), (rightTray, rightWidth, width - rightWidth)] {
            _ = tray.measure(.horizontal)
            tray.allocate(width: trayWidth, height: height, x: Double(trayX))
        }
        popover?.presentAgain()
    }

    /// Places a tray's buttons: each in its share of the gap (scaled from its natural width), at least
    /// its minimum width, outermost at the row's edge; as `expansion` grows the first button takes
    /// the whole gap and the others slide out.
    private func allocateTray(_ tray: Widget, width: Double, height: Int32) {
        let edge: Edge = tray === leadingTray ? .leading : .trailing
        guard let actions = revealed[edge], actions.openWidth > 0 else { return }
        let scale = width / actions.openWidth
        var consumed = 0.0
        for (index, button) in actions.buttons.enumerated() {
            let horizontal = button.measure(.horizontal), minHeight = button.measure(.vertical).minimum
            let slot = Double(horizontal.natural) * scale
            var w = max(slot, Double(horizontal.minimum))
            // Distance from the row's edge; a button wider than its slot reaches under the next one.
            var fromEdge = consumed
            if index == 0 {
                w += max(0, width - w) * expansion
            } else {
                fromEdge += (width - fromEdge) * expansion
            }
            consumed += slot
            let x = direction(of: edge) > 0 ? fromEdge : width - fromEdge - w
            let h = max(height, minHeight)
            button.allocate(width: Int32(w.rounded()), height: h, x: x.rounded(), y: Double((height - h) / 2))
        }
    }
}
