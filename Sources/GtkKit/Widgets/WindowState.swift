import CGtk
import Foundation

/// What a GNOME app remembers of its window between launches — its size when not maximised, and
/// whether it was maximised — kept in a small key file of the user's state folder
/// (`$XDG_STATE_HOME`, by default `~/.local/state`).
///
/// Why a file and not GSettings, where GNOME's apps keep it: a GSettings schema must be compiled and
/// installed before the first `g_settings_new`, which aborts the process when it is missing — so
/// `swift run`, `make run` from a checkout and every test would have to set `GSETTINGS_SCHEMA_DIR`
/// first, and the UI tests' memory backend forgets everything when the app exits, so a test could
/// not see the size kept across launches. The XDG base directory specification names exactly this
/// (“state data that should persist between restarts: … the layout of windows”) for
/// `$XDG_STATE_HOME`; the file is three lines a person can read and delete.
///
/// The size is written shortly after it stops changing, and when the window closes or goes away
/// (Ctrl+Q destroys windows without a close request). A file that does not read — missing, foreign,
/// out of range — is ignored and the window opens at its own default size; the file is replaced as a
/// whole (written beside it, then renamed), never written through a link.
@MainActor
public final class WindowState {
    /// A window's remembered state.
    public struct Geometry: Equatable, Sendable {
        /// The width when not maximised, in logical pixels.
        public var width: Int
        /// The height when not maximised, in logical pixels.
        public var height: Int
        /// Whether the window was maximised.
        public var isMaximized: Bool

        /// A geometry of `width` × `height`, maximised or not.
        public init(width: Int, height: Int, isMaximized: Bool) {
            self.width = width
            self.height = height
            self.isMaximized = isMaximized
        }

        /// The sizes read back: a file claiming more (or less) is not believed.
        static let sizes = 120...16_384
    }

    /// The state file `name` of the folder `folder` under the user's state folder
    /// (`$XDG_STATE_HOME/folder/name`).
    /// - Complexity: O(1).
    public static func file(folder: String, name: String) -> URL {
        URL(fileURLWithPath: String(cString: g_get_user_state_dir()))
            .appendingPathComponent(folder).appendingPathComponent(name)
    }

    /// The geometry stored in `file`, or nil when there is none that reads as one.
    /// - Complexity: O(length of the file), which is read only when it is small.
    public static func read(_ file: URL) -> Geometry? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            (attributes[.size] as? Int ?? .max) < 4096,
            let text = try? String(contentsOf: file, encoding: .utf8)
        else { return nil }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        guard let width = values["width"].flatMap(Int.init), let height = values["height"].flatMap(Int.init),
            Geometry.sizes.contains(width), Geometry.sizes.contains(height)
        else { return nil }
        return Geometry(width: width, height: height, isMaximized: values["maximized"] == "true")
    }

    /// Writes `geometry` to `file`, making its folder (mode 0700) when missing.
    /// - Throws: the file system's error; nothing is left half written.
    public static func write(_ geometry: Geometry, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let keyFile =
            "[window]\nwidth=\(geometry.width)\nheight=\(geometry.height)\nmaximized=\(geometry.isMaximized)\n"
        try Data(keyFile.utf8).write(to: file, options: .atomic)
    }

    private weak var window: Window?
    private let file: URL
    private var pendingSave = 0

    /// Gives `window` the geometry kept in `file`, if any, and keeps it there from now on. Call it
    /// before presenting the window; the window keeps this object.
    public init(window: Window, file: URL) {
        self.window = window
        self.file = file
        if let geometry = Self.read(file) {
            window.setDefaultSize(width: Int32(geometry.width), height: Int32(geometry.height))
            if geometry.isMaximized { gtk_window_maximize(window.window) }
        }
        for property in ["default-width", "default-height", "maximized"] {
            Signal.connect(window.object, "notify::\(property)") { [weak self] (_: UnsafeMutableRawPointer?) in
                self?.saveSoon()
            }
        }
        window.onCloseRequest { [weak self] in
            self?.save()
            return false
        }
        Signal.connect(window.object, "unrealize") { [weak self] in self?.save() }
        window.keptState = self
    }

    /// The window's geometry now.
    public var current: Geometry? {
        guard let window else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window.window, &width, &height)
        return Geometry(
            width: Int(width), height: Int(height), isMaximized: Bool(gtk_window_is_maximized(window.window)))
    }

    /// Saves half a second after the last change (a resize by dragging changes it every frame).
    private func saveSoon() {
        pendingSave += 1
        let mine = pendingSave
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.pendingSave == mine else { return }
                self.save()
            }
        }
    }

    private func save() {
        pendingSave += 1
        guard let geometry = current, Geometry.sizes.contains(geometry.width), Geometry.sizes.contains(geometry.height),
            geometry != Self.read(file)
        else { return }
        // A state folder that cannot be written only costs the size at the next launch.
        try? Self.write(geometry, to: file)
    }
}
