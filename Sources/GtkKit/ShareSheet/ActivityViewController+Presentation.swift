import CGtk
import Localization

// The two presentations: a popover on the source (wide windows) and a modal sheet window (narrow
// windows, or no source).

extension ActivityViewController {
    func showPopover(_ view: ShareSheetView, from sourceView: Widget, sourceRect: Rect?) {
        // Never wider than `maximumWidth`, whatever the text or the window (the preview is fixed-size).
        let popover = Popover(child: Clamp(child: view.root, maximumSize: Self.maximumWidth))
        popover.addCSSClass("share-popover")
        popover.onClose = { [weak self, weak popover] in
            guard let self, let popover, presentedPopover === popover else { return }
            presentationDidClose()
        }
        presentedPopover = popover
        popover.initialFocus = view.buttons.first
        popover.present(from: sourceView, pointingTo: sourceRect)
    }

    func showSheet(_ view: ShareSheetView, over window: Window) {
        let width = min(max(Int32(window.width), 320), Self.maximumWidth)
        let sheet = Window(
            title: localizedInContext("share sheet title", "Share"), width: width, height: -1, transientFor: window,
            modal: true)
        sheet.addCSSClass("share-sheet-window")
        gtk_window_set_resizable(sheet.window, 0)

        let header = HeaderBar()
        header.showsEndTitleButtons = false
        header.titleWidget = WindowTitle(title: localizedInContext("share sheet title", "Share"))
        let cancel = Button(label: localized("Cancel"))
        cancel.onClicked { [weak self] in self?.dismiss() }
        header.packStart(cancel)

        let page = Box(.vertical)
        page.append(header)
        page.append(view.root)
        sheet.content = page
        sheet.addShortcut("Escape") { [weak self] in
            self?.dismiss(); return true
        }
        // Closed by the window manager (or `close()`): report a cancel. The sheet goes with its window.
        Signal.connect(sheet.object, "unmap") { [weak self, weak sheet] () -> Void in
            if let self, let sheet, presentedSheet === sheet { presentationDidClose() }
        }
        parentHidden = Signal.connect(window.object, "unmap") { [weak self] in self?.dismiss() }
        presentedSheet = sheet
        sheet.present()
        view.buttons.first?.grabFocus()
    }
}
