import CGtk
import Foundation

/// What GtkKit's maps and geocoder may do on the network, and how they introduce themselves: one
/// object an app configures once (`shared`) and its Preferences change.
///
/// - `isEnabled` is the "online maps" switch: off, no tile is downloaded (maps show what the disk
///   cache holds and say that online maps are off) and no place is looked up.
/// - `userAgent` names the app in every request, as OpenStreetMap's tile policy and Nominatim's usage
///   policy ask ("FoodPin/1.0 (https://…)").
/// - `tileCacheDirectory` is where libshumate's tile cache lives.
///
/// Nothing here makes a request: maps ask for tiles once they are on screen, the geocoder when the
/// app asks it to search.
@MainActor
public final class OnlineMapServices {
    /// The services every `MapView` and `Geocoder` use unless given others.
    public static let shared = OnlineMapServices()

    /// Services introducing themselves as `userAgent` (default: the program's name and GtkKit),
    /// caching tiles in `tileCacheDirectory` (default: `$XDG_CACHE_HOME/<program>/tiles`).
    /// - Complexity: O(1).
    public init(userAgent: String? = nil, tileCacheDirectory: String? = nil, isEnabled: Bool = true) {
        let program = g_get_prgname().map { String(cString: $0) } ?? "gtkkit-app"
        self.userAgent = userAgent ?? "\(program) (GtkKit maps)"
        self.tileCacheDirectory =
            tileCacheDirectory ?? String(cString: g_get_user_cache_dir()) + "/" + program + "/tiles"
        self.isEnabled = isEnabled
    }

    /// Whether maps may download tiles and the geocoder may search: the "online maps" switch.
    /// Turning it off stops new requests at once; maps keep the tiles they show.
    public var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled { isReachable = true }
            notify()
        }
    }

    /// The HTTP `User-Agent` of every tile and geocoding request.
    public var userAgent: String

    /// The folder of libshumate's tile cache (made with mode 0700 when first needed), one
    /// subfolder per tile source. Read when a map first shows a source.
    public var tileCacheDirectory: String

    /// At most this many bytes of tiles are kept on disk per tile source (libshumate's limit; the
    /// least used go first). Default 100 MB, as libshumate's own downloader.
    public var tileCacheSizeLimit = 100_000_000

    /// False after a request failed because the server could not be reached (no network, no such
    /// host, refused), until one succeeds: maps then say "Offline" and show cached tiles.
    public internal(set) var isReachable = true {
        didSet { if isReachable != oldValue { notify() } }
    }

    // MARK: - Internal

    private final class Observer {
        weak var owner: AnyObject?
        let handler: @MainActor () -> Void
        init(owner: AnyObject, handler: @escaping @MainActor () -> Void) {
            self.owner = owner
            self.handler = handler
        }
    }

    private var observers: [Observer] = []

    /// Calls `handler` after `isEnabled` or `isReachable` changes, for as long as `owner` lives.
    func observe(owner: AnyObject, _ handler: @escaping @MainActor () -> Void) {
        observers.removeAll { $0.owner == nil }
        observers.append(Observer(owner: owner, handler: handler))
    }

    private func notify() {
        observers.removeAll { $0.owner == nil }
        for observer in observers { observer.handler() }
    }
}
