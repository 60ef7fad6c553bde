import Foundation

extension AppProcess {
    /// The app's AT-SPI application node, or nil if it has not registered (yet).
    /// - Complexity: one round trip per application on the bus.
    public var accessibleApplication: Accessible? {
        UITestSession.pump()
        guard let desktop = try? UITestSession.desktop(),
            let application = desktop.children.first(where: { $0.processID == pid })
        else { return nil }
        application.useSafeCaching()
        return application
    }

    /// Waits until the app registers on the AT-SPI bus (matched by process id) and returns it.
    /// - Parameter timeout: 20 s before scaling: a launch with GTK's GL renderer on a loaded 2-core
    ///   machine, beside another lane of tests, once took more than 10 s to show anything.
    /// - Throws: `UITestError.timeout` (with the app's stderr) if it exits or never registers.
    public func waitForApplication(
        timeout: Double = 20, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Accessible {
        try eventuallyValue(
            timeout: timeout,
            "\(executable.lastPathComponent) (pid \(pid)) "
                + (isRunning
                    ? "never appeared on AT-SPI; is GTK_A11Y=none set?"
                    : "ended before appearing on AT-SPI\(exitNote)")
                + "\n\(standardErrorTail)",
            file: file, line: line
        ) {
            guard isRunning else { throw UITestError.launch("exited with status \(exitStatus ?? -1)") }
            return accessibleApplication
        }
    }

    /// Waits until the app shows a toplevel window (role "frame", "window" or "dialog"), optionally
    /// with the given title, and returns it (an AdwMessageDialog is a "dialog" toplevel of its own).
    /// - Note: With no window manager the window sits at 0,0, so its extents are screen coordinates.
    public func waitForWindow(
        title: String? = nil, timeout: Double = 20, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Accessible {
        let app = try waitForApplication(timeout: timeout, file: file, line: line)
        let window = try eventuallyValue(
            timeout: timeout,
            "\(executable.lastPathComponent) showed no window"
                + (title.map { " titled \"\($0)\"" } ?? "") + exitNote + "\n"
                + standardErrorTail, dump: app, file: file, line: line
        ) {
            guard isRunning else { throw UITestError.launch("exited with status \(exitStatus ?? -1)") }
            return app.children.first { window in
                ["frame", "window", "dialog"].contains(window.roleName)
                    && (title == nil || window.name == title) && AppProcess.isMapped(window)
            }
        }
        if !isLaunchCounted {
            isLaunchCounted = true
            let seconds = UITestStatistics.seconds(since: launchedAt)
            UITestStatistics.record {
                $0.launches += 1
                $0.launchSeconds += seconds
            }
        }
        return window
    }

    /// Gives X keyboard focus to the app's largest visible window (its main window), so key presses
    /// reach it wherever the pointer is. With no window manager nothing else moves focus.
    /// - Throws: `UITestError.tool` when the app has no visible X window.
    public func focus() throws {
        guard
            let window = XWindows.visible(pid: pid).max(by: {
                $0.frame.width * $0.frame.height
                    < $1.frame.width * $1.frame.height
            })
        else {
            throw UITestError.tool(command: "xdotool search --pid \(pid)", status: 1, output: "no visible window")
        }
        try Subprocess.check("xdotool", ["windowfocus", "--sync", "\(window.id)"], timeout: 5)
    }

    /// The app's toplevel windows and dialogs that are on screen, in AT-SPI order.
    /// - Note: GTK 4.8 gives SHOWING to the main window but not to an AdwMessageDialog, so a toplevel
    ///   counts when it is VISIBLE or SHOWING and has a size.
    public var windows: [Accessible] {
        accessibleApplication?.children.filter(AppProcess.isMapped) ?? []
    }

    private static func isMapped(_ window: Accessible) -> Bool {
        let states = window.states
        return (states.contains(.showing) || states.contains(.visible)) && !(window.extents?.isEmpty ?? true)
    }

    private var exitNote: String {
        guard !isRunning else { return "" }
        let output = standardOutput.split(separator: "\n").suffix(5).joined(separator: "\n")
        return " (it exited with status \(exitStatus ?? -1)" + (output.isEmpty ? ")" : "; stdout ends:\n\(output)\n)")
    }

    var standardErrorTail: String {
        let text = standardError
        guard !text.isEmpty else { return "(stderr empty)" }
        return "stderr (last lines):\n" + text.split(separator: "\n").suffix(20).joined(separator: "\n")
    }
}
