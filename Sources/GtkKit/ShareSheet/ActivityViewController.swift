// ShareSheet: UIKit's UIActivityViewController for GNOME.
//
// Design
// - `ActivityViewController` holds the items and the activities; `present` picks the presentation
//   from the window: a popover anchored at the source view and rectangle when the window is wide
//   (the iPad case), a modal sheet window over it when narrow (the iPhone case) or when there is no
//   source to anchor to. A missing source therefore falls back to the sheet — the seed's iPad crash
//   ("should have a non-nil sourceView") cannot happen.
// - Items are resolved once (`ShareContent`: the text, the first image whose file header reads as
//   an image within `ImageFile.Limits`). No image file is decoded on presenting: the preview's
//   thumbnail is decoded off the main thread at its display size, Copy's image at most 2048 px
//   (`SharedImage`). The same `ShareSheetView` (preview + activity grid), at most `maximumWidth`
//   wide with a fixed-size thumbnail, fills the popover and the sheet.
// - Activities are values (`Activity`) with a closure; built-ins live one per file: Copy
//   (CopyActivity.swift), Save to File… (SaveToFileActivity.swift), Email (MailActivity.swift).
// - Choosing an activity closes the sheet first, then runs the activity; the completion handler runs
//   exactly once per presentation, with the activity's type (nil when cancelled).
//
//   ActivityViewController ─ present ─┬─ Popover(ShareSheetView)   wide window, source in it
//                                     └─ Window(sheet: ShareSheetView) narrow, or no source
//
// Threading rule: main actor only, like all of GtkKit. The background pieces — image decodes
// (ImageLoader) and xdg-email's exit status — hop back to the main queue (drained by
// MainQueueBridge) before they touch UI.
import CGtk
import Foundation
import Localization

/// Shares text and images through Copy, Save to File…, Email and the app's own activities.
///
/// ```swift
/// let share = ActivityViewController(activityItems: [.text("Just checking in at \(name)"), .image(path: photo)])
/// share.present(from: cell, sourceRect: nil, in: window) { type, completed, error in … }
/// ```
/// The controller keeps itself alive while presented and while an activity runs.
/// - Note: UIKit decides popover or modal by device; here the window's width decides
///   (`compactWidthThreshold`), and a nil or off-window source falls back to the sheet instead of
///   raising an exception.
@MainActor
public final class ActivityViewController {
    /// Tells which activity ran: its type (nil when the user cancelled), whether it completed, and the
    /// error that stopped it, if any (UIKit's `completionWithItemsHandler` without returned items).
    public typealias CompletionHandler =
        @MainActor (_ activityType: Activity.ActivityType?, _ completed: Bool, _ error: Error?) -> Void

    /// How the controller is shown.
    public enum PresentationStyle: Equatable {
        /// A popover pointing at the source view, on a wide window.
        case popover
        /// A sheet over the window, on a narrow window or without a source.
        case sheet
    }

    /// Windows at least this wide (logical pixels) show the popover; narrower ones the sheet.
    public static var compactWidthThreshold = 600

    /// The widest the sheet's content gets, popover or sheet (logical pixels). The preview's thumbnail
    /// has a fixed size, so no image widens it.
    public static var maximumWidth: Int32 = 440

    /// What is shared, in order: text first reads best in Copy and Email.
    public let activityItems: [ActivityItem]
    /// The app's own activities, shown after the built-in ones.
    public let applicationActivities: [Activity]

    /// Built-in activities not to offer (`[.mail]`).
    public var excludedActivityTypes: [Activity.ActivityType] = []

    /// The subject of an email; by default the first line of the text.
    /// - Note: UIKit asks the item source (`subjectForActivityType`); here it is a property.
    public var subject: String?

    /// The file name (without extension) the Save dialog suggests; by default "Shared Image" or "Shared Text".
    public var suggestedFileName: String?

    /// Where "Copied" and error messages show as toasts. By default the window's content when it is a
    /// `ToastOverlay`; without one, errors show in a dialog and confirmations are skipped.
    public var toastOverlay: ToastOverlay?

    /// Runs once when the sheet goes: after an activity finished, or on cancel.
    public var completionWithItemsHandler: CompletionHandler?

    /// Creates a share sheet for `activityItems` that also offers `applicationActivities` after the
    /// built-in ones.
    public init(activityItems: [ActivityItem], applicationActivities: [Activity] = []) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
    }

    /// The activities the sheet shows, in order: Copy, Save to File…, Email (when `xdg-email` is
    /// installed), then the application's, minus `excludedActivityTypes`.
    public var activities: [Activity] {
        let builtIn = [Activity.copy, Activity.saveToFile, Activity.mail].compactMap { $0 }
        return (builtIn + applicationActivities).filter { !excludedActivityTypes.contains($0.activityType) }
    }

    /// How the controller is shown now; nil when it is not.
    public var presentationStyle: PresentationStyle? {
        if presentedPopover != nil { return .popover }
        if presentedSheet != nil { return .sheet }
        return nil
    }

    /// The popover, while presented as one.
    public internal(set) var presentedPopover: Popover?
    /// The sheet window, while presented as one.
    public internal(set) var presentedSheet: Window?
    /// The activity buttons of the presented sheet or popover, in `activities` order.
    public var activityButtons: [Button] { view?.buttons ?? [] }

    /// Shows the share sheet over `window`.
    ///
    /// - Parameters:
    ///   - sourceView: the widget the popover points at (the table cell, the Share button). nil, or a
    ///     widget not shown in `window`, gives the sheet.
    ///   - sourceRect: the rectangle to point at, in `sourceView`'s coordinates; nil for its bounds.
    ///   - window: the window the sheet is over, and whose width picks the presentation.
    ///   - completion: if given, replaces `completionWithItemsHandler`.
    /// - Note: presenting a controller that is already shown does nothing.
    public func present(
        from sourceView: Widget?, sourceRect: Rect? = nil, in window: Window,
        completion: CompletionHandler? = nil
    ) {
        guard presentationStyle == nil, activityRunning == false else { return }
        if let completion { completionWithItemsHandler = completion }
        self.window = window
        content = ShareContent(activityItems)
        keepAlive = self
        let view = ShareSheetView(content: content!, activities: activities) { [weak self] in self?.run($0) }
        self.view = view
        switch Self.style(for: sourceView, in: window) {
        case .popover: showPopover(view, from: sourceView!, sourceRect: sourceRect)
        case .sheet: showSheet(view, over: window)
        }
    }

    /// Closes the sheet as if the user cancelled.
    public func dismiss() {
        guard presentationStyle != nil else { return }
        closePresentation()
        finish(nil, completed: false, error: nil)
    }

    /// The presentation `present` would choose for `sourceView` in `window` now.
    public static func style(for sourceView: Widget?, in window: Window) -> PresentationStyle {
        guard let sourceView, sourceView.isMapped, sourceView.rootWindow == window.window,
            window.width >= compactWidthThreshold
        else { return .sheet }
        return .popover
    }

    // MARK: - Running activities

    private var window: Window?
    private var content: ShareContent?
    private var view: ShareSheetView?
    private var keepAlive: ActivityViewController?
    private var activityRunning = false
    /// Watches the parent window while the sheet is up, to close the sheet with it.
    var parentHidden: SignalConnection?

    private func run(_ activity: Activity) {
        guard let window, let content, !activityRunning else { return }
        activityRunning = true
        closePresentation()
        let context = ActivityRun(items: activityItems, content: content, window: window, controller: self)
        activity.perform(context) { [self] completed, error in
            if let error { showError(error) }
            finish(activity.activityType, completed: completed, error: error)
        }
    }

    private func finish(_ type: Activity.ActivityType?, completed: Bool, error: Error?) {
        let handler = completionWithItemsHandler
        activityRunning = false
        view = nil
        content = nil
        keepAlive = nil
        handler?(type, completed, error)
    }

    /// Closes the popover or sheet without reporting: the caller reports.
    func closePresentation() {
        stopWatchingParent()
        let popover = presentedPopover, sheet = presentedSheet
        presentedPopover = nil
        presentedSheet = nil
        popover?.popdown()
        sheet?.destroy()
    }

    /// Called when the shown popover or sheet went away by itself (click outside, Escape, window close).
    func presentationDidClose() {
        stopWatchingParent()
        presentedPopover = nil
        presentedSheet = nil
        if !activityRunning { finish(nil, completed: false, error: nil) }
    }

    private func stopWatchingParent() {
        parentHidden?.disconnect()
        parentHidden = nil
    }

    // MARK: - Messages

    private var overlay: ToastOverlay? { toastOverlay ?? (window?.content as? ToastOverlay) }

    /// The toast last shown, kept while it may show: the overlay records its dismissal on the
    /// wrapper, which a toast made and dropped in one line no longer had (the compiler warned so).
    private var toast: Toast?

    private func show(_ toast: Toast, in overlay: ToastOverlay) {
        self.toast = toast
        overlay.add(toast)
    }

    /// A short confirmation ("Copied to clipboard"), when there is somewhere to show it.
    func showToast(_ message: String) {
        if let overlay { show(Toast(message, timeout: 3), in: overlay) }
    }

    /// An error, as a toast or else a dialog over the window.
    func showError(_ error: Error) {
        let message = (error as? LocalizedError)?.errorDescription ?? "\(error)"
        if let overlay {
            show(Toast(message, timeout: 6), in: overlay)
        } else if let window {
            let dialog = MessageDialog(parent: window, heading: localized("Could Not Share"), body: message)
            dialog.addResponse("close", label: localized("_OK"))
            dialog.defaultResponse = "close"
            dialog.present()
        }
    }
}
