// Why this type exists: the "foodpin" benchmark suite times the real app, not a model of it. With
// FOODPIN_BENCH=1 the app reports, on stderr, one line per figure, then quits:
//   foodpin-bench first-rows   (when the first frame with rows has been painted; the bench times it)
//   foodpin-bench delete-work <s> (the main thread's part of that delete: from the call until the
//                              data source's apply has returned — our share of the frame)
//   foodpin-bench delete <s>   (a delete of the first row until the next painted frame)
//   foodpin-bench external-delete-work <s> (the main thread's part of applying a delete made by
//                              `foodpin delete ID` in another process: the delivery's handler)
//   foodpin-bench details-open-work <s> (the main thread's part of opening the middle row's details
//                              page: reading it, filling the page, showing it)
//   foodpin-bench details-open <s> (activating that row until the frame showing the page is painted)
//   foodpin-bench form-save <s> (the main thread's part of the Edit form's Save on that row: the
//                              form's restaurant, the store's update, the row rebound, the page refreshed)
//   foodpin-bench scroll <s>   (mean seconds per painted frame while scrolling 200 pages)
//   foodpin-bench peak <bytes> (VmHWM: this process image's peak resident memory, once every photo
//                              load has ended)
import Foundation
import GtkKit

@MainActor
enum BenchProbe {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["FOODPIN_BENCH"] == "1" }

    static func windowPresented(_ controller: MainWindowController) {
        guard isEnabled, let list = controller.listController else { return }
        list.whenFirstRowsShown {
            list.tableView.afterNextFrame { report("first-rows") }
        }
        list.whenLoaded {
            // Let a few frames settle before timing the delete.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated { timeDelete(controller, list) }
            }
        }
    }

    private static func timeDelete(_ controller: MainWindowController, _ list: RestaurantListController) {
        guard let first = list.shownSnapshot.restaurantIDs.first else { return finish(controller) }
        let start = DispatchTime.now().uptimeNanoseconds
        list.editor.delete(first)
        report("delete-work", format(seconds(since: start)))
        list.tableView.afterNextFrame {
            report("delete", format(seconds(since: start)))
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated { timeExternalDelete(controller, list) }
            }
        }
    }

    /// Runs `foodpin delete ID` (this executable, the same database) on the second row, and reports
    /// the main thread's time in the delivery that removes the row; goes on after 10 s regardless.
    private static func timeExternalDelete(_ controller: MainWindowController, _ list: RestaurantListController) {
        let shown = list.shownSnapshot
        guard shown.numberOfItems > 2, let id = shown.itemIdentifier(at: IndexPath(item: 1, section: 0)) else {
            return timeDetailsOpen(controller, list)
        }
        var done = false
        func next() {
            guard !done else { return }
            done = true
            list.timeDeliveries(nil)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated { timeDetailsOpen(controller, list) }
            }
        }
        list.timeDeliveries { seconds in
            guard list.indexPath(of: id) == nil else { return }
            report("external-delete-work", format(seconds))
            next()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["delete", id.uuidString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return next() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) { MainActor.assumeIsolated { next() } }
    }

    /// Opens the middle row's details page as a click would: the list is first scrolled to that row
    /// (untimed: a click lands on a row in view), then the activation is timed until the frame
    /// showing the page is painted. (Activating a row far from the viewport timed GTK building the
    /// rows around it too, which no click does.)
    private static func timeDetailsOpen(_ controller: MainWindowController, _ list: RestaurantListController) {
        let shown = list.shownSnapshot
        let path = IndexPath(item: shown.numberOfItems / 2, section: 0)
        guard shown.numberOfItems > 0, shown.itemIdentifier(at: path) != nil else {
            return timeScroll(controller, list)
        }
        list.tableView.scrollToRow(at: path, at: .middle)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            MainActor.assumeIsolated { openDetails(at: path, controller, list) }
        }
    }

    private static func openDetails(
        at path: IndexPath, _ controller: MainWindowController, _ list: RestaurantListController
    ) {
        guard let id = list.id(at: path) else { return timeScroll(controller, list) }
        let start = DispatchTime.now().uptimeNanoseconds
        list.tableView(list.tableView, didSelectRowAt: path)
        report("details-open-work", format(seconds(since: start)))
        list.tableView.afterNextFrame {
            report("details-open", format(seconds(since: start)))
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated { timeFormSave(controller, list, id) }
            }
        }
    }

    /// Saves an edit of the restaurant `id` as the Edit form's Save does, and reports the main
    /// thread's time in it.
    private static func timeFormSave(_ controller: MainWindowController, _ list: RestaurantListController, _ id: UUID) {
        guard let restaurant = list.restaurant(id) else { return timeScroll(controller, list) }
        let start = DispatchTime.now().uptimeNanoseconds
        var form = RestaurantForm(restaurant)
        form.description = "Edited by the bench"
        do {
            try controller.save(form.restaurant(updating: restaurant))
            report("form-save", format(seconds(since: start)))
        } catch {}
        controller.details.goBack()
        list.tableView.afterNextFrame {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated { timeScroll(controller, list) }
            }
        }
    }

    private static func timeScroll(_ controller: MainWindowController, _ list: RestaurantListController) {
        let frames = 200
        var frame = 0
        let start = DispatchTime.now().uptimeNanoseconds
        func step() {
            frame += 1
            list.tableView.scroll(byPages: 1)
            if frame < frames {
                list.tableView.afterNextFrame(step)
            } else {
                list.tableView.afterNextFrame {
                    report("scroll", format(seconds(since: start) / Double(frames)))
                    finish(controller)
                }
            }
        }
        step()
    }

    private static func finish(_ controller: MainWindowController) {
        ImageLoader.shared.whenIdle {
            report("peak", String(peakResidentBytes()))
            controller.window.close()
        }
    }

    /// `VmHWM` from /proc/self/status. Not `ru_maxrss`: Linux carries that across `execve`, so the app
    /// would report the benchmark parent's peak whenever that is higher.
    private static func peakResidentBytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
        return (kilobytes ?? 0) * 1024
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private static func format(_ seconds: Double) -> String { String(format: "%.6f", seconds) }

    private static func report(_ name: String, _ value: String = "") {
        FileHandle.standardError.write(Data("foodpin-bench \(name)\(value.isEmpty ? "" : " " + value)\n".utf8))
    }
}
