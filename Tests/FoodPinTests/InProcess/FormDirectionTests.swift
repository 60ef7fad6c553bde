import CGtk
import FoodPinModel
import Foundation
import UITestSupport
import XCTest

@testable import FoodPin
@testable import GtkKit

/// The Edit form in a right-to-left window: the phone number reads in order in its field ("+852 2858
/// 9185", not "9185 2858 852+"), while the other fields and the titles keep the window's direction.
final class FormDirectionTests: XCTestCase {
    func testThePhoneFieldReadsInOrderInARightToLeftWindow() throws {
        try UITestSession.start()  // a display, else the test fails: never a skip
        MainActor.assumeIsolated {
            MainContext.initialise()
            let before = gtk_widget_get_default_direction()
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(before) }
            let teakha = Restaurant.samples.first { $0.name == "Teakha" }!
            let phone = try! XCTUnwrap(teakha.phone)
            let parent = Window(title: "FoodPin", width: 640, height: 720)
            defer { parent.destroy() }
            let form = RestaurantFormController(editing: teakha, parent: parent) { _ in }
            form.present()
            defer { form.window.destroy() }
            _ = MainContext.spin(until: { form.window.isMapped }, timeout: 5)
            MainContext.drain()

            // The focus is in Name: an unfocused field lays neutral text out in the widget's direction.
            let field = try! XCTUnwrap(form.rows[.phone])
            XCTAssertEqual(field.text, phone)
            XCTAssertEqual(field.textSemanticContentAttribute, .forceLeftToRight)
            XCTAssertEqual(form.rows[.name]?.textSemanticContentAttribute, .unspecified)
            let text = try! XCTUnwrap(gtk_editable_get_delegate(field.widget.opaque))
            func cursorX(_ position: Int) -> Float {
                var strong = graphene_rect_t()
                gtk_text_compute_cursor_extents(text.cast(), UInt(position), &strong, nil)
                return strong.origin.x
            }
            XCTAssertLessThan(cursorX(0), cursorX(phone.count), "the plus sign first, on the left")
            XCTAssertGreaterThan(
                cursorX(0), Float(gtk_widget_get_width(text.cast())) / 2, "the number at the row's start, its right")
        }
    }
}
