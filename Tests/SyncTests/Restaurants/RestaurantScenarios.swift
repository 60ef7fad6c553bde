import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// What every CardDAV server must get right for FoodPin, run against Radicale and Xandikos.
enum RestaurantScenarios {
    /// Two devices and vobject (another contacts app) add, rename, edit, favourite and delete in one
    /// address book; after a round of syncs all three hold the same restaurants, none lost, none twice.
    static func twoDevicesAndAPeerConverge(_ server: DAVServer) throws {
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        let teakha = try phone.store.add(name: "Teakha", type: "Tea House", location: "Hong Kong", phone: "+852 2858 9185")
        let cask = try phone.store.add(name: "CASK", type: "Thai", location: "London")
        let homei = try phone.store.add(name: "Homei", type: "Cafe", location: "Hong Kong")
        try phone.store.setFavorite(true, for: cask.id)
        #expect(try phone.sync().sent.added == 3)
        #expect(try laptop.sync().received.added == 3)
        #expect(try laptop.names == ["CASK", "Homei", "Teakha"])
        #expect(try laptop.restaurant(named: "CASK").isFavorite)
        #expect(try laptop.store.all().map(\.id) == (try phone.store.all().map(\.id)))

        // Each side changes something; the peer adds a card and writes a note on one of ours.
        var renamed = teakha
        renamed.name = "Teakha Tea"
        try phone.store.update(renamed)
        var called = try laptop.restaurant(named: "Homei")
        called.phone = "+852 2884 4122"
        try laptop.store.update(called)
        try laptop.store.delete(ids: [cask.id])
        let peer = try phone.peer
        try peer.make([
            .put(name: "peer-1.vcf", vcf: CardDAVPeer.foreignCard(uid: "peer-1", name: "Bourke St")),
            .set(uid: homei.id.uuidString.lowercased(), property: "note", value: "Flat whites"),
        ])
        try phone.sync()
        try laptop.sync()
        try phone.sync()

        let expected = ["Bourke St", "Homei", "Teakha Tea"]
        #expect(try phone.names == expected)
        #expect(try laptop.names == expected)
        #expect(try peer.cards().map(\.name).sorted() == expected)
        for device in [phone, laptop] {
            let merged = try device.restaurant(named: "Homei")
            #expect(merged.phone == "+852 2884 4122" && merged.summary == "Flat whites", "\(merged)")
            #expect(try device.restaurant(named: "Bourke St").location == "12 Lane, Sydney, NSW, 2000, Australia")
        }
        // Nothing left to send anywhere: a sync with nothing new costs one request.
        #expect(try phone.sync().requests == 1)
        #expect(try laptop.sync().requests == 1)
    }

    /// A card another app made keeps everything we do not map after we edit it here.
    static func foreignPropertiesSurvive(_ server: DAVServer) throws {
        let device = try RestaurantDevice(server, addressBook: uniqueAddressBook())
        try device.sync()
        let peer = try device.peer
        try peer.make([.put(name: "peer-2.vcf", vcf: CardDAVPeer.foreignCard(uid: "peer-2", name: "Bourke St"))])
        #expect(try device.sync().received.added == 1)
        var restaurant = try device.restaurant(named: "Bourke St")
        restaurant.phone = "+61 2 9699 2222"
        restaurant.summary = "Queues"
        try device.store.update(restaurant)
        #expect(try device.sync().sent.changed == 1)
        let card = try #require(try peer.cards().first)
        let unfolded = card.data.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
        for line in [
            "TEL;TYPE=HOME:+61 2 0000 0000", "EMAIL;TYPE=INTERNET:book@example.com", "URL:https://example.com/menu",
            "GEO:-33.8688;151.2093", "item1.X-ABLabel:Booking", "item1.TEL:+61 400 000 000",
            "X-PEER-FLAG;X-NOTE=\"a:b;c\":kept", "CATEGORIES:Thai,Date night", "TEL;TYPE=WORK,VOICE:+61 2 9699 2222",
            "NOTE:Queues", "ORG:Bourke St;Kitchen",
        ] {
            // Radicale writes a card again as vobject serializes it (sorted, some names upper-cased).
            #expect(unfolded.lowercased().contains(line.lowercased()), "lost \(line):\n\(card.data)")
        }
    }
}
