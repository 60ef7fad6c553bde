import CGtk
import XCTest

@testable import GtkKit

/// `semanticContentAttribute = .forceLeftToRight` keeps a phone number's groups in order in a right-to-left
/// window (Arabic showed "+852 2871 8128" as "8128 2871 852+"), on a label and on a button's label.
final class SemanticContentTests: GtkTestCase {
    func testAPhoneNumberKeptLeftToRightReadsInOrderInARightToLeftWindow() {
        onMain {
            let before = gtk_widget_get_default_direction()
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(before) }
            let phone = "+852 2871 8128"

            let plain = Label(phone)
            XCTAssertGreaterThan(
                Self.x(ofByte: 0, in: plain), Self.x(ofByte: phone.utf8.count - 1, in: plain),
                "the bug this guards against: the plus sign drawn after the last group")
            XCTAssertEqual(plain.semanticContentAttribute, .unspecified)

            let kept = Label(phone)
            kept.semanticContentAttribute = .forceLeftToRight
            XCTAssertLessThan(Self.x(ofByte: 0, in: kept), Self.x(ofByte: phone.utf8.count - 1, in: kept))
            XCTAssertEqual(kept.semanticContentAttribute, .forceLeftToRight)

            let link = LinkButton(label: phone, uri: "tel:+85228718128")
            link.semanticContentAttribute = .forceLeftToRight
            let inner = descendants(of: link.widget).filter { $0.isA(gtk_label_get_type()) }
            XCTAssertFalse(inner.isEmpty)
            XCTAssertTrue(inner.allSatisfy { gtk_widget_get_direction($0) == GTK_TEXT_DIR_LTR }, "the button's label")
        }
    }

    /// Where the character at byte `index` of `label`'s text is drawn, in Pango units from the left.
    @MainActor private static func x(ofByte index: Int, in label: Label) -> Int32 {
        var rect = PangoRectangle()
        pango_layout_index_to_pos(gtk_label_get_layout(label.widget.opaque), Int32(index), &rect)
        return min(rect.x, rect.x + rect.width)
    }
}
