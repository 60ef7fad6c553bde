import CGtk
import Foundation
import UITestSupport
import XCTest

@testable import GtkKit

/// The main actor and DispatchQueue.main run while the GLib main loop runs.
final class MainQueueBridgeTests: GtkTestCase {
    func testMainActorTasksAndMainQueueRunInsideARunningApplication() {
        onMain {
            let app = Application(id: "org.foodpin.GtkKitTests.Bridge", unique: false)
            var steps: [String] = []
            app.onActivate {
                // Keep the application alive without a window while the work runs.
                g_application_hold(app.object.cast())
                DispatchQueue.main.async { steps.append("queue") }
                Task { @MainActor in
                    steps.append("task")
                    try? await Task.sleep(for: .milliseconds(20))
                    steps.append("after await")
                    await Task.yield()
                    g_application_release(app.object.cast())
                    app.quit()
                }
            }
            // Watchdog: without the bridge the task never runs; quit so the test fails instead of hanging.
            g_timeout_add_seconds(
                guint(scaled(5).rounded(.up)),
                { app in
                    g_application_quit(app?.assumingMemoryBound(to: GApplication.self))
                    return 0
                }, app.object)
            let status = app.run()
            XCTAssertEqual(status, 0)
            XCTAssertEqual(Set(steps), ["queue", "task", "after await"])
            XCTAssertEqual(steps.last, "after await")
        }
    }

    func testMainQueueDrainsWhileSpinningTheContext() {
        onMain {
            var ran = false
            DispatchQueue.main.async { ran = true }
            XCTAssertTrue(spin(until: { ran }, timeout: 2), "DispatchQueue.main was not drained by the GLib loop")
        }
    }
}
