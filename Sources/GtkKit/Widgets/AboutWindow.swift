import CGtk

/// An `AdwAboutWindow`: the app's name, icon, version, developer, website, copyright and licence.
@MainActor
public final class AboutWindow: Widget {
    /// An about window over `parent`.
    public init(
        parent: Window?, applicationName: String, applicationIcon: String, version: String,
        developerName: String, website: String? = nil, copyright: String? = nil,
        license: License = .unknown
    ) {
        super.init(adw_about_window_new())
        let about = self.about
        gtk_window_set_transient_for(widget.cast(), parent?.window)
        gtk_window_set_modal(widget.cast(), 1)
        adw_about_window_set_application_name(about, applicationName)
        adw_about_window_set_application_icon(about, applicationIcon)
        adw_about_window_set_version(about, version)
        adw_about_window_set_developer_name(about, developerName)
        if let website { adw_about_window_set_website(about, website) }
        if let copyright { adw_about_window_set_copyright(about, copyright) }
        if license != .unknown { adw_about_window_set_license_type(about, license.gtk) }
    }

    /// The application name shown under the icon.
    public var applicationName: String { String(cString: adw_about_window_get_application_name(about)) }
    /// The version shown under the name.
    public var version: String { String(cString: adw_about_window_get_version(about)) }
    /// The person or organisation that makes the app.
    public var developerName: String { String(cString: adw_about_window_get_developer_name(about)) }
    /// The website the window links to.
    public var website: String { String(cString: adw_about_window_get_website(about)) }
    /// The copyright line.
    public var copyright: String { String(cString: adw_about_window_get_copyright(about)) }
    /// The licence the window names (`.unknown` for none).
    public var license: License { License(adw_about_window_get_license_type(about)) }

    /// Free text under the name: what the app does.
    public var comments: String {
        get { String(cString: adw_about_window_get_comments(about)) }
        set { adw_about_window_set_comments(about, newValue) }
    }

    /// Who translated the app into the user's language, one per line ("" hides the credit).
    public var translatorCredits: String {
        get { String(cString: adw_about_window_get_translator_credits(about)) }
        set { adw_about_window_set_translator_credits(about, newValue) }
    }

    /// The names listed as developers (`"Name <email>"` or `"Name https://…"`).
    public func setDevelopers(_ names: [String]) {
        var pointers: [UnsafePointer<CChar>?] = names.map { UnsafePointer(strdup($0)) } + [nil]
        defer { pointers.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        pointers.withUnsafeMutableBufferPointer { adw_about_window_set_developers(about, $0.baseAddress) }
    }

    /// Shows the window over its parent.
    public func present() { gtk_window_present(widget.cast()) }
    /// Closes the window.
    public func close() { gtk_window_close(widget.cast()) }

    private var about: OpaquePointer { widget.opaque }
}
