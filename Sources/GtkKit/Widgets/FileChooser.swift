import CGtk
import Foundation
import Localization

/// A `GtkFileChooserNative`: the desktop's Open or Save dialog (through the portal when there is one),
/// reporting the chosen path asynchronously.
///
/// The chooser keeps itself alive from `present` until it answers. A Save chooser asks before
/// replacing an existing file (GTK 4 always does), so callers may write to the path it returns.
/// - Note: GTK 4.10's GtkFileDialog is not available on GTK 4.8.
@MainActor
public final class FileChooser: Object {
    /// Whether the dialog opens an existing file or saves a new one.
    public enum Mode {
        /// Choose an existing file to read.
        case open
        /// Choose where to write a new file (the dialog asks before replacing one).
        case save
    }

    /// Whether the dialog opens or saves.
    public let mode: Mode

    /// A chooser over `parent`; `acceptLabel` defaults to "Open" or "Save".
    public init(mode: Mode, title: String, parent: Window?, acceptLabel: String? = nil) {
        self.mode = mode
        let action = mode == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        let accept = acceptLabel ?? (mode == .open ? localized("_Open") : localized("_Save"))
        super.init(adopting: gtk_file_chooser_native_new(title, parent?.window, action, accept, localized("_Cancel"))!)
        gtk_native_dialog_set_modal(native, 1)
        Signal.connectInt(object, "response") { [weak self] response in self?.didRespond(response) }
    }

    /// A chooser for opening a photo: shows only images.
    public static func openImage(title: String? = nil, parent: Window?) -> FileChooser {
        let title = title ?? localized("Choose a Photo")
        let chooser = FileChooser(mode: .open, title: title, parent: parent)
        chooser.addFilter(
            name: localized("Images"), mimeTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"],
            patterns: ["*.png", "*.jpg", "*.jpeg", "*.webp", "*.gif"])
        return chooser
    }

    /// Adds a filter; the first one added is selected.
    public func addFilter(name: String, mimeTypes: [String] = [], patterns: [String] = []) {
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, name)
        mimeTypes.forEach { gtk_file_filter_add_mime_type(filter, $0) }
        patterns.forEach { gtk_file_filter_add_pattern(filter, $0) }
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(filter.gpointer)
    }

    /// The names of the filters, in order.
    public var filterNames: [String] {
        guard let list = gtk_file_chooser_get_filters(chooser) else { return [] }
        defer { g_object_unref(list.gpointer) }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let filter = g_list_model_get_item(list, index) else { return nil }
            defer { g_object_unref(filter) }
            return string(gtk_file_filter_get_name(filter.opaque))
        }
    }

    /// The file name a Save chooser suggests ("Restaurant.png"). Set it before `present`.
    public var suggestedName: String? {
        didSet { if mode == .save, let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) } }
    }

    /// The folder the chooser opens in. Call it before `present`: the chooser reads it when it opens.
    public func setCurrentFolder(_ path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(file?.gpointer) }
        gtk_file_chooser_set_current_folder(chooser, file, nil)
    }

    /// Preselects the file at `path` (an Open chooser) or the file to write (a Save chooser), before
    /// `present`.
    public func selectFile(_ path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(file?.gpointer) }
        gtk_file_chooser_set_file(chooser, file, nil)
    }

    /// Shows the chooser; `completion` runs once with the chosen path, or nil when cancelled.
    public func present(completion: @escaping @MainActor (String?) -> Void) {
        self.completion = completion
        keepAlive = self
        gtk_native_dialog_show(native)
    }

    /// Whether the dialog is showing.
    public var isVisible: Bool { Bool(gtk_native_dialog_get_visible(native)) }

    /// Closes the dialog as if cancelled.
    public func cancel() {
        gtk_native_dialog_hide(native)
        didRespond(Int(GTK_RESPONSE_CANCEL.rawValue))
    }

    private var completion: (@MainActor (String?) -> Void)?
    private var keepAlive: FileChooser?

    private func didRespond(_ response: Int) {
        var path: String?
        if response == Int(GTK_RESPONSE_ACCEPT.rawValue), let file = gtk_file_chooser_get_file(chooser) {
            if let raw = g_file_get_path(file) {
                path = String(cString: raw)
                g_free(raw)
            }
            g_object_unref(file.gpointer)
        }
        let handler = completion
        completion = nil
        keepAlive = nil
        handler?(path)
    }

    private var native: UnsafeMutablePointer<GtkNativeDialog> { object.cast() }
    private var chooser: OpaquePointer { object.opaque }
}
