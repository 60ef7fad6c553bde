import Foundation

/// Reads this test process's own accessible tree through AT-SPI, as a screen reader would.
///
/// AT-SPI calls are synchronous D-Bus calls that GTK answers from the main loop, so the main thread
/// must keep spinning the GLib context while something else asks. That something is another process
/// (Python's `gi` Atspi): libatspi is not thread-safe, and in this process it may already be in use
/// on the main thread (UITestSupport's `Accessible`), where the spinning loop dispatches its D-Bus
/// traffic — a reader thread racing it crashed the test process.
final class AtspiProbe: @unchecked Sendable {
    /// One accessible object: its role ("push button"), name, and whether it is on screen.
    struct Node: Decodable, Sendable, CustomStringConvertible {
        let role: String, name: String, showing: Bool
        var description: String { "\(role) \"\(name)\"\(showing ? "" : " (not showing)")" }
    }

    private let lock = NSLock()
    private var result: [Node]?

    /// Starts reading every node of this process's application, depth first.
    func start() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.script, String(getpid())]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return finish([])
        }
        Thread { [self] in
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            finish((try? JSONDecoder().decode([Node].self, from: data)) ?? [])
        }.start()
    }

    /// The nodes read, once the other process has finished.
    var nodes: [Node]? { lock.withLock { result } }

    private func finish(_ nodes: [Node]) { lock.withLock { result = nodes } }

    /// Prints, as one JSON array, every node of the application whose process id is argv[1].
    private static let script = """
        import json, sys, gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi
        pid, nodes = int(sys.argv[1]), []
        def walk(node, depth):
            if depth >= 40:
                return
            try:
                showing = node.get_state_set().contains(Atspi.StateType.SHOWING)
                nodes.append({"role": node.get_role_name() or "", "name": node.get_name() or "", "showing": showing})
                for index in range(node.get_child_count()):
                    child = node.get_child_at_index(index)
                    if child is not None:
                        walk(child, depth + 1)
            except Exception:
                pass
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_process_id() == pid:
                walk(app, 0)
        print(json.dumps(nodes))
        """
}
