// Why this type exists: FoodPin's two map settings — whether maps may go online, and which tile
// server they use — kept in one small file of the user's, applied to GtkKit's `OnlineMapServices`,
// and told to every map that shows tiles. It also makes the one `Geocoder` of the app (Find on Map).
//
// Where they live: `$XDG_CONFIG_HOME/foodpin/maps.json` (folder 0700, file 0600), read at launch and
// written when Preferences changes them; a file that does not read is ignored (the defaults: online,
// OpenStreetMap). Tests and benchmarks may set FOODPIN_ONLINE_MAPS (`on`/`off`), FOODPIN_TILE_SERVER
// (a tile URL template) and FOODPIN_NOMINATIM (a Nominatim base URL); those win over the file and are
// never written to it.
//
// Threading rule: main thread only.
import FoodPinModel
import Foundation
import GtkKit

@MainActor
final class MapSettings {
    /// The app's settings, read once from the user's file and the environment.
    static let shared = MapSettings(environment: ProcessInfo.processInfo.environment)

    /// What the file holds.
    private struct Stored: Codable, Equatable {
        var onlineMaps = true
        var tileServer: String?
    }

    private var stored: Stored
    private let file: URL
    private let forcedTileServer: String?
    private var tileSourceObservers: [(owner: Weak, handler: @MainActor () -> Void)] = []
    let services = OnlineMapServices.shared
    /// The app's geocoder: every Find on Map shares its cache and its one-a-second turn.
    let geocoder: Geocoder

    init(environment: [String: String]) {
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        file = URL(fileURLWithPath: config).appendingPathComponent("foodpin/maps.json")
        stored = (try? JSONDecoder().decode(Stored.self, from: Data(contentsOf: file))) ?? Stored()
        forcedTileServer = environment["FOODPIN_TILE_SERVER"]
        services.userAgent = "FoodPin/\(FoodPinRelease.version) (+https://github.com/foodpin/foodpin)"
        switch environment["FOODPIN_ONLINE_MAPS"] {
        case "off": services.isEnabled = false
        case "on": services.isEnabled = true
        default: services.isEnabled = stored.onlineMaps
        }
        geocoder = Geocoder(baseURL: environment["FOODPIN_NOMINATIM"] ?? Geocoder.nominatimURL)
    }

    /// Whether maps download tiles and Find on Map may search. Saved at once.
    var onlineMaps: Bool {
        get { services.isEnabled }
        set {
            services.isEnabled = newValue
            stored.onlineMaps = newValue
            save()
        }
    }

    /// The tile server the user chose (a URL template), nil for OpenStreetMap's.
    var tileServer: String? { forcedTileServer ?? stored.tileServer }

    /// Chooses the tile server (`nil` or "": OpenStreetMap's). Saved, and every map switches to it.
    /// - Throws: `TileSourceError` saying what is wrong with `template`; nothing changes then.
    func setTileServer(_ template: String?) throws(TileSourceError) {
        let trimmed = template?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if !trimmed.isEmpty { _ = try TileSource.openStreetMap.withURLTemplate(trimmed) }
        stored.tileServer = trimmed.isEmpty ? nil : trimmed
        save()
        tileSourceObservers.removeAll { $0.owner.object == nil }
        for observer in tileSourceObservers { observer.handler() }
    }

    /// The tiles maps show: the chosen server's, with OpenStreetMap's attribution (a server of the
    /// user's that serves OpenStreetMap's data owes it the same).
    var tileSource: TileSource {
        tileServer.flatMap { try? TileSource.openStreetMap.withURLTemplate($0) } ?? .openStreetMap
    }

    /// Calls `handler` after the tile server changes, as long as `owner` lives.
    func onTileSourceChange(owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        tileSourceObservers.append((Weak(owner), handler))
    }

    private func save() {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        guard let data = try? JSONEncoder().encode(stored) else { return }
        try? data.write(to: file, options: .atomic)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
