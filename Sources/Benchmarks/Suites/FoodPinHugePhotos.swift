// The "foodpin" suite's `huge-photos` rows: the release app on 30 restaurants whose photos are
// 14,200 × 14,200 PNGs (200 megapixels each; 800 MB each if decoded), generated here (SolidPNG:
// one file, copied 30 times so that no cache shares a decode).
//
//   first-rows  seconds from launch until the first frame with rows is painted (target ≤ 1 s)
//   peak        the app's VmHWM once every photo load has ended, bytes (target ≤ 350 MB)
// Before the photo loader (Sources/GtkKit/Images) the window stayed black for about 30 s: each row's
// photo was decoded on the main thread at full size before the row could paint.
import FoodPinModel
import Foundation
import TestSupport

extension AppRun {
    static let hugePhotoCount = 30
    static let hugePhotoSide = 14_200

    /// Runs the app three times on the huge-photo database and records the two figures.
    static func benchmarkHugePhotos(_ app: URL, into reporter: inout Reporter) {
        let n = hugePhotoCount
        guard let database = makeHugePhotoDatabase() else {
            return reporter.skipped(
                "foodpin", impl: "huge-photos", case: "first-rows", n: n,
                reason: "could not write the photos (python3 missing?)")
        }
        defer { try? FileManager.default.removeItem(at: database.deletingLastPathComponent()) }
        let runs = (0..<3).compactMap { _ in launch(app, database: database, renderer: "default") }
        guard !runs.isEmpty else {
            return reporter.skipped(
                "foodpin", impl: "huge-photos", case: "first-rows", n: n, reason: "the app reported nothing")
        }
        reporter.record(
            "foodpin", impl: "huge-photos", case: "first-rows", n: n,
            seconds: runs.map(\.firstRows).sorted()[runs.count / 2])
        reporter.record("foodpin", impl: "huge-photos", case: "peak", n: n, bytes: runs.compactMap(\.peak).max() ?? 0)
    }

    /// A database of 30 restaurants, each with a 14,200 × 14,200 PNG of its own.
    private static func makeHugePhotoDatabase() -> URL? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "foodpin-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let first = directory.appendingPathComponent("photo-0.png")
            try SolidPNG.write(width: hugePhotoSide, height: hugePhotoSide, to: first.path)
            let url = directory.appendingPathComponent("foodpin.sqlite3")
            let store = try RestaurantStore(path: url.path, seedingSamples: false)
            for index in 0..<hugePhotoCount {
                let photo = directory.appendingPathComponent("photo-\(index).png")
                if index > 0 { try FileManager.default.copyItem(at: first, to: photo) }
                _ = try store.add(name: "Huge Photo \(index + 1)", type: "Bench", location: "Xvfb", image: photo.path)
            }
            return url
        } catch {
            try? FileManager.default.removeItem(at: directory)
            return nil
        }
    }
}
