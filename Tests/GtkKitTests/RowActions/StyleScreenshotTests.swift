import CGtk
@testable import GtkKit
import XCTest

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
            spin(timeout: 0.1)
            XCTAssertTrue(RowActionsStyle.isDark)
            shoot("dark")
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
    fixture.rows.forEach { $0.onOpened = nil } // several open at once, for the picture
        let favourite = fixture.rows[1]
        favourite.leadingActions = {
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Unfavourite", image: "heart-crossed-symbolic",
                                 backgroundColor: .systemPink) { _, _, done in done(true) },
            ])
        }
        fixture.rows[3].trailingActions = {
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Archive", image: "folder-symbolic",
                                 backgroundColor: Color(hex: "#F0E68C")) { _, _, done in done(true) },
                ContextualAction(style: .normal, title: "More", image: "view-more-symbolic") { _, _, done in done(true) },
                ContextualAction(style: .normal, title: "Flag", image: "mail-mark-important-symbolic",
                                 backgroundColor: .systemBlue) { _, _, done in done(true) },
            ])
        }
        fixture.rows[0].open(.trailing, animated: false)
        favourite.open(.leading, animated: false)
        fixture.rows[2].setEditing(true, animated: false)
        fixture.rows[2].setDeleteConfirmation(true)
        fixture.rows[3].open(.trailing, animated: false)
        fixture.settle()
        spin(timeout: 0.3)
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

