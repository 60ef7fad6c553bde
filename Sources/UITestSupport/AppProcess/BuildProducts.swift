import Foundation

/// Finds this package's built executables next to the running test bundle.
public enum BuildProducts {
    /// The build directory holding the test bundle (e.g. `.build/x86_64-unknown-linux-gnu/debug`),
    /// or `UITEST_BUILD_DIR` when set.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["UITEST_BUILD_DIR"] {
            return URL(fileURLWithPath: override)
        }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        // On Linux the bundle is `<build>/<Package>PackageTests.xctest`, a plain executable; be tolerant
        // of runners that nest it deeper.
        while url.path != "/", url.path.contains(".xctest") { url.deleteLastPathComponent() }
        return url
    }

    /// The path of product `name` (e.g. "foodpin", "todo").
    /// - Throws: `UITestError.launch` saying how to build it when it is missing.
    public static func executable(_ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw UITestError.launch(
                "\(name) is not built in \(directory.path): run `swift build --product \(name)`"
                    + " before the UI tests (or set UITEST_BUILD_DIR)")
        }
        return url
    }
}
