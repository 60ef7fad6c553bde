import FoodPinModel
import Foundation
import TestSupport

// The map cases of the "foodpin" suite (issue 30): the release app on 21 restaurants (the samples, in
// four cities) and on 10,000 and 100,000 spread over London, its tiles from a loopback server
// (`MapTestServer`; nothing leaves the machine).
//
//   map-open   seconds from the map's toggle until its first tiles and markers are painted
//              (target ≤ 0.5 s at 100,000)
//   map-pan    main-thread seconds per frame while the map pans (target ≤ 8 ms at 100,000)
//
// The app is started as for the other cases, plus FOODPIN_BENCH_MAP=1 (open the map of every
// restaurant, pan it, and report) and FOODPIN_TILE_SERVER (the loopback tile URL template); it prints
// `foodpin-bench map-open SECONDS` and `foodpin-bench map-pan SECONDS` on stderr. A build of the app
// that prints neither is reported as skipped after one launch. FOODPIN_BENCH_IMPL=map runs these alone.
extension AppRun {
    static let mapSizes = [21, 10_000, 100_000]
    static let london = CoordinateBox(south: 51.38, west: -0.35, north: 51.65, east: 0.15)

    static func benchmarkMap(_ app: URL, into reporter: inout Reporter) {
        let sizes = ProcessInfo.processInfo.environment["FOODPIN_BENCH_SIZES"].map {
            $0.split(separator: ",").compactMap { Int($0) }
        }
        guard let server = try? MapTestServer() else {
            return reporter.skipped(
                "foodpin", impl: "map", case: "map-open", n: 100_000, reason: "no loopback tile server")
        }
        defer { server.stop() }
        let environment = ["FOODPIN_BENCH_MAP": "1", "FOODPIN_TILE_SERVER": server.tileTemplate()]
        for n in mapSizes where sizes?.contains(n) ?? true {
            guard let database = makeDatabase(count: n, spreadOver: london) else {
                reporter.skipped(
                    "foodpin", impl: "map", case: "map-open", n: n, reason: "could not create the database")
                continue
            }
            defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
            var runs: [Figures] = []
            for _ in 0..<3 {
                guard let figures = launch(app, database: database, renderer: "default", environment: environment),
                    figures.mapOpen != nil || figures.mapPan != nil
                else {
                    return reporter.skipped(
                        "foodpin", impl: "map", case: "map-open", n: n,
                        reason: "this build of the app reports no map figures")
                }
                runs.append(figures)
            }
            func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
            reporter.record(
                "foodpin", impl: "default", case: "map-open", n: n, seconds: median(runs.compactMap(\.mapOpen)))
            reporter.record(
                "foodpin", impl: "default", case: "map-pan", n: n, seconds: median(runs.compactMap(\.mapPan)))
        }
    }
}
