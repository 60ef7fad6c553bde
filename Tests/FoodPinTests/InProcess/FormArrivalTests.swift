import FoodPinModel
import XCTest

@testable import FoodPin

/// The Edit form's rule for what arrives while it is open (a sync, a terminal): a field the user
/// changed, or is typing in, keeps the user's text; every other field takes what arrived, in the form
/// and in its base alike, so that Save still writes only the user's changes.
final class FormArrivalTests: XCTestCase {
    func testAnArrivalFillsOnlyTheFieldsTheUserLeftAlone() {
        let teakha = Restaurant.samples[2]
        var base = RestaurantForm(teakha)
        var form = base
        form.name = "Teakha Too"  // typed by the user
        var remote = teakha
        remote.name = "Teakha Remote"
        remote.phone = "+852 2111 0000"
        remote.summary = "Milk tea"
        remote.coordinate = Coordinate(latitude: 22.28, longitude: 114.15)

        let taken = form.take(RestaurantForm(remote), base: &base, keeping: [.description])

        XCTAssertEqual(taken, [.phone], "the name was typed, the description is being typed in")
        XCTAssertEqual(form.name, "Teakha Too")
        XCTAssertEqual(form.phone, "+852 2111 0000")
        XCTAssertEqual(form.description, teakha.summary ?? "", "a field being typed in changed under the cursor")
        XCTAssertEqual(form.coordinate, remote.coordinate)
        XCTAssertEqual(base.phone, "+852 2111 0000", "the base follows what the form took")
        XCTAssertEqual(base.name, teakha.name, "the base keeps what the user's change is measured from")

        // Save: the user's name over the stored restaurant; the description that arrived stays.
        let saved = form.restaurant(changedSince: base, onto: remote)
        XCTAssertEqual([saved.name, saved.phone, saved.summary], ["Teakha Too", "+852 2111 0000", "Milk tea"])
        XCTAssertTrue(form.differs(from: base))
    }

    func testAnArrivalAloneLeavesNothingToSave() {
        let teakha = Restaurant.samples[2]
        var base = RestaurantForm(teakha)
        var form = base
        var remote = teakha
        remote.location = "Sheung Wan"
        form.take(RestaurantForm(remote), base: &base)
        XCTAssertEqual(form.location, "Sheung Wan")
        XCTAssertFalse(form.differs(from: base), "Save would be offered for a change the user did not make")
        XCTAssertEqual(form.saveBlocker(initial: base, editing: true), "Change a field to save the restaurant.")
    }
}
