import Foundation

extension DatabaseLocation {
    /// The path `resolve(explicitPath:environment:)` would choose, creating nothing: for readers that
    /// must leave the user's folders as they are (GNOME Shell's search, with `RestaurantFinder`), to
    /// whom a missing folder just means no database.
    /// - Complexity: O(1); no file system call but `NSHomeDirectory()` when `HOME` is unset.
    public static func path(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let explicitPath, !explicitPath.isEmpty { return explicitPath }
        if let fromEnvironment = environment["FOODPIN_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        return defaultDirectory(environment: environment) + "/" + fileName
    }
}
