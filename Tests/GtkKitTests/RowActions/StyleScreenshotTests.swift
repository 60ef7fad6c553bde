import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// Every state in light, dark and high contrast, saved under .build/screenshots for review, with
/// checks that the revealed buttons really draw their colours.
final class StyleScreenshotTests: GtkTestCase {
    func testLight() {
        onMain {
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_LIGHT)
            shoot("light")
        }
    }

    func testDark() {
        onMain {
            let manager = adw_style_manager_get_default()
            adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_DARK)
            defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
            XCTAssertTrue(spin(until: { RowActionsStyle.isDark }), "the dark style did not take")
            shoot("dark")
        }
    }

    /// libadwaita reads high contrast from GSettings when no portal runs. The setting is process-wide
    /// and read at start-up, so this test runs itself again in a child process whose GSettings live in
    /// memory (the user's real settings are never touched).
    func testSystemHighContrast() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["ROWACTIONS_HIGH_CONTRAST_CHILD"] == nil {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["GtkKitTests.StyleScreenshotTests/testSystemHighContrast"]
            child.environment = environment.merging([
                "ROWACTIONS_HIGH_CONTRAST_CHILD": "1",
                "GSETTINGS_BACKEND": "memory",
            ]) { $1 }
            let output = Pipe()
            child.standardOutput = output
            child.standardError = output
            try child.run()
            let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            child.waitUntilExit()
            XCTAssertEqual(child.terminationStatus, 0, log)
            XCTAssertTrue(log.contains("Executed 1 test, with 0 failures"), log)
            return
        }
        onMain {
            let settings = g_settings_new("org.gnome.desktop.a11y.interface")!
            defer { g_object_unref(settings.gpointer) }
            g_settings_set_boolean(settings, "high-contrast", 1)
            XCTAssertTrue(spin(until: { RowActionsStyle.isHighContrast }), "libadwaita saw the setting")
            XCTAssertTrue(RowActionsStyle.stylesheet(dark: false, highContrast: true).contains("currentColor"))
            shoot("high-contrast")
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertTrue(spin(until: { RowActionsStyle.isDark }), "the dark style did not take")
            shoot("high-contrast-dark")
        }
    }

    /// Mid-drag: buttons fanning out, stretched past their width, and a full swipe armed.
    func testPartialOffsets() {
        onMain {
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_LIGHT)
            let fixture = gallery()
            defer { fixture.close() }
            fixture.rows[2].setEditing(false, animated: false)
            fixture.rows[0].moveContent(to: -60, time: 0)
            fixture.rows[1].moveContent(to: 40, time: 0)
            fixture.rows[2].moveContent(to: -300, time: 0)
            fixture.rows[3].moveContent(to: -330, time: 0)
            fixture.settle()
            XCTAssertEqual(fixture.rows[2].expansion, 1, "past 60% the first action takes the gap")
            let armed = fixture.rows[2].actionButtons(.trailing)
            XCTAssertEqual(fixture.frame(of: armed[0]).width, 300, accuracy: 1, "Delete covers the whole gap")
            XCTAssertLessThanOrEqual(
                fixture.frame(of: armed[1]).x + fixture.frame(of: armed[1]).width,
                fixture.frame(of: fixture.rows[2]).width - 300 + 1, "Share slid out of it")
            XCTAssertEqual(fixture.rows[0].expansion, 0)
            let buttons = fixture.rows[0].actionButtons(.trailing)
            let delete = fixture.frame(of: buttons[0]), row = fixture.frame(of: fixture.rows[0])
            XCTAssertEqual(
                delete.x + delete.width, row.x + row.width, accuracy: 1, "the first action stays at the edge")
            fixture.screenshot("partial")
        }
    }

    func testHighContrastRules() {
        onMain {
            RowActionsStyle.highContrastOverride = true
            defer { RowActionsStyle.highContrastOverride = nil }
            shoot("high-contrast-rules")
        }
    }
}

/// Four rows: trailing open, leading open (crossed heart), edit mode confirming, three actions open.
@MainActor private func gallery() -> RowActionsFixture {
    let fixture = RowActionsFixture(rowCount: 4)
    fixture.rows.forEach { $0.onOpened = nil }  // several open at once, for the picture
    let favourite = fixture.rows[1]
    favourite.leadingActions = {
        SwipeActionsConfiguration(actions: [
            ContextualAction(
                style: .normal, title: "Unfavourite", image: "heart-crossed-symbolic",
                backgroundColor: .systemPink
            ) { _, _, done in done(true) }
        ])
    }
    fixture.rows[3].trailingActions = {
        SwipeActionsConfiguration(actions: [
            ContextualAction(
                style: .normal, title: "Archive", image: "folder-symbolic",
                backgroundColor: Color(hex: "#F0E68C")
            ) { _, _, done in done(true) },
            ContextualAction(style: .normal, title: "More", image: "view-more-symbolic") { _, _, done in done(true) },
            ContextualAction(
                style: .normal, title: "Flag", image: "mail-mark-important-symbolic",
                backgroundColor: .systemBlue
            ) { _, _, done in done(true) },
        ])
    }
    fixture.rows[0].open(.trailing, animated: false)
    favourite.open(.leading, animated: false)
    fixture.rows[2].setEditing(true, animated: false)
    fixture.rows[2].setDeleteConfirmation(true)
    fixture.rows[3].open(.trailing, animated: false)
    fixture.settle()
    waitUntilStill()
    return fixture
}

@MainActor private func shoot(_ name: String) {
    let fixture = gallery()
    defer { fixture.close() }
    XCTAssertTrue(fixture.rows[0].actionButtons(.trailing).allSatisfy(\.isMapped))
    XCTAssertTrue(fixture.rows[1].actionButtons(.leading).allSatisfy(\.isMapped))
    XCTAssertEqual(fixture.rows[3].actionButtons(.trailing).count, 3)
    fixture.screenshot(name)
}
