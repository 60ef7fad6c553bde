import CGtk
import XCTest

@testable import GtkKit

/// Rows show the text they are given: libadwaita reads a row's title and subtitle as Pango markup by
/// default, which showed the type "Coffee & Tea Shop" as an empty subtitle.
final class RowTextTests: GtkTestCase {
    func testAnActionRowShowsTitleAndSubtitleAsGiven() {
        onMain {
            let row = ActionRow(title: "Fish & <Chips>", subtitle: "Coffee & Tea Shop")
            XCTAssertTrue(labels(in: row.widget).contains("Fish & <Chips>"), "title: \(labels(in: row.widget))")
            XCTAssertTrue(labels(in: row.widget).contains("Coffee & Tea Shop"), "subtitle: \(labels(in: row.widget))")
            row.subtitle = "<b>R&D</b>"
            XCTAssertTrue(labels(in: row.widget).contains("<b>R&D</b>"), "set later: \(labels(in: row.widget))")
        }
    }

    func testAnEntryRowShowsItsTitleAsGiven() {
        onMain {
            let row = EntryRow(title: "Q&A")
            XCTAssertTrue(labels(in: row.widget).contains("Q&A"), "title: \(labels(in: row.widget))")
        }
    }
}
