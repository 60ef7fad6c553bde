import FoodPinModel
import Foundation
import GtkKit
import Localization
import Sync

/// The Preferences → Sync page: signed out, the form (server, user name, password, the collection)
/// and Sign In, which checks with the server before anything is kept; signed in, who and where, the
/// status with Sync Now, and Sign Out, which forgets the account and its password and keeps every
/// record.
///
/// Why it exists: the page is the same in both apps but for the words the app gives
/// (`SyncSettings`); it holds the form's state and says what the user asked for through its
/// closures. `SyncController` does the work, off the main thread.
@MainActor
public final class SyncPreferencesPage {
    /// What the user typed to sign in.
    public struct Form: Sendable, Equatable {
        public var server: String
        public var user: String
        public var password: String
        public var collection: String
    }

    /// The page: add it to a `PreferencesWindow`.
    public let page = PreferencesPage(title: localized("Sync"), iconName: "emblem-synchronizing-symbolic")
    // Signed out:
    private let formGroup: PreferencesGroup
    let server = EntryRow(title: localized("Server"))
    let user = EntryRow(title: localized("User Name"))
    let password = PasswordEntryRow(title: localized("Password"))
    let collection: EntryRow
    private let signInGroup = PreferencesGroup()
    let signInButton = Button(label: localized("Sign In"))
    private let signInSpinner = Spinner()
    let errorLabel = Label()
    // Signed in:
    private let accountGroup: PreferencesGroup
    private let accountRow = ActionRow(title: "")
    private let collectionRow: ActionRow
    private let statusRow = ActionRow(title: localized("Status"))
    let syncNowButton = Button(label: localized("Sync Now"))
    private let signOutGroup = PreferencesGroup(
        description: localized(
            "Signing out forgets the account and its password. Everything in your list stays on this computer."))
    let signOutButton = Button(label: localized("Sign Out"))

    /// The user asked to sign in with this form (fields checked, not empty).
    public var onSignIn: (@MainActor (Form) -> Void)?
    /// The user asked to sign out.
    public var onSignOut: (@MainActor () -> Void)?
    /// The user asked for a sync now.
    public var onSyncNow: (@MainActor () -> Void)?

    private let defaultCollection: String

    public init(settings: SyncSettings) {
        defaultCollection = settings.mapping.defaultCollectionName
        collection = EntryRow(title: settings.collectionTitle, text: defaultCollection)
        collectionRow = ActionRow(title: settings.collectionTitle)
        formGroup = PreferencesGroup(title: localized("Account"), description: settings.accountDescription)
        accountGroup = PreferencesGroup(title: localized("Account"), description: settings.accountDescription)

        server.inputPurpose = .url
        server.isVerbatim = true
        user.isVerbatim = true
        collection.inputPurpose = .name
        for row in [server, user, password, collection] as [EntryRow] {
            formGroup.add(row)
            row.onChanged { [weak row, weak self] in
                row?.errorMessage = nil
                self?.errorLabel.isVisible = false
            }
        }
        // Enter moves on to the next empty field, and signs in from the last.
        for row in [server, user, password, collection] as [EntryRow] {
            row.onEntryActivated { [weak self] in self?.submit() }
        }

        signInButton.addCSSClass("suggested-action")
        signInButton.addCSSClass("pill")
        signInButton.halign = .center
        signInButton.onClicked { [weak self] in self?.submit() }
        errorLabel.addCSSClass("error")
        errorLabel.wraps = true
        errorLabel.xalign = 0
        errorLabel.isVisible = false
        let signInBox = Box(.vertical, spacing: 12)
        let buttonBox = Box(.horizontal, spacing: 12)
        buttonBox.halign = .center
        buttonBox.append(signInButton)
        buttonBox.append(signInSpinner)
        signInBox.append(errorLabel)
        signInBox.append(buttonBox)
        signInGroup.add(signInBox)

        accountGroup.add(accountRow)
        accountGroup.add(collectionRow)
        syncNowButton.valign = .center
        syncNowButton.onClicked { [weak self] in self?.onSyncNow?() }
        statusRow.addSuffix(syncNowButton)
        accountGroup.add(statusRow)
        signOutButton.addCSSClass("destructive-action")
        signOutButton.addCSSClass("pill")
        signOutButton.halign = .center
        signOutButton.onClicked { [weak self] in self?.onSignOut?() }
        signOutGroup.add(signOutButton)

        for group in [formGroup, signInGroup, accountGroup, signOutGroup] { page.add(group) }
        showSignedOut()
    }

    // MARK: - States

    /// The form, empty but for the collection's default name.
    public func showSignedOut() {
        setSignedIn(false)
        for row in [server, user, password] as [EntryRow] {
            row.text = ""
            row.errorMessage = nil
        }
        collection.text = defaultCollection
        errorLabel.isVisible = false
        setBusy(false)
    }

    /// Who is signed in, where, and the collection.
    public func showSignedIn(account: SyncAccount, collection name: String) {
        setSignedIn(true)
        accountRow.title = account.user
        accountRow.subtitle = account.server
        collectionRow.subtitle = name
        password.text = ""
        setBusy(false)
    }

    /// The status row's text (the same words as the window's line, with the reason).
    public func show(_ status: SyncStatus) {
        let text = SyncStatusText(status)
        statusRow.subtitle = [text.line, text.reason].compactMap { $0 }.joined(separator: ": ")
        syncNowButton.isSensitive = {
            if case .syncing = status { return false }
            return true
        }()
    }

    /// Whether a sign-in or sign-out is under way.
    public private(set) var isBusy = false

    /// Signing in: the form waits, the spinner turns.
    public func setBusy(_ busy: Bool) {
        isBusy = busy
        signInSpinner.isSpinning = busy
        signInSpinner.isVisible = busy
        signInButton.isSensitive = !busy
        for row in [server, user, password, collection] as [EntryRow] { row.isEditable = !busy }
        signOutButton.isSensitive = !busy
    }

    /// Why signing in failed, under the form and on the field concerned; the fields keep what was typed.
    public func showSignInFailure(_ error: SyncError) {
        setBusy(false)
        errorLabel.text = localized("Could not sign in: {reason}", ["reason": error.description])
        errorLabel.isVisible = true
        let row: EntryRow? =
            switch error {
            case .authentication, .noPassword: password
            case .badURL, .insecureURL, .network, .certificate, .timeout, .redirect, .noCollectionHome: server
            case .cannotCreateCollection: collection
            default: nil
            }
        row?.errorMessage = error.description
        _ = row?.grabFocus()
    }

    /// Puts the focus where the user starts: the first empty field, or Sync Now.
    public func focusFirstField() {
        if accountGroup.isVisible {
            _ = syncNowButton.grabFocus()
        } else {
            _ =
                ([server, user, password, collection] as [EntryRow]).first { $0.text.isEmpty }?.grabFocus()
                ?? server.grabFocus()
        }
    }

    private func setSignedIn(_ signedIn: Bool) {
        formGroup.isVisible = !signedIn
        signInGroup.isVisible = !signedIn
        accountGroup.isVisible = signedIn
        signOutGroup.isVisible = signedIn
    }

    /// Checks the form and asks to sign in, or focuses the first field still empty.
    private func submit() {
        let rows: [(EntryRow, String)] = [
            (server, localized("Type the server's address, such as https://cloud.example.org")),
            (user, localized("Type your user name on the server")),
            (password, localized("Type your password (or an app password)")),
            (collection, localized("Type a name")),
        ]
        for (row, message) in rows where row.text.trimmingCharacters(in: .whitespaces).isEmpty {
            // Enter on a field moves on to the next empty one; the button says what is missing.
            if row.hasFocus || row.containsFocus || signInButton.hasFocus { row.errorMessage = message }
            _ = row.grabFocus()
            return
        }
        setBusy(true)
        errorLabel.isVisible = false
        onSignIn?(
            Form(
                server: server.text.trimmingCharacters(in: .whitespaces),
                user: user.text.trimmingCharacters(in: .whitespaces), password: password.text,
                collection: collection.text.trimmingCharacters(in: .whitespaces)))
    }
}
