import CGtk
import Foundation
import GtkKit
import UITestSupport
import XCTest

/// A test case that runs GTK in-process on XCTest's main thread: GTK and libadwaita are initialised
/// once, and tests wait by spinning the GLib main context until a condition holds, never by sleeping
/// (see `MainLoopWaits.swift`).
///
/// XCTest on Linux cannot run `@MainActor` test methods (its test discovery casts them to plain
/// closures and traps), so test bodies run inside `onMain { … }`: XCTest calls them on the main thread.
/// A window of widgets under test that a test must close (`withFixture` does).
@MainActor
protocol TestFixture {
    func close()
}

class GtkTestCase: XCTestCase {
    /// Runs `body` on the main actor; XCTest calls tests on the main thread.
    func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
        try MainActor.assumeIsolated(body)
    }

    /// Runs `body` on the main actor with a fixture made there, and closes the fixture when `body`
    /// returns or throws: `withFixture(TableFixture(count: 3)) { fixture in … }`.
    func withFixture<F: TestFixture, T: Sendable>(
        _ make: @autoclosure @MainActor () -> F,
        _ body: @MainActor (F) throws -> T
    ) rethrows -> T {
        try MainActor.assumeIsolated {
            let fixture = make()
            defer { fixture.close() }
            return try body(fixture)
        }
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try MainActor.assumeIsolated { try GtkTestCase.initialiseGtk() }
    }

    /// Gets a display (the session's, or an Xvfb of its own: never a skip; a display that cannot be
    /// had fails the test) and initialises GTK on it once, without a blinking cursor.
    ///
    /// The session also has GTK draw with cairo: GTK's default under Xvfb is GL on the software
    /// llvmpipe, about 26 ms of CPU a frame against 8 ms (see `AppProcess.Renderer`); what these tests
    /// check does not depend on the renderer, and `UITEST_RENDERER=default` keeps GTK's own. The
    /// cursor: a blinking one paints a frame every half second, and `waitUntilStill` waits for GTK to
    /// stop painting.
    @MainActor
    static func initialiseGtk() throws {
        try UITestSession.start()
        if !initialised {
            MainContext.initialise()
            if let settings = gtk_settings_get_default() {
                gtkshim_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-cursor-blink", 0)
            }
            initialised = true
        }
    }

    @MainActor private static var initialised = false
}
