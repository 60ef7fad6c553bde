import CAtspi
import Foundation

/// Reads this test process's own accessible tree through AT-SPI, as a screen reader would.
///
/// AT-SPI calls are synchronous D-Bus calls that GTK answers from the main loop, so the probe runs on
/// a background thread while the test's main thread keeps spinning the GLib context.
final class AtspiProbe: @unchecked Sendable {
    /// One accessible object: its role ("push button"), name, and whether it is on screen.
    struct Node: Sendable, CustomStringConvertible {
        let role: String, name: String, showing: Bool
        var description: String { "\(role) \"\(name)\"\(showing ? "" : " (not showing)")" }
    }

    private let lock = NSLock()
    private var result: [Node]?

    /// Starts reading every node of this process's application, depth first.
    func start() {
        let pid = getpid()
        Thread { [self] in
            let nodes = Self.read(pid: pid)
            lock.withLock { result = nodes }
        }.start()
    }

    /// The nodes read, once the background read has finished.
    var nodes: [Node]? { lock.withLock { result } }

    private static func read(pid: pid_t) -> [Node] {
        _ = atspi_init()
        guard let desktop = atspi_get_desktop(0) else { return [] }
        defer { g_object_unref(desktop) }
        // libatspi caches the desktop's applications process-wide: when another test of this process
        // used AT-SPI before GTK started here, that list lacks this very process until refetched.
        atspi_accessible_clear_cache(desktop)
        var nodes: [Node] = []
        for index in 0..<max(0, atspi_accessible_get_child_count(desktop, nil)) {
            guard let app = atspi_accessible_get_child_at_index(desktop, index, nil) else { continue }
            defer { g_object_unref(app) }
            if atspi_accessible_get_process_id(app, nil) == UInt32(pid) { walk(app, into: &nodes, depth: 0) }
        }
        return nodes
    }

    private static func walk(_ node: UnsafeMutablePointer<AtspiAccessible>, into nodes: inout [Node], depth: Int) {
        guard depth < 40 else { return }
        func take(_ text: UnsafeMutablePointer<gchar>?) -> String {
            guard let text else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
        let states = atspi_accessible_get_state_set(node)
        let showing = states.map { atspi_state_set_contains($0, ATSPI_STATE_SHOWING) != 0 } ?? false
        if let states { g_object_unref(states) }
        nodes.append(Node(role: take(atspi_accessible_get_role_name(node, nil)),
                          name: take(atspi_accessible_get_name(node, nil)), showing: showing))
        for index in 0..<max(0, atspi_accessible_get_child_count(node, nil)) {
            guard let child = atspi_accessible_get_child_at_index(node, index, nil) else { continue }
            walk(child, into: &nodes, depth: depth + 1)
            g_object_unref(child)
        }
    }
}
