import Foundation

extension AppProcess {
    /// The app's AT-SPI application node, or nil if it has not registered (yet).
    /// - Complexity: one round trip per application on the bus.
    public var accessibleApplication: Accessible? {
        UITestSession.pump()
        guard let desktop = try? UITestSession.desktop(),
              let application = desktop.children.first(where: { $0.processID == pid }) else { return nil }
        application.useSafeCaching()
        return application
    }

    /// Waits until the app registers on the AT-SPI bus (matched by process id) and returns it.
    /// - Throws: `UITestError.timeout` (with the app's stderr) if it exits or never registers.
    public func waitForApplication(timeout: Double = 10, file: StaticString = #filePath,
                                   line: UInt = #line) throws -> Accessible {
        try eventuallyValue(timeout: timeout, "\(executable.lastPathComponent) (pid \(pid)) never appeared on "
                            + "AT-SPI\(exitNote); is GTK_A11Y=none set?\n\(standardErrorTail)",
                            file: file, line: line) {
            guard isRunning else { throw UITestError.launch("exited with status \(exitStatus ?? -1)") }
            return accessibleApplication
        }
    }

    /// Waits until the app shows a toplevel window (role "frame", "window" or "dialog"), optionally
    /// with the given title, and returns it.
    /// - Note: With no window manager the window sits at 0,0, so its extents are screen coordinates.
    public func waitForWindow(title: String? = nil, timeout: Double = 10, file: StaticString = #filePath,
                              line: UInt = #line) throws -> Accessible {
        let app = try waitForApplication(timeout: timeout, file: file, line: line)
        return try eventuallyValue(timeout: timeout, "\(executable.lastPathComponent) showed no window"
                                   + (title.map { " titled \"\($0)\"" } ?? "") + exitNote + "\n"
                                   + standardErrorTail, dump: app, file: file, line: line) {
            guard isRunning else { throw UITestError.launch("exited with status \(exitStatus ?? -1)") }
            return app.children.first { window in
                ["frame", "window", "dialog"].contains(window.roleName)
                    && (title == nil || window.name == title) && window.isShowing
                    && !(window.extents?.isEmpty ?? true)
            }
        }
    }

    /// The app's toplevel windows that are showing, front to back as AT-SPI lists them.
    public var windows: [Accessible] {
        accessibleApplication?.children.filter { $0.isShowing } ?? []
    }

    private var exitNote: String { isRunning ? "" : " (it exited with status \(exitStatus ?? -1))" }

    private var standardErrorTail: String {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
        return lines.isEmpty ? "" : "stderr (last lines):\n" + lines.joined(separator: "\n")
    }

    /// The AT-SPI trees of every running launched app, for failure messages.
    static func dumpLaunched() -> String {
        let pids = launchedPIDs
        guard !pids.isEmpty, let desktop = try? UITestSession.desktop() else {
            return "(no launched app is running)"
        }
        let apps = desktop.children.filter { pids.contains($0.processID) }
        if apps.isEmpty { return "(no launched app is on AT-SPI)" }
        return apps.map { "pid \($0.processID):\n" + $0.dump() }.joined(separator: "\n")
    }
}
