import CAtspi
import Foundation

/// The X display, D-Bus session bus and AT-SPI connection shared by every UI test in this process.
///
/// `UITestSession.start()` reuses `DISPLAY` and `DBUS_SESSION_BUS_ADDRESS` when they work (as under
/// `scripts/with-display.sh`) and otherwise starts its own `Xvfb` and `dbus-daemon`, exporting both
/// into this process so that AT-SPI and every launched app use them. The accessibility bus itself is
/// started by D-Bus activation of `at-spi-bus-launcher` on the session bus.
/// - Note: Never skips: when no display can be had, `start()` throws and the test fails.
///   Set `UITEST_OWN_DISPLAY=1` to always start a private Xvfb and bus (for `swift test --parallel`).
public final class UITestSession: @unchecked Sendable {
    /// The X display in use, for example `:93`.
    public let display: String
    /// The session bus address in use.
    public let sessionBusAddress: String
    /// True when this process started its own Xvfb (no usable DISPLAY was given).
    public let ownsDisplay: Bool
    /// True when this process started its own dbus-daemon.
    public let ownsBus: Bool

    private init(display: String, sessionBusAddress: String, ownsDisplay: Bool, ownsBus: Bool) {
        self.display = display
        self.sessionBusAddress = sessionBusAddress
        self.ownsDisplay = ownsDisplay
        self.ownsBus = ownsBus
    }

    nonisolated(unsafe) private static var current: UITestSession?
    private static let lock = NSLock()

    /// Sets up (once per process) the display, the session bus and AT-SPI, and returns the session.
    /// - Throws: `UITestError.session` when Xvfb, dbus-daemon or the AT-SPI bus cannot be reached.
    @discardableResult
    public static func start() throws -> UITestSession {
        lock.lock()
        defer { lock.unlock() }
        if let current { return current }
        let session = try make()
        current = session
        UITestStatistics.observeTestsIfAsked()
        return session
    }

    /// Processes pending AT-SPI events (cache updates, new applications) without blocking.
    /// - Complexity: O(pending events); bounded to 10 000 dispatches.
    public static func pump() {
        var budget = 10_000
        while budget > 0, g_main_context_iteration(nil, 0) != 0 { budget -= 1 }
    }

    /// The desktop: its children are the accessible applications on the bus.
    public static func desktop() throws -> Accessible {
        try start()
        guard let desktop = atspi_get_desktop(0) else {
            throw UITestError.accessibility("atspi_get_desktop(0) returned nothing")
        }
        return Accessible(retained: desktop)
    }

    /// The environment for child processes: this process's environment with the session's display and
    /// bus, GDK on X11, and accessibility never disabled.
    public static func childEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if let current {
            environment["DISPLAY"] = current.display
            environment["DBUS_SESSION_BUS_ADDRESS"] = current.sessionBusAddress
        }
        if let a11y = environment["GTK_A11Y"], a11y != "atspi" { environment["GTK_A11Y"] = nil }
        environment["NO_AT_BRIDGE"] = nil
        environment["GDK_BACKEND"] = "x11"
        return environment
    }

    // MARK: - Setup

    private static func make() throws -> UITestSession {
        var environment = ProcessInfo.processInfo.environment
        if environment["UITEST_OWN_DISPLAY"] == "1" {
            // `swift test --parallel` workers must not share one screen: apps would overlap at 0,0.
            environment["DISPLAY"] = nil
            environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        }
        var display = environment["DISPLAY"] ?? ""
        var ownsDisplay = false
        if display.isEmpty || !displayWorks(display) {
            display = try startXvfb()
            ownsDisplay = true
        }
        setenv("DISPLAY", display, 1)

        var bus = environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
        var ownsBus = false
        if bus.isEmpty {
            bus = try startBus(display: display)
            ownsBus = true
        } else if ownsDisplay {
            // The existing bus activates at-spi-bus-launcher with its own environment: give it our display.
            _ = try? Subprocess.run("dbus-update-activation-environment", ["DISPLAY=\(display)"], timeout: 5)
        }
        setenv("DBUS_SESSION_BUS_ADDRESS", bus, 1)
        if let a11y = environment["GTK_A11Y"], a11y != "atspi" { unsetenv("GTK_A11Y") }
        unsetenv("NO_AT_BRIDGE")
        setenv("GDK_BACKEND", "x11", 1)
        // GTK in this process (GtkKitTests, FoodPinTests/InProcess) draws as the behaviour tests' apps
        // do (see AppProcess.Renderer); launched apps get the renderer they ask for.
        if AppProcess.Renderer.forBehaviourTests == .cairo { setenv("GSK_RENDERER", "cairo", 0) }
        atexit { UITestSession.cleanUpAtExit() }

        let session = UITestSession(
            display: display, sessionBusAddress: bus,
            ownsDisplay: ownsDisplay, ownsBus: ownsBus)
        current = session
        try connectAccessibility()
        return session
    }

    private static func connectAccessibility() throws {
        // atspi_init returns 0 on success and 1 when already initialised.
        guard atspi_init() <= 1 else { throw UITestError.session("atspi_init failed") }
        // GTK 4.8 has no org.a11y.atspi.Cache object; libatspi warns about it once per app. Noise only.
        _ = g_log_set_handler(
            "dbind", GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue),
            { domain, level, message, _ in
                if let message, strstr(message, "GetItems") != nil { return }
                g_log_default_handler(domain, level, message, nil)
            }, nil)
        guard let desktop = atspi_get_desktop(0) else {
            throw UITestError.session("no AT-SPI desktop: is at-spi2-core installed?")
        }
        defer { g_object_unref(desktop) }
        var error: UnsafeMutablePointer<GError>?
        _ = atspi_accessible_get_child_count(desktop, &error)
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            throw UITestError.session(
                "the AT-SPI registry does not answer (\(message)); "
                    + "at-spi-bus-launcher is activated over the session bus: install at-spi2-core and dbus")
        }
    }

    private static func displayWorks(_ display: String) -> Bool {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        return
            (try? Subprocess.run(
                "xdotool", ["getdisplaygeometry"], timeout: 5,
                environment: environment))?.status == 0
    }

    private static func startXvfb() throws -> String {
        let output = try Background.start(
            "Xvfb",
            [
                "-displayfd", "1", "-screen", "0", "1280x800x24",
                "-nolisten", "tcp",
            ],
            environment: ProcessInfo.processInfo.environment)
        defer { try? FileManager.default.removeItem(at: output) }
        guard let number = try Background.firstLine(of: output, timeout: 10), Int(number) != nil else {
            throw UITestError.session("Xvfb did not report a display number: install xvfb")
        }
        return ":\(number)"
    }

    private static func startBus(display: String) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        let output = try Background.start(
            "dbus-daemon", ["--session", "--nofork", "--print-address=1"],
            environment: environment)
        defer { try? FileManager.default.removeItem(at: output) }
        guard let address = try Background.firstLine(of: output, timeout: 10), !address.isEmpty else {
            throw UITestError.session("dbus-daemon did not print its address: install dbus")
        }
        return address
    }

    private static func cleanUpAtExit() {
        AppProcess.killAllLaunched()
        Background.killAll()
    }
}
