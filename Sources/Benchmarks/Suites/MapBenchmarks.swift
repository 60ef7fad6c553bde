import CGtk
import FoodPinModel
import Foundation
import GtkKit
import TestSupport

// Figures for issue 30 (maps), GtkKit's and the model's part, in this process, on restaurants spread
// over London as `RestaurantStore.addSynthetic(count:spreadOver:)` places them (dense neighbourhoods,
// empty parks), at 21, 10,000 and 100,000 (FOODPIN_BENCH_SIZES adds 1,000,000):
//
//   store-places  reading every restaurant's place (`places()`, the covering index alone)
//   store-box     the places inside one view (`places(in:)`): 1,280 × 800 pixels at zoom 14
//   index-build   `MapPointIndex` of every place (sorting Morton codes)
//   clusters      that view's clusters at zoom 14; impl `gtkkit` is `MapPointIndex`, the baseline
//                 `scan` tests every place against the view and hashes it into the same grid (what
//                 a map without an index does on every frame)
//   pan-refresh   a `ClusteredMarkerLayer` on a 1,280 × 800 map panning by 8 pixels a frame: its
//                 refresh alone (query, comparison, markers added and retired), median of 60 frames
//   pan-work      main-thread CPU seconds of the whole frame: the pan, the refresh, libshumate placing
//                 its markers, GTK's layout and drawing (tiles from a loopback server), median of 60
//
// The app's own figures (`map-open`, `map-pan`, suite `foodpin`) come from the app.
extension Suite {
    static let maps = Suite(name: "maps") { reporter in
        MainActor.assumeIsolated { MapBenchmarks.run(&reporter) }
    }
}

@MainActor
enum MapBenchmarks {
    static let london = CoordinateBox(south: 51.38, west: -0.35, north: 51.65, east: 0.15)
    static let centre = LocationCoordinate(latitude: 51.5074, longitude: -0.1278)

    static func run(_ reporter: inout Reporter) {
        let sizes =
            ProcessInfo.processInfo.environment["FOODPIN_BENCH_SIZES"].map {
                $0.split(separator: ",").compactMap { Int($0) }
            } ?? [21, 10_000, 100_000]
        for n in sizes {
            guard let places = makePlaces(n, into: &reporter) else { continue }
            let points = places.map {
                (
                    id: $0.id,
                    coordinate: LocationCoordinate(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude)
                )
            }
            // As an app builds it from `places()`: two arrays.
            let ids = points.map(\.id), coordinates = points.map(\.coordinate)
            reporter.record(
                "maps", impl: "gtkkit", case: "index-build", n: n,
                seconds: measure { blackHole(MapPointIndex(ids: ids, coordinates: coordinates)) })
            let index = MapPointIndex(ids: ids, coordinates: coordinates)
            let view = viewBounds(width: 1280, height: 800, zoom: 14)
            reporter.record(
                "maps", impl: "gtkkit", case: "clusters", n: n,
                seconds: measure(runs: 21) {
                    blackHole(index.clusters(in: view, zoomLevel: 14))
                })
            reporter.record(
                "maps", impl: "scan", case: "clusters", n: n,
                seconds: measure(runs: 7) {
                    blackHole(scanClusters(points, in: view, zoom: 14))
                })
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, n <= 100_000 else { continue }
            if let figures = pan(index) {
                reporter.record("maps", impl: "gtkkit", case: "pan-refresh", n: n, seconds: figures.refresh)
                reporter.record("maps", impl: "gtkkit", case: "pan-work", n: n, seconds: figures.frame)
            }
        }
    }

    /// `n` restaurants' places from a new database (timing its two reads on the way).
    private static func makePlaces(_ n: Int, into reporter: inout Reporter) -> [RestaurantPlace]? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("foodpin-map-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
            let store = try? RestaurantStore(
                path: directory.appendingPathComponent("db.sqlite3").path, seedingSamples: false),
            (try? store.addSynthetic(count: n, spreadOver: london)) != nil,
            let places = try? store.places()
        else { return nil }
        reporter.record(
            "maps", impl: "sqlite", case: "store-places", n: n, seconds: measure { blackHole(try? store.places()) })
        let view = viewBounds(width: 1280, height: 800, zoom: 14)
        let box = CoordinateBox(south: view.south, west: view.west, north: view.north, east: view.east)
        reporter.record(
            "maps", impl: "sqlite", case: "store-box", n: n,
            seconds: measure(runs: 11) {
                blackHole(try? store.places(in: box))
            })
        return places
    }

    /// What a `width` × `height` map at `zoom` shows around the centre of London.
    static func viewBounds(width: Double, height: Double, zoom: Double) -> CoordinateBounds {
        let world = 256 * pow(2, zoom)
        let x = (centre.longitude + 180) / 360
        let latitude = centre.latitude * .pi / 180
        let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
        func coordinate(_ px: Double, _ py: Double) -> (Double, Double) {
            let wx = x + px / world, wy = y + py / world
            return (atan(sinh(.pi * (1 - 2 * wy))) * 180 / .pi, wx * 360 - 180)
        }
        let (north, west) = coordinate(-width / 2, -height / 2)
        let (south, east) = coordinate(width / 2, height / 2)
        return CoordinateBounds(south: south, west: west, north: north, east: east)
    }

    /// The baseline: every point tested against the view and counted into its 64-pixel cell.
    private static func scanClusters(
        _ points: [(id: UUID, coordinate: LocationCoordinate)], in view: CoordinateBounds, zoom: Double
    ) -> [Int: (count: Int, x: Double, y: Double)] {
        let cells = pow(2, zoom + 2)
        var grid: [Int: (count: Int, x: Double, y: Double)] = [:]
        for point in points where view.contains(point.coordinate) {
            let x = (point.coordinate.longitude + 180) / 360
            let latitude = point.coordinate.latitude * .pi / 180
            let y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2
            let key = Int(y * cells) << 32 | Int(x * cells)
            let old = grid[key] ?? (0, 0, 0)
            grid[key] = (old.count + 1, old.x + x, old.y + y)
        }
        return grid
    }

    /// A 1,280 × 800 map of London at zoom 14 with every place as clusters, panned 60 frames: the
    /// medians of the layer's refresh and of the whole frame, main-thread CPU seconds.
    private static func pan(_ index: MapPointIndex<UUID>) -> (refresh: Double, frame: Double)? {
        MainContext.initialise()
        guard let server = try? MapTestServer() else { return nil }
        defer { server.stop() }
        let cache = NSTemporaryDirectory() + "foodpin-map-bench-tiles-\(UUID())"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let services = OnlineMapServices(userAgent: "foodpin-bench", tileCacheDirectory: cache)
        guard let source = try? TileSource(id: "bench", name: "Bench", urlTemplate: server.tileTemplate(), license: "")
        else { return nil }
        let map = MapView(tileSource: source, services: services)
        map.setCenter(centre, zoomLevel: 14, animated: false)
        let layer = ClusteredMarkerLayer<UUID>(
            mapView: map, index: index, content: { _ in Avatar(size: 32, text: "R") }, accessibleLabel: { _ in "R" })
        let window = Window(title: "Map bench", width: 1280, height: 800)
        window.content = map
        window.present()
        for _ in 0..<30 { waitForFrame(map) }  // the first tiles and markers
        var refreshes: [Double] = [], frames: [Double] = []
        for step in 0..<61 {
            let start = threadSeconds()
            let dx = step % 20 < 10 ? 8.0 : -8.0
            map.setCenter(
                map.coordinate(atX: Double(map.width) / 2 + dx, y: Double(map.height) / 2 + 3), animated: false)
            let refreshStart = threadSeconds()
            layer.refresh()
            let refreshEnd = threadSeconds()
            waitForFrame(map)
            if step > 0 {
                refreshes.append(refreshEnd - refreshStart)
                frames.append(threadSeconds() - start)
            }
        }
        window.close()
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
        return (refreshes.sorted()[30], frames.sorted()[30])
    }

    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func waitForFrame(_ widget: Widget) { TableViewBenchmarks.waitForFrame(widget.unsafeWidget) }
}
