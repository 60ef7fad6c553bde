import CGtk
import CShumate
import Foundation

/// GtkKit's `ShumateDataSource`: where libshumate's raster renderer gets each tile's bytes.
///
/// A tile is looked up in libshumate's disk cache (`ShumateFileCache`) first and painted from there
/// at once; one younger than a week is used as is. Otherwise, when online maps are on, it is
/// downloaded through `HTTPClient` with the app's user agent — revalidated with its ETag when the
/// cache has one, so an unchanged tile costs a `304 Not Modified` — checked (`TileImage`), painted,
/// and stored. A server that cannot be reached marks the services unreachable ("Offline"); the cached
/// tile, however old, is used whenever there is one.
///
/// Registered as the GType `GtkKitTileLoader` (a subclass of `ShumateDataSource`, derivable in
/// libshumate 1.0); each instance carries its `TileLoader` as qdata, released with the instance.
@MainActor
final class TileLoader {
    let source: TileSource
    private let services: OnlineMapServices
    private nonisolated(unsafe) let cache: OpaquePointer
    private var client: HTTPClient?
    /// Requests sent to the server so far (not cache hits), by every map sharing this loader.
    private(set) var requestCount = 0
    /// Tiles handed to libshumate to paint so far (from the cache or the server).
    private(set) var deliveredCount = 0

    /// The `GtkKitTileLoader` of `source` under `services` wrapped in a new `ShumateRasterRenderer`
    /// (one reference, the caller's), ready for `shumate_simple_map_set_map_source`.
    ///
    /// Every map of one source shares one loader while any shows it, so one tile is asked for once
    /// whichever map wants it, and one `ShumateFileCache` reads and writes the cache folder: two
    /// caches on one folder (libshumate 1.0.3 leaves its statements unreset) block each other's
    /// reads of the ETags.
    static func makeRenderer(for source: TileSource, services: OnlineMapServices) -> (
        renderer: UnsafeMutablePointer<ShumateMapSource>, loader: TileLoader
    ) {
        let key = Shared(services: ObjectIdentifier(services), source: source)
        shared = shared.filter { $0.value.loader != nil }
        let loader: TileLoader
        let dataSource: UnsafeMutablePointer<GObject>
        if let existing = shared[key]?.loader {
            loader = existing
            dataSource = g_object_ref(existing.dataSource)!.assumingMemoryBound(to: GObject.self)
        } else {
            loader = TileLoader(source: source, services: services)
            dataSource = g_object_new_with_properties(tileLoaderType, 0, nil, nil)!
            loader.dataSource = dataSource
            g_object_set_qdata_full(
                dataSource, loaderQuark, Unmanaged.passRetained(loader).toOpaque(),
                { Unmanaged<TileLoader>.fromOpaque($0!).release() })
            shared[key] = WeakLoader(loader: loader)
        }
        let renderer = shumate_raster_renderer_new_full(
            source.id, source.name, source.license, source.licenseURL ?? "", guint(source.zoomLevels.lowerBound),
            guint(source.zoomLevels.upperBound), guint(source.tileSize), SHUMATE_MAP_PROJECTION_MERCATOR,
            dataSource.cast())!
        g_object_unref(dataSource)  // the renderer holds it
        return (UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: ShumateMapSource.self), loader)
    }

    /// The loaders in use, by services and source; a loader lives as long as its data source.
    private static var shared: [Shared: WeakLoader] = [:]

    private struct Shared: Hashable {
        var services: ObjectIdentifier
        var source: TileSource
    }

    private struct WeakLoader {
        weak var loader: TileLoader?
    }

    /// The `GtkKitTileLoader` instance that owns this loader (valid while the loader lives: the
    /// instance's qdata holds it).
    private nonisolated(unsafe) var dataSource: UnsafeMutablePointer<GObject>!

    private init(source: TileSource, services: OnlineMapServices) {
        self.source = source
        self.services = services
        // libshumate's own key: the template with everything but letters and digits made "_".
        let key = String(source.urlTemplate.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        cache = shumate_file_cache_new_full(
            guint(clamping: services.tileCacheSizeLimit), key, services.tileCacheDirectory)
        shumate_file_cache_purge_cache_async(cache, nil, nil, nil)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(cache)) }

    // MARK: - One tile

    /// How long a cached tile is used without asking the server (libshumate's choice too).
    static let freshness: TimeInterval = 7 * 24 * 3600

    private func load(
        x: Int, y: Int, zoom: Int, dataSource: UnsafeMutablePointer<ShumateDataSource>,
        cancellable: UnsafeMutablePointer<GCancellable>?, done: @escaping @MainActor (Result<Data, Failure>) -> Void
    ) {
        readCache(x: x, y: y, zoom: zoom, cancellable: cancellable) { [self] cached in
            if let cached {
                deliveredCount += 1
                Self.paint(cached.data, x: x, y: y, zoom: zoom, on: dataSource)
                if Date().timeIntervalSince(cached.modified) < Self.freshness { return done(.success(cached.data)) }
            }
            guard services.isEnabled else { return done(cached.map { .success($0.data) } ?? .failure(.offline)) }
            let tile = Tile(x: x, y: y, zoom: zoom)
            fetch(
                tile, cached: cached, dataSource: dataSource,
                waiter: Waiter(cancellable: cancellable) { result in
                    switch result {
                    case .success: done(result)
                    case let .failure(failure): done(cached.map { .success($0.data) } ?? .failure(failure))
                    }
                })
        }
    }

    /// A tile's place in the tiling.
    private struct Tile: Hashable {
        var x: Int, y: Int, zoom: Int
    }

    /// One of libshumate's requests for a tile being downloaded.
    private struct Waiter {
        nonisolated(unsafe) var cancellable: UnsafeMutablePointer<GCancellable>?
        var done: @MainActor (Result<Data, Failure>) -> Void
        var isCancelled: Bool { cancellable.map { Bool(g_cancellable_is_cancelled($0)) } ?? false }
    }

    /// The downloads under way, with every request waiting for each: libshumate asks for the same
    /// tile more than once (the world repeats sideways at low zoom levels; a tile is asked again
    /// while its first request runs), and the server is asked once.
    private var downloads: [Tile: [Waiter]] = [:]

    private func fetch(
        _ tile: Tile, cached: Cached?, dataSource: UnsafeMutablePointer<ShumateDataSource>, waiter: Waiter
    ) {
        guard downloads[tile] == nil else { return downloads[tile]!.append(waiter) }
        downloads[tile] = [waiter]
        download(x: tile.x, y: tile.y, zoom: tile.zoom, cached: cached, cancellable: waiter.cancellable) {
            [self] result in
            switch result {
            case let .success(data):
                services.isReachable = true
                if data != cached?.data {
                    deliveredCount += 1
                    Self.paint(data, x: tile.x, y: tile.y, zoom: tile.zoom, on: dataSource)
                }
            case .failure(.http(.unreachable)):
                services.isReachable = false
            case .failure:
                break
            }
            for waiter in downloads.removeValue(forKey: tile) ?? [] {
                // The download was its first request's; the others ask again when only that one gave up.
                if case .failure(.http(.cancelled)) = result, !waiter.isCancelled {
                    fetch(tile, cached: cached, dataSource: dataSource, waiter: waiter)
                } else {
                    waiter.done(result)
                }
            }
        }
    }

    private struct Cached {
        var data: Data
        var etag: String?
        var modified: Date
    }

    private func readCache(
        x: Int, y: Int, zoom: Int, cancellable: UnsafeMutablePointer<GCancellable>?,
        _ done: @escaping @MainActor (Cached?) -> Void
    ) {
        let box = Unmanaged.passRetained(
            Callback { [cache] result in
                var etag: UnsafeMutablePointer<CChar>?
                var modified: OpaquePointer?
                let bytes = shumate_file_cache_get_tile_finish(cache, &etag, &modified, result, nil)
                defer {
                    g_free(etag)
                    if let modified { g_date_time_unref(modified) }
                    if let bytes { g_bytes_unref(bytes) }
                }
                guard let bytes, let modified else { return done(nil) }
                done(
                    Cached(
                        data: Data(gbytes: bytes), etag: string(etag),
                        modified: Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(modified)))))
            })
        shumate_file_cache_get_tile_async(
            cache, Int32(x), Int32(y), Int32(zoom), cancellable, Callback.run, box.toOpaque())
    }

    private func download(
        x: Int, y: Int, zoom: Int, cached: Cached?, cancellable: UnsafeMutablePointer<GCancellable>?,
        _ done: @escaping @MainActor (Result<Data, Failure>) -> Void
    ) {
        if client == nil { client = HTTPClient(userAgent: services.userAgent) }
        var request = HTTPClient.Request(
            url: source.url(x: x, y: y, zoom: zoom), maximumBytes: Self.maximumTileBytes, deadline: 30)
        if let etag = cached?.etag { request.headers.append(("If-None-Match", etag)) }
        requestCount += 1
        client!.send(request, cancellable: cancellable) { [cache] result in
            switch result {
            case let .success(response) where response.status == 304 && cached != nil:
                shumate_file_cache_mark_up_to_date(cache, Int32(x), Int32(y), Int32(zoom))
                done(.success(cached!.data))
            case let .success(response) where (200..<300).contains(response.status):
                guard TileImage.isAcceptable(response.body) else { return done(.failure(.notATile)) }
                let bytes = response.body.gbytes
                shumate_file_cache_store_tile_async(
                    cache, Int32(x), Int32(y), Int32(zoom), bytes, response.etag, nil, nil, nil)
                g_bytes_unref(bytes)
                done(.success(response.body))
            case let .success(response):
                done(.failure(.status(response.status)))
            case let .failure(failure):
                done(.failure(.http(failure)))
            }
        }
    }

    /// Bytes a tile may have (OpenStreetMap's are 5–60 KB).
    static let maximumTileBytes = 1 << 20

    /// Hands a tile's bytes to libshumate's raster renderer, which decodes and paints them.
    private static func paint(
        _ data: Data, x: Int, y: Int, zoom: Int, on dataSource: UnsafeMutablePointer<ShumateDataSource>
    ) {
        let bytes = data.gbytes
        gtkkit_data_source_emit_received_data(dataSource, Int32(x), Int32(y), Int32(zoom), bytes)
        g_bytes_unref(bytes)
    }

    /// Why a tile has no bytes.
    enum Failure: Error {
        case offline
        case notATile
        case status(Int)
        case http(HTTPClient.Failure)
    }

    // MARK: - The GType

    fileprivate static let loaderQuark = g_quark_from_string("gtkkit-tile-loader")

    /// `get_tile_data_async` of `GtkKitTileLoader`: runs `load` and returns through a GTask.
    fileprivate static func start(
        _ dataSource: UnsafeMutablePointer<ShumateDataSource>, x: Int, y: Int, zoom: Int,
        cancellable: UnsafeMutablePointer<GCancellable>?, task: OpaquePointer
    ) {
        guard let raw = g_object_get_qdata(dataSource.cast(), loaderQuark) else {
            return returnError(task, IOErrors.failed, "no tile loader")
        }
        let loader = Unmanaged<TileLoader>.fromOpaque(raw).takeUnretainedValue()
        loader.load(x: x, y: y, zoom: zoom, dataSource: dataSource, cancellable: cancellable) { result in
            switch result {
            case let .success(data):
                g_task_return_pointer(task, UnsafeMutableRawPointer(data.gbytes), { g_bytes_unref(OpaquePointer($0)) })
            case .failure(.http(.cancelled)):
                returnError(task, IOErrors.cancelled, "cancelled")
            case let .failure(failure):
                returnError(task, IOErrors.failed, "tile \(zoom)/\(x)/\(y): \(failure)")
            }
            g_object_unref(UnsafeMutableRawPointer(task))
        }
    }

    private static func returnError(_ task: OpaquePointer, _ code: Int32, _ message: String) {
        g_task_return_error(task, g_error_new_literal(g_io_error_quark(), code, message))
    }
}

/// The type, registered once: a `ShumateDataSource` whose two virtual functions are `TileLoader`'s.
private let tileLoaderType: GType = {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<ShumateDataSourceClass>.size)
    info.instance_size = guint16(MemoryLayout<ShumateDataSource>.size)
    info.class_init = { klass, _ in
        let dataSourceClass = klass!.assumingMemoryBound(to: ShumateDataSourceClass.self)
        dataSourceClass.pointee.get_tile_data_async = { dataSource, x, y, zoom, cancellable, callback, data in
            nonisolated(unsafe) let task = g_task_new(UnsafeMutableRawPointer(dataSource), cancellable, callback, data)!
            nonisolated(unsafe) let (dataSource, cancellable) = (dataSource!, cancellable)
            MainActor.assumeIsolated {
                TileLoader.start(
                    dataSource, x: Int(x), y: Int(y), zoom: Int(zoom), cancellable: cancellable, task: task)
            }
        }
        dataSourceClass.pointee.get_tile_data_finish = { _, result, error in
            g_task_propagate_pointer(result, error).map(OpaquePointer.init)
        }
    }
    return g_type_register_static(shumate_data_source_get_type(), "GtkKitTileLoader", &info, GTypeFlags(rawValue: 0))
}()

/// A Swift closure run from a `GAsyncReadyCallback` with the result, once.
@MainActor
final class Callback {
    let body: @MainActor (OpaquePointer?) -> Void
    init(_ body: @escaping @MainActor (OpaquePointer?) -> Void) { self.body = body }

    /// The `GAsyncReadyCallback` that runs the retained `Callback` its user data holds, then releases it.
    nonisolated static let run: GAsyncReadyCallback = { _, result, data in
        nonisolated(unsafe) let (result, data) = (result, data)
        MainActor.assumeIsolated {
            Unmanaged<Callback>.fromOpaque(data!).takeRetainedValue().body(result)
        }
    }
}

extension Data {
    /// Copies a `GBytes`' contents.
    init(gbytes: OpaquePointer) {
        var size: gsize = 0
        let start = g_bytes_get_data(gbytes, &size)
        self = start.map { Data(bytes: $0, count: Int(size)) } ?? Data()
    }

    /// A new `GBytes` (one reference, the caller's) holding a copy of the data.
    var gbytes: OpaquePointer {
        withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    }
}
