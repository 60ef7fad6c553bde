import Foundation
import GtkKit
import Localization
import Sync

/// The quiet status line a window places under its list: "Synced 2 minutes ago" in small dim
/// letters; "Offline — changes will be sent"; "Sign-in failed" in red with the reason beside it and a
/// button that opens Preferences. Hidden while no account is set up.
///
/// Why it exists: both apps show sync the same way, and the line keeps its relative time true by
/// itself (it redraws when "just now" becomes "1 minute ago", and not more often).
@MainActor
public final class SyncStatusBar {
    /// The line: place it under the list.
    public let view = Box(.horizontal, spacing: 6)
    private let spinner = Spinner()
    private let icon = Image(iconName: "network-offline-symbolic")
    private let label = Label()
    private let reason = Label()
    private let preferencesButton = Button(label: localized("Open Preferences"))
    private var refreshGeneration = 0
    private(set) var status: SyncStatus = .signedOut

    /// Runs when the user asks to fix a sign-in (the button).
    public var onOpenPreferences: (@MainActor () -> Void)?

    public init() {
        view.addCSSClass("sync-status")
        view.halign = .center
        view.setMargins(top: 4, bottom: 4, start: 12, end: 12)
        label.addCSSClass("caption")
        reason.addCSSClass("caption")
        reason.addCSSClass("dim-label")
        reason.ellipsizes = true
        preferencesButton.addCSSClass("flat")
        preferencesButton.addCSSClass("caption")
        preferencesButton.onClicked { [weak self] in self?.onOpenPreferences?() }
        icon.pixelSize = 12
        for child in [spinner, icon, label, reason, preferencesButton] as [Widget] { view.append(child) }
        show(.signedOut)
    }

    /// Shows `status` (and keeps its relative time up to date).
    public func show(_ status: SyncStatus) {
        self.status = status
        let text = SyncStatusText(status)
        view.isVisible = status != .signedOut
        label.text = text.line
        label.setCSSClass("error", text.isProblem)
        label.setCSSClass("dim-label", !text.isProblem)
        reason.text = text.reason ?? ""
        reason.tooltip = text.reason
        // The reason is always there for a screen reader and a tooltip; on the line only when the
        // user must act, so the quiet states stay one short line.
        reason.isVisible = text.action == .openPreferences
        label.tooltip = text.reason
        preferencesButton.isVisible = text.action == .openPreferences
        switch status {
        case .syncing:
            spinner.isVisible = true
            spinner.isSpinning = true
            icon.isVisible = false
        case .offline:
            spinner.isSpinning = false
            spinner.isVisible = false
            icon.iconName = "network-offline-symbolic"
            icon.isVisible = true
        case .signInFailed, .failed:
            spinner.isSpinning = false
            spinner.isVisible = false
            icon.iconName = "dialog-warning-symbolic"
            icon.isVisible = true
        case .synced, .signedOut:
            spinner.isSpinning = false
            spinner.isVisible = false
            icon.isVisible = false
        }
        scheduleRefresh()
    }

    /// The line's text now (tests and the Preferences page read it).
    public var line: String { label.text }

    private func scheduleRefresh() {
        refreshGeneration += 1
        guard let seconds = SyncStatusText.refreshInterval(for: status) else { return }
        let generation = refreshGeneration
        after(milliseconds: UInt32(min(seconds, 3_600) * 1000)) { [weak self] in
            guard let self, self.refreshGeneration == generation else { return }
            self.show(self.status)
        }
    }
}
