import CGtk

// The row and its two trays use custom layouts (GtkCustomLayout): the slider is placed at `offset`,
// and each tray, placed in the gap the slider leaves, fans its buttons out from the row's edge.

extension SwipeRow {
    func installLayout() {
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, { widget, orientation, forSize, minimum, natural, _, _ in
            MainActor.assumeIsolated {
                guard let widget, let row = Object.wrapper(of: widget, as: SwipeRow.self) else { return }
                gtk_widget_measure(row.slider.widget, orientation, forSize, minimum, natural, nil, nil)
            }
        }, { widget, width, height, baseline in
            MainActor.assumeIsolated {
                guard let widget, let row = Object.wrapper(of: widget, as: SwipeRow.self) else { return }
                row.allocate(width: width, height: height, baseline: baseline)
            }
        }))
        for tray in [leadingTray, trailingTray] {
            gtk_widget_set_layout_manager(tray.widget, gtk_custom_layout_new(nil, { tray, orientation, _, minimum, natural, _, _ in
                MainActor.assumeIsolated {
                    guard let tray else { return }
                    let (_, nat) = SwipeRow.measureButtons(in: tray, orientation)
                    minimum?.pointee = 0
                    natural?.pointee = nat
                }
            }, { tray, width, height, _ in
                MainActor.assumeIsolated {
                    guard let tray, let parent = gtk_widget_get_parent(tray),
                          let row = Object.wrapper(of: parent, as: SwipeRow.self) else { return }
                    row.allocateTray(tray, width: Double(width), height: height)
                }
            }))
        }
    }

    /// The largest minimum and the total natural size of a tray's buttons.
    static func measureButtons(in tray: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation) -> (Int32, Int32) {
        var (largest, total): (Int32, Int32) = (0, 0)
        var child = gtk_widget_get_first_child(tray)
        while let button = child {
            var min: Int32 = 0, nat: Int32 = 0
            gtk_widget_measure(button, orientation, -1, &min, &nat, nil, nil)
            largest = max(largest, min)
            total = orientation == GTK_ORIENTATION_HORIZONTAL ? total + nat : max(total, nat)
            child = gtk_widget_get_next_sibling(button)
        }
        return (largest, total)
    }

    private func allocate(width: Int32, height: Int32, baseline: Int32) {
        var ignored: Int32 = 0
        gtk_widget_measure(slider.widget, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, nil, nil, nil)
        let x = offset.rounded()
        var point = graphene_point_t(x: Float(x), y: 0)
        gtk_widget_allocate(slider.widget, width, height, baseline, gsk_transform_translate(nil, &point))

        let leftWidth = Int32(max(0, x)), rightWidth = Int32(max(0, -x))
        let (leftTray, rightTray) = isRightToLeft ? (trailingTray, leadingTray) : (leadingTray, trailingTray)
        for (tray, trayWidth, trayX) in [(leftTray, leftWidth, Int32(0)), (rightTray, rightWidth, width - rightWidth)] {
            gtk_widget_measure(tray.widget, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, nil, nil, nil)
            var origin = graphene_point_t(x: Float(trayX), y: 0)
            gtk_widget_allocate(tray.widget, trayWidth, height, -1, gsk_transform_translate(nil, &origin))
        }
        if let popover { gtk_popover_present(popover.widget.cast()) }
    }

    /// Places a tray's buttons: each in its share of the gap (scaled from its natural width), at least
    /// its minimum width, outermost at the row's edge; as `expansion` grows the first button takes
    /// the whole gap and the others slide out.
    private func allocateTray(_ tray: UnsafeMutablePointer<GtkWidget>, width: Double, height: Int32) {
        let edge: Edge = tray == leadingTray.widget ? .leading : .trailing
        guard let actions = revealed[edge], actions.openWidth > 0 else { return }
        let scale = width / actions.openWidth
        var consumed = 0.0
        for (index, button) in actions.buttons.enumerated() {
            var minWidth: Int32 = 0, natWidth: Int32 = 0, minHeight: Int32 = 0
            gtk_widget_measure(button.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minWidth, &natWidth, nil, nil)
            gtk_widget_measure(button.widget, GTK_ORIENTATION_VERTICAL, -1, &minHeight, nil, nil, nil)
            let slot = Double(natWidth) * scale
            var w = max(slot, Double(minWidth))
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
            var origin = graphene_point_t(x: Float(x.rounded()), y: Float((height - h) / 2))
            gtk_widget_allocate(button.widget, Int32(w.rounded()), h, -1, gsk_transform_translate(nil, &origin))
        }
    }
}
