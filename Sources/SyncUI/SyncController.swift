import FoodPinModel
import Foundation
import GtkKit
import Localization
import Sync

/// Sync for one window: runs a `SyncScheduler` over the window's database, feeds it the network's
/// comings and goings, signs in and out from the Preferences page, and shows every status on the
/// window's line and on the page.
///
/// Why it exists: the window stays a layout and its list controller knows nothing of servers; both
/// apps get the same behaviour by making one of these with their `SyncSettings`.
@MainActor
public final class SyncController {
    /// The status line: the app places `statusBar.view` under its list.
    public let statusBar = SyncStatusBar()
    private let settings: SyncSettings
    private let scheduler: SyncScheduler
    private let network = NetworkMonitor()
    private var preferencesWindow: PreferencesWindow?
    private var preferencesPage: SyncPreferencesPage?
    private var status: SyncStatus = .signedOut
    /// The account shown on the Preferences page, read off the main thread.
    private var account: (SyncAccount, String)?
    /// The backlog last reported (`backlogChanged`).
    private var lastBacklog = SyncBacklog.empty

    /// Runs `onStatus` after each new status (the app may want to know; tests read the line).
    public var onStatus: (@MainActor (SyncStatus) -> Void)?

    public init(settings: SyncSettings) {
        self.settings = settings
        let job = DatabaseSyncJob(
            path: settings.databasePath, mapping: settings.mapping, secrets: settings.secrets,
            configuration: settings.configuration)
        let box = WeakBox()
        scheduler = SyncScheduler(job: job, timing: settings.timing, statusQueue: .main) { status in
            MainActor.assumeIsolated { box.controller?.show(status) }
        }
        box.controller = self
        statusBar.onOpenPreferences = { [weak self] in self?.presentPreferences(over: nil) }
    }

    /// Starts syncing: now (the launch), then on every trigger, until `stop()`.
    public func start() {
        scheduler.networkChanged(available: network.isNetworkAvailable)
        network.onChange { [weak self] available in self?.scheduler.networkChanged(available: available) }
        scheduler.start()
        readAccount()
    }

    /// Stops every automatic sync (the window closes).
    public func stop() { scheduler.stop() }

    /// What waits to be sent, as the app's store reports it after each commit: a new edit waiting (a
    /// count or a revision that moved) asks for a sync a couple of seconds later; the sync's own
    /// commits, which empty it, ask for nothing.
    public func backlogChanged(_ backlog: SyncBacklog) {
        defer { lastBacklog = backlog }
        if backlog.count > 0, backlog != lastBacklog { scheduler.localChange() }
    }

    /// A sync now, whatever the back-off says (the window's Sync Now).
    public func syncNow() { scheduler.syncNow() }

    /// The last status shown.
    public var currentStatus: SyncStatus { status }

    private func show(_ status: SyncStatus) {
        let accountChanged = (status == .signedOut) != (self.status == .signedOut)
        self.status = status
        statusBar.show(status)
        preferencesPage?.show(status)
        if accountChanged { readAccount() }
        onStatus?(status)
    }

    // MARK: - Preferences

    private var parentWindow: Window?

    /// Shows Preferences → Sync over `parent` (nil: over the window last given), after `otherPages`
    /// (an app's own, e.g. FoodPin's Maps: one Preferences window per app, Sync among its pages).
    public func presentPreferences(over parent: Window?, after otherPages: [PreferencesPage] = []) {
        if let parent { parentWindow = parent }
        if let preferencesWindow { return preferencesWindow.present() }
        let window = PreferencesWindow(title: localized("Preferences"), transientFor: parentWindow)
        for other in otherPages { window.add(other) }
        let page = SyncPreferencesPage(settings: settings)
        window.add(page.page)
        page.onSignIn = { [weak self] form in self?.signIn(form) }
        page.onSignOut = { [weak self] in self?.signOut() }
        page.onSyncNow = { [weak self] in self?.syncNow() }
        // Escape: libadwaita's preferences window closes on it by itself.
        window.addShortcut("<Control>w") { [weak window] in
            window?.close()
            return true
        }
        window.onCloseRequest { [weak self] in
            self?.preferencesWindow = nil
            self?.preferencesPage = nil
            return false
        }
        preferencesWindow = window
        preferencesPage = page
        if let (account, name) = account {
            page.showSignedIn(account: account, collection: name)
        }
        page.show(status)
        window.present()
        // Once shown: the window picks its own first focus when it maps.
        window.afterNextFrame { [weak page] in page?.focusFirstField() }
    }

    /// Reads the account (off the main thread) for the Preferences page.
    private func readAccount() {
        let path = settings.databasePath, kind = settings.mapping.records.kind
        scheduler.perform {
            let found: (SyncAccount, String)? = {
                guard let ledger = try? SyncLedger(path: path), let account = try? ledger.account,
                    let collection = try? ledger.collection(kind)
                else { return nil }
                return (account, collection.name)
            }()
            DispatchQueue.main.async {
                MainActor.assumeIsolated { [weak self] in self?.accountRead(found) }
            }
        }
    }

    private func accountRead(_ found: (SyncAccount, String)?) {
        account = found
        guard let page = preferencesPage else { return }
        if let (account, name) = found {
            page.showSignedIn(account: account, collection: name)
        } else if !page.isBusy {
            page.showSignedOut()
        }
    }

    private func signIn(_ form: SyncPreferencesPage.Form) {
        let settings = self.settings
        scheduler.perform {
            let result: Result<AccountSetup.SignedIn, SyncError>
            do {
                let ledger = try SyncLedger(path: settings.databasePath)
                result = .success(
                    try AccountSetup.signIn(
                        server: form.server, user: form.user, password: form.password, mapping: settings.mapping,
                        name: form.collection, ledger: ledger, secrets: settings.secrets,
                        configuration: settings.configuration))
            } catch let error as SyncError {
                result = .failure(error)
            } catch let error as StoreError {
                result = .failure(.store(error))
            } catch {
                result = .failure(.badResponse("\(error)"))
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { [weak self] in self?.signedIn(result, form: form) }
            }
        }
    }

    private func signedIn(_ result: Result<AccountSetup.SignedIn, SyncError>, form: SyncPreferencesPage.Form) {
        switch result {
        case .success:
            account = (SyncAccount(server: form.server, user: form.user), form.collection)
            preferencesPage?.showSignedIn(account: account!.0, collection: form.collection)
            scheduler.accountChanged()
        case .failure(let error):
            preferencesPage?.showSignInFailure(error)
        }
    }

    private func signOut() {
        let settings = self.settings
        preferencesPage?.setBusy(true)
        scheduler.perform {
            var failure: SyncError?
            do {
                try AccountSetup.signOut(ledger: try SyncLedger(path: settings.databasePath), secrets: settings.secrets)
            } catch let error as SyncError {
                failure = error
            } catch {
                failure = .store(error as? StoreError ?? .ioFailure(path: settings.databasePath, reason: "\(error)"))
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { [weak self] in self?.signedOut(failure) }
            }
        }
    }

    private func signedOut(_ failure: SyncError?) {
        // The account is forgotten even when the password could not be removed (the keyring is away).
        if let failure, failure != .noAccount, case .secretService = failure {
            preferencesWindow?.show(
                Toast(
                    localized(
                        "Signed out, but the password could not be removed from the keyring: {reason}",
                        ["reason": failure.description]), timeout: 0))
        } else if let failure, failure != .noAccount {
            preferencesPage?.setBusy(false)
            preferencesWindow?.show(Toast(failure.description, timeout: 0))
            return
        }
        account = nil
        preferencesPage?.showSignedOut()
        preferencesPage?.focusFirstField()
        scheduler.accountChanged()
    }
}

/// The scheduler's status handler holds the controller weakly (the controller owns the scheduler).
private final class WeakBox: @unchecked Sendable {
    @MainActor weak var controller: SyncController?
}
