import Foundation

/// Finds icons GtkKit and the apps ship (data/icons), both in a source checkout and installed.
///
/// Looked up, in order, and added to the default display's icon theme when present:
/// 1. `$GTKKIT_DATA_DIR/icons` (set it to point at any copy of data/);
/// 2. `<executable>/../share/icons` — `make install PREFIX=…` copies data/icons to PREFIX/share/icons,
///    beside PREFIX/bin (when PREFIX/share is in XDG_DATA_DIRS, GTK finds it even without this);
/// 3. `data/icons` of the source checkout this file was compiled from (`swift run`, tests).
@MainActor
public enum IconTheme {
    /// An icon GtkKit ships; its presence tells a real icon folder from an unrelated one.
    static let marker = "hicolor/scalable/actions/heart-crossed-symbolic.svg"
    private static var added: Set<String> = []

    /// Adds `path` (a folder holding theme folders such as `hicolor/`) to the default display's icon
    /// theme. Ignored when no display is open or it was added before.
    public static func addSearchPath(_ path: String) {
        guard !added.contains(path), DisplayIconTheme.addSearchPath(path) else { return }
        added.insert(path)
    }

    /// The icon folders found for GtkKit, in lookup order.
    public static var gtkKitIconDirectories: [String] {
        var candidates: [String] = []
        if let data = ProcessInfo.processInfo.environment["GTKKIT_DATA_DIR"] {
            candidates.append(data + "/icons")
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(
            executable.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/icons").path)
        // Sources/GtkKit/RowActions/IconTheme/IconTheme.swift → the checkout's root.
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { root.deleteLastPathComponent() }
        candidates.append(root.appendingPathComponent("data/icons").path)
        return candidates.filter { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
    }

    /// Adds every folder of `gtkKitIconDirectories`.
    public static func addGtkKitIcons() {
        for directory in gtkKitIconDirectories { addSearchPath(directory) }
    }

    /// Whether the default display's icon theme has `name`.
    public static func hasIcon(_ name: String) -> Bool {
        DisplayIconTheme.hasIcon(name)
    }
}
