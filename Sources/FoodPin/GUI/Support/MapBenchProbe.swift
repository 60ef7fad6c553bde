// Why this type exists: the map cases of the "foodpin" suite (issue 30) time the real app's map. With
// FOODPIN_BENCH=1 and FOODPIN_BENCH_MAP=1, once the list is loaded the app reports on stderr
//   foodpin-bench map-open <s>  (the map's toggle until the first frame that shows tiles and the
//                               markers of the places in view, painted)
//   foodpin-bench map-pan <s>   (the median main-thread CPU seconds of a frame while the map pans
//                               8 pixels a frame for 120 frames: the pan, the clusters, libshumate's
//                               markers, GTK's layout and drawing)
// then its peak memory, and quits (BenchProbe).
import Foundation
import GtkKit

@MainActor
enum MapBenchProbe {
    static func run(_ controller: MainWindowController) {
        let map = controller.mapController
        let start = DispatchTime.now().uptimeNanoseconds
        var markersShown = false
        map.onFirstMarkers = { markersShown = true }
        controller.setMapShown(true)
        waitUntil({ markersShown && map.map.tileDeliveryCount > 0 }, in: map.map) {
            map.map.afterNextFrame {
                BenchProbe.report("map-open", BenchProbe.format(BenchProbe.seconds(since: start)))
                pan(map.map) { BenchProbe.finish(controller) }
            }
        }
    }

    /// Checks `condition` after each painted frame (at most 30 s), then runs `body`.
    private static func waitUntil(
        _ condition: @escaping @MainActor () -> Bool, in widget: Widget, since: Date = Date(),
        _ body: @escaping @MainActor () -> Void
    ) {
        if condition() || Date().timeIntervalSince(since) > 30 { return body() }
        widget.afterNextFrame { waitUntil(condition, in: widget, since: since, body) }
    }

    private static func pan(_ map: MapView, frames: Int = 120, done: @escaping @MainActor () -> Void) {
        var times: [Double] = []
        func step() {
            let start = threadSeconds()
            let dx = times.count % 40 < 20 ? 8.0 : -8.0
            map.setCenter(
                map.coordinate(atX: Double(map.width) / 2 + dx, y: Double(map.height) / 2 + 2), animated: false)
            map.afterNextFrame {
                times.append(threadSeconds() - start)
                if times.count < frames { return step() }
                BenchProbe.report("map-pan", BenchProbe.format(times.sorted()[times.count / 2]))
                done()
            }
        }
        step()
    }

    private static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
