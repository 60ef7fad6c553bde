// swift-tools-version:6.0
// FoodPin for Linux: seed 000's restaurant list and seed 001's to-do list as GNOME apps.
// Layers (dependencies point down only):
//   FoodPin, Todo (apps)  ->  GtkKit -> CGtk, Diffable
//                         ->  FoodPinModel -> CSQLite
//                         ->  Console (argument parsing for the command-line presentation)
//   GtkKit, Console, FoodPinModel, apps  ->  Localization (gettext)
//   Todo, FoodPin  ->  Sync -> FoodPinModel, CSecret (CalDAV/CardDAV, the Secret Service)
//                  ->  SyncUI -> Sync, GtkKit (Preferences → Sync, the status line, scheduling)
import PackageDescription

/// Invariant checks in Diffable (and elsewhere) are compiled in for debug builds and tests only.
let checks: [SwiftSetting] = [.define("FOODPIN_INTERNAL_CHECKS", .when(configuration: .debug))]

/// Diffable is compiled optimized in debug builds too: its property tests apply millions of snapshot
/// edits and take a third of the time (90 s → 36 s on two cores). The invariant checks above stay on,
/// and a misuse trap keeps its message (`Misuse.trap`, not `preconditionFailure`).
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "FoodPin",
    products: [
        .library(name: "Diffable", targets: ["Diffable"]),
        .library(name: "GtkKit", targets: ["GtkKit"]),
        .library(name: "FoodPinModel", targets: ["FoodPinModel"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "Sync", targets: ["Sync"]),
        .executable(name: "foodpin", targets: ["FoodPin"]),
        .executable(name: "todo", targets: ["Todo"]),
        .executable(name: "foodpin-bench", targets: ["Benchmarks"]),
    ],
    targets: [
        // Core: no UI, no I/O.
        .target(name: "Diffable", swiftSettings: checks + optimizedInDebug),

        // Model: Foundation + SQLite.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "FoodPinModel", dependencies: ["CSQLite", "Localization"], swiftSettings: checks),

        // Translations: gettext lookups for every user-visible string (no UI, no domain knowledge).
        .systemLibrary(name: "CIntl"),
        .target(name: "Localization", dependencies: ["CIntl"]),

        // Command-line presentation support (no domain knowledge).
        .target(name: "Console", dependencies: ["Localization"]),

        // Toolkit layer.
        .systemLibrary(name: "CGtk", pkgConfig: "libadwaita-1",
                       providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CShumate", "CGeocodeGlib", "Diffable", "Localization"],
                swiftSettings: checks),

        // Maps (issue 30): libshumate + libsoup 3, and geocode-glib, each its own pkg-config package, so
        // each its own module; only GtkKit's Maps/ and Geocoding/ import them.
        .systemLibrary(name: "CShumate", pkgConfig: "shumate-1.0",
                       providers: [.apt(["libshumate-dev", "libsoup-3.0-dev"])]),
        .systemLibrary(name: "CGeocodeGlib", pkgConfig: "geocode-glib-2.0",
                       providers: [.apt(["libgeocode-glib-dev"])]),

        // Sync: CalDAV (and CardDAV, next) over FoundationNetworking, passwords in the Secret Service.
        .systemLibrary(name: "CSecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]),
        // libcurl's easy interface: HTTP that waits in poll() (the toolchain's URLSession spins a core while
        // an answer is pending).
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(
            name: "Sync", dependencies: ["FoodPinModel", "CSecret", "CCurl", "Localization"], swiftSettings: checks),

        // What a window shows of sync, shared by both apps: Preferences → Sync, the status line, the
        // controller that schedules syncs (issues 26, 27). No C: GtkKit's wrappers only.
        .target(name: "SyncUI", dependencies: ["Sync", "GtkKit", "FoodPinModel", "Localization"]),

        // Apps: controllers, views and the command line.
        .executableTarget(
            name: "FoodPin",
            dependencies: ["FoodPinModel", "GtkKit", "Diffable", "Console", "Localization", "Sync", "SyncUI"]),
        .executableTarget(
            name: "Todo",
            dependencies: ["FoodPinModel", "GtkKit", "Diffable", "Console", "Localization", "Sync", "SyncUI"]),

        // Examples for developers picking up GtkKit and Diffable (README, the DocC articles): public API only.
        .executableTarget(name: "HelloTable", dependencies: ["GtkKit", "Diffable"], path: "Examples/HelloTable"),
        .executableTarget(name: "SwipeActionsGallery", dependencies: ["GtkKit", "Diffable"],
                          path: "Examples/SwipeActionsGallery"),
        .executableTarget(name: "MapExplorer", dependencies: ["GtkKit"], path: "Examples/MapExplorer"),

        // Benchmarks (`make bench`).
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Diffable", "CGtk", "FoodPinModel", "GtkKit", "TestSupport", "Sync", "SyncTestSupport"]),

        // Helpers shared by tests and benchmarks (a seeded generator, huge PNGs); no UI.
        .target(name: "TestSupport"),

        // Real DAV servers (Radicale, Xandikos from the venv `scripts/deps.sh test` makes) and a scripted
        // hostile one, on loopback, for the sync tests and benchmarks.
        .target(name: "SyncTestSupport"),

        // Test support: drives real apps under Xvfb through AT-SPI, xdotool, xclip and screenshots.
        .systemLibrary(name: "CAtspi", pkgConfig: "atspi-2",
                       providers: [.apt(["libatspi2.0-dev"])]),
        .target(name: "UITestSupport", dependencies: ["CAtspi"]),

        .testTarget(name: "DiffableTests", dependencies: ["Diffable", "TestSupport"], swiftSettings: checks),
        .testTarget(name: "FoodPinModelTests", dependencies: ["FoodPinModel"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "CShumate", "Diffable", "UITestSupport", "TestSupport"]),
        .testTarget(
            name: "FoodPinTests",
            dependencies: ["FoodPin", "CGtk", "FoodPinModel", "UITestSupport", "TestSupport", "SyncTestSupport"]),
        .testTarget(name: "TodoTests", dependencies: ["FoodPinModel", "UITestSupport", "SyncTestSupport", "TestSupport"]),
        .testTarget(name: "ConsoleTests", dependencies: ["Console"]),
        .testTarget(
            name: "SyncTests",
            dependencies: ["Sync", "FoodPinModel", "SyncTestSupport", "UITestSupport", "GtkKit", "TestSupport"],
            swiftSettings: checks),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "UITestSupport"]),
        .testTarget(name: "ExamplesTests", dependencies: ["UITestSupport", "TestSupport"]),
        .testTarget(name: "UITestSupportTests", dependencies: ["UITestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
