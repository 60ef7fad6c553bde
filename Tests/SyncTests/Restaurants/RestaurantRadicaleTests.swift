import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import TestSupport
import Testing

/// FoodPin's address book against Radicale: convergence, photos, undo, samples, conflicts, and cards
/// other apps made.
@Suite("Restaurants against Radicale", .server(.radicale(strict: true)))
struct RestaurantRadicaleTests {
    @Test func twoDevicesAndAPeerConverge() throws {
        try RestaurantScenarios.twoDevicesAndAPeerConverge(try SharedServer.server)
    }

    @Test func foreignPropertiesSurvive() throws {
        try RestaurantScenarios.foreignPropertiesSurvive(try SharedServer.server)
    }

    /// Signing in makes the address book (extended MKCOL) when the account has none by that name.
    @Test func signingInMakesTheAddressBook() throws {
        let device = try RestaurantDevice(try SharedServer.server, addressBook: uniqueAddressBook(), signIn: false)
        let signedIn = try device.signIn()
        #expect(signedIn.created && signedIn.collection.hasPrefix("/ann/"))
        #expect(try device.signIn().created == false)
        #expect(try device.peer.cards().isEmpty)
    }

    /// A contact another app made (only `N`) becomes a restaurant by its person's name, and is never
    /// written back while nobody edits it here; a card with no name at all is skipped, not deleted.
    @Test func aContactIsReadAndNeverRewrittenUnlessEdited() throws {
        let device = try RestaurantDevice(try SharedServer.server, addressBook: uniqueAddressBook())
        try device.sync()
        let peer = try device.peer
        try peer.make([
            .put(
                name: "ann.vcf", vcf: "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann\r\nN:Smith;Ann;;;\r\nFN:\r\nEND:VCARD\r\n"),
            .put(
                name: "nameless.vcf",
                vcf:
                    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:nameless\r\nN:;;;;\r\nFN:\r\nEMAIL:x@example.com\r\nEND:VCARD\r\n"
            ),
        ])
        let before = try peer.cards().sorted { $0.uid < $1.uid }
        let report = try device.sync()
        #expect(
            report.received.added == 1 && report.skipped.map(\.resource).map { $0.hasSuffix("/nameless.vcf") } == [true]
        )
        #expect(try device.names == ["Ann Smith"])
        try device.sync()
        #expect(try peer.cards().sorted { $0.uid < $1.uid } == before)
    }

    @Test func undoSendsNothingOrTheSameCard() throws {
        try RestaurantScenarios.undoSendsNothingOrTheSameCard(try SharedServer.server)
    }

    /// Restore Sample Restaurants on two devices: the samples' ids are their UIDs, so the second
    /// device's restore meets the first's cards and nothing is there twice.
    @Test func samplesRestoredOnTwoDevicesAreThereOnce() throws {
        let server = try SharedServer.server
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        #expect(try phone.store.restoreSamples() == 21)
        try phone.store.setFavorite(true, for: Restaurant.samples[2].id)
        try phone.sync()
        #expect(try laptop.store.restoreSamples() == 21)
        let report = try laptop.sync()
        #expect(report.sent.added == 0, "\(report)")
        try phone.sync()
        for device in [phone, laptop] {
            #expect(try device.store.count() == 21)
            #expect(try device.store.restaurant(id: Restaurant.samples[2].id)?.isFavorite == true)
        }
        #expect(try phone.peer.cards().count == 21)
    }

    /// Both rename one restaurant: the later wins, the other is kept as a conflict; a favourite on one
    /// side and a new phone on the other both survive.
    @Test func conflictsMergeFieldByField() throws {
        let server = try SharedServer.server
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        let one = try phone.store.add(name: "Renamed twice", type: "Cafe", location: "Sydney")
        let two = try phone.store.add(name: "Favourite and phone", type: "Thai", location: "London")
        try phone.sync()
        try laptop.sync()
        var laptopOne = try laptop.restaurant(named: "Renamed twice")
        laptopOne.name = "Laptop's name"
        try laptop.store.update(laptopOne)
        try laptop.store.setFavorite(true, for: two.id)
        try laptop.sync()
        // REV has whole seconds: the phone's edits are later even within the same second.
        var phoneOne = one
        phoneOne.name = "Phone's name"
        try phone.store.update(phoneOne)
        var phoneTwo = two
        phoneTwo.phone = "+44 20 7630 7225"
        try phone.store.update(phoneTwo)
        let report = try phone.sync()
        #expect(report.conflicts.map(\.field) == [RestaurantRecords.Field.name], "\(report)")
        #expect(report.conflicts.first?.kept == "Phone's name" && report.conflicts.first?.lost == "Laptop's name")
        try laptop.sync()
        for device in [phone, laptop] {
            #expect(try device.names == ["Favourite and phone", "Phone's name"])
            let merged = try device.restaurant(named: "Favourite and phone")
            #expect(merged.isFavorite && merged.phone == "+44 20 7630 7225")
        }
    }

    /// A rating made on one device reaches the other through the card (`X-FOODPIN-RATING`), and so does
    /// clearing it; a mood another client wrote that FoodPin does not know is no rating, and stays on
    /// the card through an edit made here.
    @Test func ratingsTravel() throws {
        let server = try SharedServer.server
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        let teakha = try phone.store.add(name: "Teakha", type: "Tea House", location: "Hong Kong")
        try phone.sync()
        try laptop.sync()
        #expect(try laptop.store.restaurant(id: teakha.id)?.rating == nil)

        try phone.store.setRating(.awesome, for: teakha.id)
        #expect(try phone.sync().sent.total == 1, "the rating was not sent")
        let peer = try phone.peer
        #expect(try peer.cards().first?.data.contains("X-FOODPIN-RATING:awesome") == true)
        #expect(try laptop.sync().received.total == 1)
        #expect(try laptop.store.restaurant(id: teakha.id)?.rating == .awesome)

        try phone.store.setRating(nil, for: teakha.id)
        #expect(try phone.sync().sent.total == 1, "clearing the rating was not sent")
        try laptop.sync()
        #expect(try laptop.store.restaurant(id: teakha.id)?.rating == nil)
        #expect(try peer.cards().first?.data.contains("X-FOODPIN-RATING") == false)

        try peer.make([.set(uid: teakha.id.uuidString.lowercased(), property: "x-foodpin-rating", value: "superb")])
        try laptop.sync()
        #expect(try laptop.store.restaurant(id: teakha.id)?.rating == nil)
        var called = try laptop.restaurant(named: "Teakha")
        called.phone = "+852 2858 9185"
        try laptop.store.update(called)
        try laptop.sync()
        let card = try #require(try peer.cards().first?.data)
        #expect(card.contains("X-FOODPIN-RATING:superb") && card.contains("+852 2858 9185"), "\(card)")
    }

    @Test func photosBothWays() throws {
        try RestaurantScenarios.photosBothWays(try SharedServer.server)
    }
}
