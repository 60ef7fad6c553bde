// The "foodpin" suite: the real app (the release `foodpin` beside this binary) on databases of
// 21 (the samples: the baseline), 10,000, 100,000 and 1,000,000 restaurants, under the display `make bench`
// provides. The app, started with FOODPIN_BENCH=1, prints on stderr when its first rows are painted,
// how long a delete takes to reach the screen, the mean frame time while scrolling, and its peak
// memory, then quits (Sources/FoodPin/GUI/Support/BenchProbe.swift).
//
//   first-rows  seconds from launch until the first frame with rows is painted (timed here)
//   delete-work seconds the app's main thread spends in that delete, until the data source's apply
//               returns (our part of the frame; the rest is GTK's layout and the renderer)
//   delete      seconds from deleting the first row until the next painted frame
//   external-delete-work  seconds the main thread spends applying a delete made by `foodpin delete`
//               in another process (the store's delivery, until its apply returns)
//   details-open-work  seconds the main thread spends opening the middle row's details page
//   details-open  seconds from activating the middle row until the frame showing its details page
//               is painted (target ≤ 50 ms)
//   form-save   seconds the main thread spends in the Edit form's Save of that row: store, rebind the
//               row, refresh the page (target ≤ 16 ms at 100,000)
//   scroll      mean seconds per painted frame while scrolling 200 pages
//   peak        the app's VmHWM (its own peak resident memory), bytes
// Two renderers: GTK's default (GL — under Xvfb that is Mesa's llvmpipe, whose buffers alone put a
// 21-row window near 210 MB) and GSK_RENDERER=cairo (what a machine without a GPU would rather use).
// The 21-restaurant rows are the baseline: what the toolkit costs before the list does.
// `huge-photos` (FoodPinHugePhotos.swift): 30 rows whose photos are 200-megapixel PNGs.
// FOODPIN_BENCH_IMPL=<impl> runs one impl's rows only (`default`, `cairo`, `huge-photos`);
// FOODPIN_BENCH_SIZES=100000,1000000 runs those list sizes only.
import FoodPinModel
import Foundation

extension Suite {
    static let foodpin = Suite(name: "foodpin") { reporter in
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            reporter.skipped(
                "foodpin", impl: "default", case: "first-rows", n: 100_000,
                reason: "no DISPLAY (run under scripts/with-display.sh)")
            return
        }
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("foodpin")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            reporter.skipped(
                "foodpin", impl: "default", case: "first-rows", n: 100_000, reason: "build the release foodpin first")
            return
        }
        // FOODPIN_BENCH_IMPL=huge-photos (or default, cairo) runs only those rows.
        let only = ProcessInfo.processInfo.environment["FOODPIN_BENCH_IMPL"]
        let sizes = ProcessInfo.processInfo.environment["FOODPIN_BENCH_SIZES"].map {
            $0.split(separator: ",").compactMap { Int($0) }
        }
        for (n, all) in [
            (21, ["default", "cairo"]), (10_000, ["default"]), (100_000, ["default", "cairo"]),
            (1_000_000, ["default", "cairo"]),
        ] {
            if let sizes, !sizes.contains(n) { continue }
            let renderers = all.filter { only == nil || $0 == only }
            if renderers.isEmpty { continue }
            guard let database = AppRun.makeDatabase(count: n) else {
                reporter.skipped(
                    "foodpin", impl: "default", case: "first-rows", n: n, reason: "could not create the database")
                continue
            }
            defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
            for renderer in renderers {
                var runs: [AppRun.Figures] = []
                for _ in 0..<3 {
                    if let figures = AppRun.launch(app, database: database, renderer: renderer) { runs.append(figures) }
                }
                guard !runs.isEmpty else {
                    reporter.skipped(
                        "foodpin", impl: renderer, case: "first-rows", n: n, reason: "the app reported nothing")
                    continue
                }
                func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
                reporter.record(
                    "foodpin", impl: renderer, case: "first-rows", n: n, seconds: median(runs.map(\.firstRows)))
                reporter.record(
                    "foodpin", impl: renderer, case: "delete-work", n: n, seconds: median(runs.compactMap(\.deleteWork))
                )
                reporter.record(
                    "foodpin", impl: renderer, case: "delete", n: n, seconds: median(runs.compactMap(\.delete)))
                reporter.record(
                    "foodpin", impl: renderer, case: "external-delete-work", n: n,
                    seconds: median(runs.compactMap(\.externalDeleteWork)))
                reporter.record(
                    "foodpin", impl: renderer, case: "details-open-work", n: n,
                    seconds: median(runs.compactMap(\.detailsOpenWork)))
                reporter.record(
                    "foodpin", impl: renderer, case: "details-open", n: n,
                    seconds: median(runs.compactMap(\.detailsOpen)))
                reporter.record(
                    "foodpin", impl: renderer, case: "form-save", n: n, seconds: median(runs.compactMap(\.formSave)))
                reporter.record(
                    "foodpin", impl: renderer, case: "scroll", n: n, seconds: median(runs.compactMap(\.scroll)))
                reporter.record(
                    "foodpin", impl: renderer, case: "peak", n: n, bytes: runs.compactMap(\.peak).max() ?? 0)
            }
        }
        if only == nil || only == "huge-photos" { AppRun.benchmarkHugePhotos(app, into: &reporter) }
        if only == nil || only == "map" { AppRun.benchmarkMap(app, into: &reporter) }
    }
}

/// One launch of the app in benchmark mode.
enum AppRun {
    struct Figures {
        var firstRows: Double
        var deleteWork: Double?
        var delete: Double?
        var externalDeleteWork: Double?
        var detailsOpenWork: Double?
        var detailsOpen: Double?
        var formSave: Double?
        var scroll: Double?
        var peak: Int?
        var mapOpen: Double?
        var mapPan: Double?
    }

    /// A new database of `count` restaurants (the samples when 21), in a directory of its own; with
    /// `city`, the generated restaurants are spread over it (the samples have their own places).
    static func makeDatabase(count: Int, spreadOver city: CoordinateBox? = nil) -> URL? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appendingPathComponent("foodpin.sqlite3")
            let store = try RestaurantStore(path: url.path, seedingSamples: count == 21)
            if count != 21 { try store.addSynthetic(count: count, spreadOver: city) }
            return url
        } catch {
            return nil
        }
    }

    /// Runs the app until it quits (at most 120 s) and reads its report.
    static func launch(_ app: URL, database: URL, renderer: String, environment extra: [String: String] = [:])
        -> Figures?
    {
        let process = Process()
        process.executableURL = app
        var environment = ProcessInfo.processInfo.environment
        environment["FOODPIN_DB"] = database.path
        environment["FOODPIN_BENCH"] = "1"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["GSK_RENDERER"] = renderer == "default" ? nil : renderer
        environment["XDG_DATA_HOME"] = database.deletingLastPathComponent().path
        environment.merge(extra) { $1 }
        process.environment = environment
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }

        // Reading blocks until the app writes or exits: a watchdog ends an app that hangs silently.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        defer { watchdog.cancel() }

        var figures: Figures?
        var buffer = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "foodpin-bench" else { continue }
                let value = words.count > 2 ? String(words[2]) : ""
                switch words[1] {
                case "first-rows":
                    figures = Figures(firstRows: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                case "delete-work": figures?.deleteWork = Double(value)
                case "delete": figures?.delete = Double(value)
                case "external-delete-work": figures?.externalDeleteWork = Double(value)
                case "details-open-work": figures?.detailsOpenWork = Double(value)
                case "details-open": figures?.detailsOpen = Double(value)
                case "form-save": figures?.formSave = Double(value)
                case "scroll": figures?.scroll = Double(value)
                case "peak": figures?.peak = Int(value)
                case "map-open": figures?.mapOpen = Double(value)
                case "map-pan": figures?.mapPan = Double(value)
                default: break
                }
            }
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return figures
    }
}
