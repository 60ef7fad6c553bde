import CGtk
import XCTest

@testable import GtkKit

/// Colours: parsing, contrast-chosen foregrounds, and the CSS the buttons really get.
final class ColorTests: GtkTestCase {
    func testParsingAndStyleClasses() {
        XCTAssertEqual(Color(hex: "#FF8800")?.styleClass, "gtkkit-color-rgb-ff8800")
        XCTAssertEqual(Color(hex: "0a0b0c"), Color(rgb: 0x0A0B0C))
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0), Color(rgb: 0xFF8000))
        XCTAssertEqual(Color(red: 2, green: -1, blue: 0), Color(rgb: 0xFF0000), "components are clamped")
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "zzzzzz"))
        XCTAssertEqual(Color.systemRed.styleClass, "gtkkit-color-red")
        XCTAssertEqual(Set(Color.systemColors.map(\.styleClass)).count, Color.systemColors.count)
    }

    func testContrastMatchesWCAG() {
        XCTAssertEqual(Color.contrast(0xFFFFFF, 0x000000), 21, accuracy: 0.01)
        XCTAssertEqual(Color.contrast(0x777777, 0x777777), 1, accuracy: 0.001)
        XCTAssertEqual(Color.contrast(0x3584E4, 0xFFFFFF), 3.76, accuracy: 0.05)
    }

    func testForegroundIsReadableOnEveryColourInEveryStyle() {
        let samples =
            Color.systemColors + [
                Color(rgb: 0xFFFF00), Color(rgb: 0x101010), Color(rgb: 0x808080),
                Color(rgb: 0x00FFFF), Color(rgb: 0x7F00FF),
            ]
        for color in samples {
            for dark in [false, true] {
                let background = color.rgb(dark: dark)
                let light = color.foregroundIsLight(dark: dark, highContrast: false)
                let ratio = Color.contrast(background, light ? 0xFFFFFF : 0x333333)
                XCTAssertGreaterThanOrEqual(ratio, 3, "\(color) dark=\(dark)")
                let strong = color.foregroundIsLight(dark: dark, highContrast: true)
                let best = max(Color.contrast(background, 0xFFFFFF), Color.contrast(background, 0x000000))
                XCTAssertEqual(Color.contrast(background, strong ? 0xFFFFFF : 0x000000), best, accuracy: 0.001)
                XCTAssertGreaterThanOrEqual(best, 4.5, "high contrast reaches AA for \(color)")
            }
        }
        XCTAssertTrue(Color.systemBlue.foregroundIsLight(dark: false, highContrast: false), "white on blue, as GNOME")
        XCTAssertFalse(Color.systemYellow.foregroundIsLight(dark: false, highContrast: false), "dark on yellow")
    }

    func testStylesheetFollowsDarkAndHighContrast() {
        onMain {
            let light = RowActionsStyle.stylesheet(dark: false, highContrast: false)
            let dark = RowActionsStyle.stylesheet(dark: true, highContrast: false)
            let contrast = RowActionsStyle.stylesheet(dark: false, highContrast: true)
            XCTAssertTrue(light.contains(".gtkkit-color-red { background-color: @red_3; color: #ffffff; }"))
            XCTAssertTrue(dark.contains(".gtkkit-color-red { background-color: @red_4; color: #ffffff; }"))
            XCTAssertFalse(light.contains("outline: 2px solid currentColor"))
            XCTAssertTrue(contrast.contains("outline: 2px solid currentColor"), "a border in high contrast")
        }
    }

    func testCustomColourButtonsGetTheirBackgroundAndAReadableForeground() {
        withFixture(RowActionsFixture()) { fixture in
            let row = fixture.rows[0]
            row.trailingActions = {
                SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .normal, title: "Pale", backgroundColor: Color(rgb: 0xF0E68C)) {
                        _, _, done in done(true)
                    },
                    ContextualAction(style: .normal, title: "Deep", backgroundColor: Color(rgb: 0x1A237E)) {
                        _, _, done in done(true)
                    },
                ])
            }
            row.open(.trailing, animated: false)
            fixture.settle()
            let buttons = row.actionButtons(.trailing)
            XCTAssertTrue(buttons[0].hasCSSClass("gtkkit-color-rgb-f0e68c"))
            var color = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(buttons[0].widget), &color)
            XCTAssertLessThan(color.red, 0.2, "dark text on a pale colour")
            gtk_style_context_get_color(gtk_widget_get_style_context(buttons[1].widget), &color)
            XCTAssertGreaterThan(color.red, 0.9, "white text on a deep colour")
            XCTAssertTrue(
                RowActionsStyle.stylesheet(dark: false, highContrast: false)
                    .contains(".gtkkit-color-rgb-1a237e { background-color: #1a237e; color: #ffffff; }"))
        }
    }
}
