import FoodPinModel
import Testing

@testable import FoodPin

/// The Edit form's rule for what arrives while it is open (a sync, a terminal): a field the user
/// changed, or is typing in, keeps the user's text; every other field takes what arrived, in the form
/// and in its base alike, so that Save still writes only the user's changes.
@Suite("The Edit form takes what arrives while it is open")
struct FormArrivalTests {
    @Test func anArrivalFillsOnlyTheFieldsTheUserLeftAlone() {
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

        #expect(taken == [.phone], "the name was typed, the description is being typed in")
        #expect(form.name == "Teakha Too")
        #expect(form.phone == "+852 2111 0000")
        #expect(form.description == teakha.summary ?? "", "a field being typed in changed under the cursor")
        #expect(form.coordinate == remote.coordinate)
        #expect(base.phone == "+852 2111 0000", "the base follows what the form took")
        #expect(base.name == teakha.name, "the base keeps what the user's change is measured from")

        // Save: the user's name over the stored restaurant; the description that arrived stays.
        let saved = form.restaurant(changedSince: base, onto: remote)
        #expect([saved.name, saved.phone, saved.summary] == ["Teakha Too", "+852 2111 0000", "Milk tea"])
        #expect(form.differs(from: base))
    }

    @Test func anArrivalAloneLeavesNothingToSave() {
        let teakha = Restaurant.samples[2]
        var base = RestaurantForm(teakha)
        var form = base
        var remote = teakha
        remote.location = "Sheung Wan"
        form.take(RestaurantForm(remote), base: &base)
        #expect(form.location == "Sheung Wan")
        #expect(!form.differs(from: base), "Save would be offered for a change the user did not make")
        #expect(form.saveBlocker(initial: base, editing: true) == "Change a field to save the restaurant.")
    }
}
