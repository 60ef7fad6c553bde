import Foundation
import Localization

/// Where the one database file shared by `foodpin` and `todo` lives.
///
/// Order of precedence: an explicit path (the `--db` flag), then `FOODPIN_DB`, then
/// `$XDG_DATA_HOME/foodpin/foodpin.sqlite3` (`~/.local/share/foodpin/` when `XDG_DATA_HOME` is unset
/// or not absolute, as the XDG base directory specification says).
public enum DatabaseLocation {
    /// The file name inside the data directory.
    public static let fileName = "foodpin.sqlite3"

    // MARK: - The `--db` option, the same in `foodpin` and `todo`

    /// The option's name (`--db PATH`).
    public static let optionName = "db"
    /// The option's help line.
    public static var optionHelp: String { localized("Use the database at PATH.") }
    /// The order of precedence, for a command's help.
    public static var optionDiscussion: String {
        // Translators: keep --db PATH, $FOODPIN_DB and the path as they are.
        localized("The database is --db PATH, else $FOODPIN_DB, else $XDG_DATA_HOME/foodpin/foodpin.sqlite3.")
    }

    /// The path to use, creating the default data directory (mode 0700) when it is the one chosen.
    /// - Parameters:
    ///   - explicitPath: the `--db` value, if any; it wins over everything.
    ///   - environment: the process environment (`FOODPIN_DB`, `XDG_DATA_HOME`, `HOME`).
    /// - Throws: `StoreError.cannotCreate` when the default directory cannot be created.
    /// - Note: An explicit or `FOODPIN_DB` path is used as given: its directory must already exist.
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(StoreError) -> String {
        if let explicitPath, !explicitPath.isEmpty { return explicitPath }
        if let fromEnvironment = environment["FOODPIN_DB"], !fromEnvironment.isEmpty {
            try refuseUndecodable("FOODPIN_DB", environment)
            return fromEnvironment
        }
        try refuseUndecodable(
            environment["XDG_DATA_HOME"]?.hasPrefix("/") == true ? "XDG_DATA_HOME" : "HOME", environment)
        let directory = defaultDirectory(environment: environment)
        try createPrivateDirectory(directory)
        return directory + "/" + fileName
    }

    /// Foundation decodes the environment replacing what is not UTF-8 with U+FFFD: such a value names
    /// another path than the one the variable holds, and must not be used.
    private static func refuseUndecodable(_ name: String, _ environment: [String: String]) throws(StoreError) {
        guard environment[name]?.contains("\u{FFFD}") == true, let raw = getenv(name),
            String(validatingCString: raw) == nil
        else { return }
        throw .undecodablePath(variable: name)
    }

    /// `$XDG_DATA_HOME/foodpin`, or `$HOME/.local/share/foodpin`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        dataHome(environment: environment) + "/foodpin"
    }

    /// The XDG base directory specification's data home: `$XDG_DATA_HOME` when it is absolute, else
    /// `$HOME/.local/share` (the home Trash lives there too).
    static func dataHome(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share"
    }

    /// Creates `path` and any missing parents with mode 0700; an existing directory is left as is.
    static func createPrivateDirectory(_ path: String) throws(StoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .cannotCreate(
                    path: path, reason: localized("a file with that name exists and is not a directory"))
            }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try createPrivateDirectory(parent) }
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
