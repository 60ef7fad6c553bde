import Foundation

/// One launched application under test, isolated from the user's data and from other tests.
///
/// Each launch gets a fresh sandbox directory holding `XDG_DATA_HOME`, `XDG_CONFIG_HOME`,
/// `XDG_CACHE_HOME`, `XDG_STATE_HOME`, the database (`FOODPIN_DB`) and captured stdout/stderr. GSettings
/// use the memory backend, `GTK_THEME` is unset, GDK uses X11 and the text cursor does not blink (see
/// `writeGtkSettings`). GTK draws with its cairo renderer unless a test asks for GTK's default
/// (`Renderer`). The language is English (`LANGUAGE`
/// unset, `LC_ALL=C.UTF-8`) whatever the developer's, as `CommandRunner`'s; a test that wants another
/// passes it in `environment`, e.g. `["LANGUAGE": "ar", "LC_ALL": "ar_EG.UTF-8"]`. The process is killed when this object
/// dies, at `terminate()`, and at test-process exit; a crashed test process takes it down too (parent
/// death signal). Sandboxes are deleted at exit (set `UITEST_KEEP_SANDBOX=1` to keep them).
/// - Note: Call `terminate()` in `tearDown` (or `addTeardownBlock`): XCTest keeps test-case instances
///   alive, so a stored property alone would keep the app running until the suite ends.
public final class AppProcess {
    /// How libadwaita should pick its colour scheme (`ADW_DEBUG_COLOR_SCHEME`).
    public enum ColorScheme: String, Sendable {
        case system = "default"
        case preferDark = "prefer-dark"
        case preferLight = "prefer-light"
    }

    /// Which of GTK's renderers draws the app (`GSK_RENDERER`).
    ///
    /// Under Xvfb GTK's default renderer is GL on Mesa's software llvmpipe, about 26 ms of CPU for any
    /// frame; cairo redraws only what changed, about 8 ms (README, `make bench`). Measured on the
    /// 2-core machine, a FoodPin test's launches spent 9.7 s of CPU with the default and 3.5 s with
    /// cairo (DeleteTests.testUndoAfterTwoDeletesRestoresBoth), and the test took 37 s and 10 s. So
    /// tests of behaviour draw with cairo, and the screenshot suites, whose pictures the README shows,
    /// with GTK's default: both renderers run in every `make test`.
    public enum Renderer: Sendable {
        /// `GSK_RENDERER=cairo`: what tests of behaviour use (`UITEST_RENDERER=default` overrides).
        case cairo
        /// GTK's own choice (GL under Xvfb): what users get, and what screenshots are taken with.
        case `default`

        /// `UITEST_RENDERER=default` runs every app on GTK's default renderer (to compare, or to
        /// look for a bug that shows with one renderer only); anything else keeps cairo.
        public static let forBehaviourTests: Renderer =
            ProcessInfo.processInfo.environment["UITEST_RENDERER"] == "default" ? .default : .cairo
    }

    public let executable: URL
    public let arguments: [String]
    /// The sandbox directory of this launch.
    public let sandbox: URL
    /// The database file passed as `FOODPIN_DB` (not created by the toolkit).
    public let databaseURL: URL
    public let standardOutputURL: URL
    public let standardErrorURL: URL
    /// The process id, which is also the AT-SPI application's process id.
    public let pid: Int32
    private let process: Process
    /// When the process started (uptime nanoseconds), and whether its first window was counted.
    let launchedAt = DispatchTime.now().uptimeNanoseconds
    var isLaunchCounted = false

    /// Launches `executable` with `arguments`.
    /// - Parameters:
    ///   - environment: extra variables, applied last (a value of "" removes the variable).
    ///   - colorScheme: `.preferDark` sets `ADW_DEBUG_COLOR_SCHEME=prefer-dark`.
    ///   - renderer: GTK's renderer (`GSK_RENDERER`); `environment` can still set the variable.
    ///   - databaseURL: reuse a database (for relaunch tests); default `<sandbox>/foodpin.sqlite3`.
    ///   - sandbox: reuse a sandbox directory (XDG dirs survive a relaunch); default a new one.
    /// - Throws: `UITestError.launch` if the file is missing or cannot start; `.session` without display.
    public init(
        executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        colorScheme: ColorScheme = .system, renderer: Renderer = .forBehaviourTests, databaseURL: URL? = nil,
        sandbox: URL? = nil
    ) throws {
        try UITestSession.start()
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw UITestError.launch("no executable at \(executable.path)")
        }
        let root = try sandbox ?? AppProcess.makeSandbox(for: executable.lastPathComponent)
        self.executable = executable
        self.arguments = arguments
        self.sandbox = root
        self.databaseURL = databaseURL ?? root.appendingPathComponent("foodpin.sqlite3")
        let stamp = Int(Date().timeIntervalSince1970 * 1000) % 10_000_000
        standardOutputURL = root.appendingPathComponent("stdout-\(stamp).txt")
        standardErrorURL = root.appendingPathComponent("stderr-\(stamp).txt")

        var env = UITestSession.childEnvironment()
        for name in ["data", "config", "cache", "state"] {
            let directory = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            env["XDG_\(name.uppercased())_HOME"] = directory.path
        }
        try AppProcess.writeGtkSettings(in: root.appendingPathComponent("config"))
        env["FOODPIN_DB"] = self.databaseURL.path
        env["GSETTINGS_BACKEND"] = "memory"
        env["GTK_THEME"] = nil
        env["ADW_DEBUG_COLOR_SCHEME"] = colorScheme == .system ? nil : colorScheme.rawValue
        env["GSK_RENDERER"] = renderer == .cairo ? "cairo" : nil
        // llvmpipe rasterizes on the app's own thread: the same pixels, and about 30 % less CPU a frame
        // than its two worker threads on the 2-core machine (a click, a delete and an undo, three
        // times: 10.7 s against 7.6 s); the other lanes use the second core.
        env["LP_NUM_THREADS"] = "0"
        // The launches of one test process share Mesa's shader cache (each sandbox's XDG cache would
        // start empty): llvmpipe compiles GTK's shaders with LLVM once, not at every launch. The same
        // compiled code, so the same pixels; the screenshot suite's CPU 45.7 s → 40.3 s.
        env["MESA_SHADER_CACHE_DIR"] = AppProcess.sharedShaderCache.path
        // A developer's German or Hebrew desktop must not rename the widgets tests look for.
        env["LANGUAGE"] = nil
        env["LC_ALL"] = "C.UTF-8"
        for (key, value) in environment { env[key] = value.isEmpty ? nil : value }

        _ = FileManager.default.createFile(atPath: standardOutputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: standardErrorURL.path, contents: nil)
        let process = Process()
        (process.executableURL, process.arguments) = Background.withParentDeathSignal(executable.path, arguments)
        process.environment = env
        process.currentDirectoryURL = root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: standardOutputURL)
        process.standardError = try FileHandle(forWritingTo: standardErrorURL)
        do { try process.run() } catch {
            throw UITestError.launch("cannot start \(executable.path): \(error)")
        }
        self.process = process
        pid = process.processIdentifier
        AppProcess.register(self)
    }

    /// Launches a product of this package (`foodpin`, `todo`…) from the test bundle's build directory.
    public convenience init(
        product: String, arguments: [String] = [], environment: [String: String] = [:],
        colorScheme: ColorScheme = .system, renderer: Renderer = .forBehaviourTests, databaseURL: URL? = nil,
        sandbox: URL? = nil
    ) throws {
        try self.init(
            executable: BuildProducts.executable(product), arguments: arguments,
            environment: environment, colorScheme: colorScheme, renderer: renderer, databaseURL: databaseURL,
            sandbox: sandbox)
    }

    deinit { kill() }

    // MARK: - State and output

    public var isRunning: Bool { process.isRunning }

    /// The exit status (or the signal number when `wasSignaled`), nil while running.
    public var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

    /// True when the process ended by a signal (for example our SIGKILL or a crash).
    public var wasSignaled: Bool { !process.isRunning && process.terminationReason == .uncaughtSignal }

    /// Everything the app wrote to stdout so far.
    public var standardOutput: String { (try? String(contentsOf: standardOutputURL, encoding: .utf8)) ?? "" }
    /// Everything the app wrote to stderr so far (GTK criticals land here).
    public var standardError: String { (try? String(contentsOf: standardErrorURL, encoding: .utf8)) ?? "" }

    // MARK: - Ending

    /// Waits for the app to exit by itself and returns its exit status.
    /// - Throws: `UITestError.timeout` if it is still running after `timeout` seconds.
    @discardableResult
    public func waitForExit(timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) throws -> Int32 {
        try eventually(
            timeout: timeout, "\(executable.lastPathComponent) (pid \(pid)) did not exit",
            file: file, line: line
        ) { !process.isRunning }
        process.waitUntilExit()
        AppProcess.unregister(pid)
        return process.terminationStatus
    }

    /// Sends SIGTERM, then SIGKILL after `timeout` (scaled) seconds, and returns the exit status (or signal).
    /// Safe to call more than once and on an exited app.
    @discardableResult
    public func terminate(timeout: Double = 3) -> Int32 {
        if process.isRunning {
            Foundation.kill(pid, SIGTERM)
            let deadline = Date().addingTimeInterval(scaled(timeout))
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning { Foundation.kill(pid, SIGKILL) }
        }
        process.waitUntilExit()
        AppProcess.unregister(pid)
        return process.terminationStatus
    }

    /// Kills the app at once (SIGKILL) without waiting.
    public func kill() {
        if process.isRunning { Foundation.kill(pid, SIGKILL) }
        AppProcess.unregister(pid)
    }

    /// GTK's settings for the app, in `<config>/gtk-4.0/settings.ini`: no cursor blink. GTK 4 fades
    /// the cursor in and out on every frame for 10 s after an entry takes the focus; drawn by llvmpipe
    /// under Xvfb that took 85% of a core (a search typed, then 10 s of frames), slowing the tests'
    /// AT-SPI reads past their toasts' timeouts. Nothing tested depends on the blink.
    static func writeGtkSettings(in config: URL) throws {
        let directory = config.appendingPathComponent("gtk-4.0")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("[Settings]\ngtk-cursor-blink=false\n".utf8).write(
            to: directory.appendingPathComponent("settings.ini"))
    }

    /// One Mesa shader cache per test process (Mesa makes the folder), removed at its exit with the
    /// sandboxes.
    private static let sharedShaderCache: URL = {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uitest-mesa-shader-cache-\(ProcessInfo.processInfo.processIdentifier)")
        registerSandbox(directory)
        return directory
    }()

    private static func makeSandbox(for name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("uitest-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        registerSandbox(root)
        return root
    }
}
