import Foundation
import UITestSupport
import XCTest

/// A D-Bus session bus of the test's own, as a GNOME session has one: `dbus-daemon` with a service
/// directory holding FoodPin's service file (`data/dbus-1/services`, pointed at the built `foodpin`),
/// so that the first call to `io.github.foodpin.FoodPin` starts the app by D-Bus activation — as the
/// Shell's first keystroke does — in an environment whose data folder is `home`'s.
final class PrivateSessionBus {
    static let busName = "io.github.foodpin.FoodPin"

    let home: String
    let address: String
    private let daemon: Process

    /// Starts the bus; the app it activates sees `XDG_DATA_HOME=<home>/data` and no `FOODPIN_DB`.
    /// `accessible`: the app joins the test's accessibility bus (found on the test's own session bus),
    /// so that AT-SPI sees its window; otherwise it has none.
    init(home: String, accessible: Bool = false) throws {
        self.home = home
        let services = home + "/bus/services"
        try FileManager.default.createDirectory(atPath: services, withIntermediateDirectories: true)
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        let template = try String(
            contentsOf: root.appendingPathComponent("data/dbus-1/services/io.github.foodpin.FoodPin.service.in"),
            encoding: .utf8)
        let binary = try BuildProducts.executable("foodpin").deletingLastPathComponent().path
        try template.replacingOccurrences(of: "@bindir@", with: binary)
            .write(toFile: services + "/io.github.foodpin.FoodPin.service", atomically: true, encoding: .utf8)
        let configuration = home + "/bus/session.conf"
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:dir=\(home)/bus</listen>
          <servicedir>\(services)</servicedir>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(toFile: configuration, atomically: true, encoding: .utf8)

        var environment = UITestSession.childEnvironment()
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["FOODPIN_DB"] = nil
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["HOME"] = home
        environment["LANGUAGE"] = "en"
        environment["LC_ALL"] = "C.UTF-8"
        if accessible {
            environment["AT_SPI_BUS_ADDRESS"] = try Self.accessibilityBusAddress()
        } else {
            // No accessibility bus on this bus: GTK would look for one at start-up.
            environment["GTK_A11Y"] = "none"
            environment["NO_AT_BRIDGE"] = "1"
        }
        let output = home + "/bus/address"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--config-file=\(configuration)", "--nofork", "--print-address=1"]
        daemon.environment = environment
        daemon.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        address = try eventuallyValue(timeout: 10, "dbus-daemon printed no address") {
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            return text.hasSuffix("\n") ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
    }

    /// The address of the accessibility bus of the test's session (`org.a11y.Bus.GetAddress`).
    static func accessibilityBusAddress() throws -> String {
        let result = try Subprocess.run(
            "gdbus",
            [
                "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus", "--method",
                "org.a11y.Bus.GetAddress",
            ], timeout: 20 * timeoutScale)
        // "('unix:path=…,guid=…',)"
        let parts = result.text.split(separator: "'")
        guard result.status == 0, parts.count >= 2 else {
            throw UITestError.launch("no accessibility bus on the session: \(result.stderr)")
        }
        return String(parts[1])
    }

    /// Ends the app the bus started, then the bus.
    func stop() {
        if let pid = try? providerPID() { kill(pid, SIGTERM) }
        if daemon.isRunning {
            daemon.terminate()
            daemon.waitUntilExit()
        }
    }

    deinit { stop() }

    /// `gdbus call` to `destination` on this bus; its output (GVariant text), or an error's.
    func gdbus(
        destination: String = busName, path: String, method: String, _ arguments: [String]
    ) throws -> Subprocess.Result {
        try Subprocess.run(
            "gdbus",
            ["call", "--address", address, "--dest", destination, "--object-path", path, "--method", method]
                + arguments,
            timeout: 60 * timeoutScale)
    }

    /// A method of FoodPin's search provider, as the Shell calls it; fails the test unless it answers.
    @discardableResult
    func search(
        _ method: String, _ arguments: String..., file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let result = try gdbus(
            path: "/io/github/foodpin/FoodPin/SearchProvider", method: "org.gnome.Shell.SearchProvider2." + method,
            arguments)
        XCTAssertEqual(result.status, 0, "\(method): \(result.stderr)", file: file, line: line)
        return result.text
    }

    /// The process that owns FoodPin's bus name (started by activation).
    func providerPID() throws -> Int32 {
        let result = try gdbus(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            method: "org.freedesktop.DBus.GetConnectionUnixProcessID", ["'\(Self.busName)'"])
        // "(uint32 1234,)"
        let digits = result.text.filter(\.isNumber).dropFirst(2)  // "32" of uint32
        guard result.status == 0, let pid = Int32(String(digits)) else {
            throw UITestError.launch("no process owns \(Self.busName): \(result.stderr)")
        }
        return pid
    }
}
