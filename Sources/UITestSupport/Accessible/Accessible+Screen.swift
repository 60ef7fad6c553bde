extension Accessible {
    /// The bounds in X screen pixels, where pointer input must go; nil without extents.
    ///
    /// GTK 4.8 reports extents relative to the toplevel's content, which under Xvfb (no window
    /// manager, no compositor) sits inside an X window at 0,0 with a margin of client-side decoration
    /// around it (5 px with Adwaita); popovers are separate X windows whose AT-SPI extents wrongly start
    /// at their parent widget's origin. This maps both: a popover is found as the nearest ancestor whose
    /// size equals one of the app's visible X windows; otherwise the toplevel's X window is used.
    ///
    /// An object inside a popover whose X window is not mapped yet has no place on screen: nil. (GTK
    /// puts a popover's contents on AT-SPI before the X server maps its window; mapped through the
    /// toplevel instead, a menu item's centre fell on the row under the menu, and the click there
    /// closed the menu — "no file chooser" after Set Photo…, once in a clean-clone run.)
    /// - Complexity: one xdotool call plus three round trips per ancestor.
    /// - Note: Falls back to `extents` when the app has no visible X window (e.g. it just closed).
    public var screenExtents: Rect? {
        guard let extents else { return nil }
        let windows = XWindows.visible(pid: processID)
        guard !windows.isEmpty else { return extents }
        var chain: [Ancestor] = []
        var node: Accessible? = self
        while let current = node, current.roleName != "application" {
            if let rect = current.extents {
                chain.append(
                    Ancestor(
                        extents: rect, isPopover: current.roleName == "filler" && current.name.hasPrefix("GtkPopover")))
            }
            node = current.parent
        }
        return Accessible.place(extents, chain: chain, windows: windows)
    }

    /// An object's extents and those of its ancestors (itself first, the toplevel last), and whether
    /// each is a popover.
    struct Ancestor { var extents: Rect; var isPopover: Bool }

    /// Where `extents` lie on screen, given the chain that holds them and the app's visible X windows
    /// (see `screenExtents`); nil for an object of a popover whose window is not among them.
    static func place(_ extents: Rect, chain: [Ancestor], windows: [XWindows.Window]) -> Rect? {
        guard let toplevel = chain.last?.extents else { return extents }
        for ancestor in chain.dropLast().map(\.extents) {
            if let popup = windows.first(where: {
                $0.frame.width == ancestor.width && $0.frame.height == ancestor.height
            }) {
                return Rect(
                    x: popup.frame.x + extents.x - ancestor.x, y: popup.frame.y + extents.y - ancestor.y,
                    width: extents.width, height: extents.height)
            }
        }
        if chain.contains(where: \.isPopover) { return nil }
        // The toplevel's X window is the one that exceeds it least (by the CSD margin, or not at all).
        func excess(_ window: XWindows.Window) -> Int {
            window.frame.width - toplevel.width + window.frame.height - toplevel.height
        }
        let candidates = windows.filter { $0.frame.width >= toplevel.width && $0.frame.height >= toplevel.height }
        guard let window = candidates.min(by: { excess($0) < excess($1) }) else { return extents }
        let marginX = (window.frame.width - toplevel.width) / 2
        let marginY = (window.frame.height - toplevel.height) / 2
        return Rect(
            x: window.frame.x + marginX + extents.x - toplevel.x,
            y: window.frame.y + marginY + extents.y - toplevel.y,
            width: extents.width, height: extents.height)
    }
}
