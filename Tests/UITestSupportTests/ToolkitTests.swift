import Foundation
import UITestSupport
import XCTest

/// The toolkit's own behaviour: polling failures, process handling, build products.
final class ToolkitTests: XCTestCase {
    func testEventuallyTimesOutWithMessageLocationAndDump() throws {
        let app = try FixtureApp()
        defer { app.process.terminate() }
        let start = Date()
        XCTAssertThrowsError(try eventually(timeout: 0.3, "the label never says banana", dump: app.window) { false }) {
            let text = "\($0)"
            XCTAssertTrue(text.contains("the label never says banana"), text)
            XCTAssertTrue(text.contains("ToolkitTests.swift:"), text)
            XCTAssertTrue(text.contains("[push button \"Press me\"]"), text)
            XCTAssertTrue(text.contains("screenshot: "), text)
            XCTAssertTrue(text.contains(".build/screenshots/failure-ToolkitTests_swift-"), text)
        }
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
        XCTAssertThrowsError(try app.window.waitForFirst(role: "push button", name: "Nope", timeout: 0.2)) {
            XCTAssertTrue("\($0)".contains("name \"Nope\""), "\($0)")
        }
    }

    func testAnExitedAppFailsFastWithItsStderr() throws {
        let process = try AppProcess(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "echo 'not built yet'; echo 'Gtk-CRITICAL: broken' >&2; exit 4"])
        let start = Date()
        XCTAssertThrowsError(try process.waitForWindow(timeout: 8)) {
            let text = "\($0)"
            XCTAssertTrue(text.contains("exited with status 4"), text)
            XCTAssertTrue(text.contains("Gtk-CRITICAL: broken"), text)
            XCTAssertTrue(text.contains("not built yet"), text)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 4, "an exited app must not wait for the timeout")
    }

    func testEventuallyReturnsAsSoonAsTrue() throws {
        var calls = 0
        try eventually("third call succeeds") {
            calls += 1; return calls == 3
        }
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(
            try eventuallyValue("a value") {
                calls += 1; return calls > 5 ? calls : nil
            }, 6)
    }

    func testProcessEnvironmentOutputAndExitStatus() throws {
        let script =
            "echo $FOODPIN_DB $GSETTINGS_BACKEND $GDK_BACKEND ${GTK_THEME-unset} $XDG_DATA_HOME; "
            + "echo oops >&2; exit 3"
        let process = try AppProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
            environment: ["GTK_THEME": "HighContrast"])
        XCTAssertEqual(try process.waitForExit(), 3)
        XCTAssertFalse(process.wasSignaled)
        let words = process.standardOutput.split(separator: " ").map { $0.trimmingCharacters(in: .newlines) }
        XCTAssertEqual(words.count, 5, process.standardOutput)
        XCTAssertEqual(words[0], process.databaseURL.path)
        XCTAssertEqual(Array(words[1...3]), ["memory", "x11", "HighContrast"])
        XCTAssertTrue(words[4].hasPrefix(process.sandbox.path))
        XCTAssertEqual(process.standardError, "oops\n")
    }

    func testThemeIsUnsetAndKillEndsAHungProcess() throws {
        setenv("GTK_THEME", "Adwaita:dark", 1)
        defer { unsetenv("GTK_THEME") }
        let process = try AppProcess(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "echo ${GTK_THEME-unset}; exec sleep 60"])
        try eventually("the shell should print") { process.standardOutput == "unset\n" }
        XCTAssertThrowsError(try process.waitForApplication(timeout: 0.3)) {
            XCTAssertTrue("\($0)".contains("never appeared on AT-SPI"), "\($0)")
        }
        XCTAssertTrue(process.isRunning)
        process.terminate(timeout: 1)
        XCTAssertFalse(process.isRunning)
        XCTAssertTrue(process.wasSignaled)
    }

    /// A developer's locale never reaches the app (its widget names would change), a test's does.
    func testTheLanguageIsEnglishUnlessATestAsks() throws {
        setenv("LANGUAGE", "de", 1)
        setenv("LC_ALL", "de_DE.UTF-8", 1)
        defer { unsetenv("LANGUAGE"); unsetenv("LC_ALL") }
        let script = "echo ${LANGUAGE-unset} ${LC_ALL-unset}"
        let english = try AppProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
        XCTAssertEqual(try english.waitForExit(), 0)
        XCTAssertEqual(english.standardOutput, "unset C.UTF-8\n")
        let arabic = try AppProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
            environment: ["LANGUAGE": "ar", "LC_ALL": "ar_EG.UTF-8"])
        XCTAssertEqual(try arabic.waitForExit(), 0)
        XCTAssertEqual(arabic.standardOutput, "ar ar_EG.UTF-8\n")
    }

    /// GTK in a launched app reads the sandbox's settings: the cursor does not blink (its fade drew
    /// frames for 10 s after each focus, 85% of a core under Xvfb). Fails if GTK no longer reads them.
    func testGtkInALaunchedAppSeesNoCursorBlink() throws {
        let script = """
            import gi
            gi.require_version("Gtk", "4.0")
            from gi.repository import Gtk
            Gtk.init()
            print(Gtk.Settings.get_default().props.gtk_cursor_blink)
            """
        let app = try AppProcess(executable: URL(fileURLWithPath: "/usr/bin/python3"), arguments: ["-c", script])
        XCTAssertEqual(try app.waitForExit(), 0, app.standardError)
        XCTAssertEqual(app.standardOutput, "False\n")
    }

    func testBuildProductsAndSession() throws {
        let session = try UITestSession.start()
        XCTAssertTrue(session.display.hasPrefix(":"))
        XCTAssertFalse(session.sessionBusAddress.isEmpty)
        let directory = BuildProducts.directory
        XCTAssertTrue(directory.path.contains(".build"), directory.path)
        let todo = try BuildProducts.executable("todo")
        XCTAssertEqual(todo.lastPathComponent, "todo")
        XCTAssertThrowsError(try BuildProducts.executable("no-such-product")) {
            XCTAssertTrue("\($0)".contains("swift build --product no-such-product"), "\($0)")
        }
    }
}
