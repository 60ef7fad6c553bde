import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import TestSupport
import Testing

/// What every CardDAV server must get right for FoodPin, run against Radicale and Xandikos.
enum RestaurantScenarios {
    /// Two devices and vobject (another contacts app) add, rename, edit, favourite, set a photo, delete
    /// and undo a delete in one address book; after a round of syncs all three hold the same
    /// restaurants, none lost, none twice, the peer's photo shown on both devices.
    static func twoDevicesAndAPeerConverge(_ server: DAVServer) throws {
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        let teakha = try phone.store.add(
            name: "Teakha", type: "Tea House", location: "Hong Kong", phone: "+852 2858 9185")
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
        // The laptop deletes Teakha and takes it back within the toast: nothing of it is sent.
        try laptop.store.restore(try laptop.store.delete(ids: [teakha.id]))
        // The peer gives Teakha a photo (while the phone renames it) and writes a note on Homei.
        let png = phone.directory.appendingPathComponent("peer.png").path
        try TestPhotos.write(width: 700, height: 300, to: png)
        let jpeg = try #require(TestCardPhotos().cardJPEG(fromFile: png, maximumSide: 512, maximumBytes: 100_000))
        let peer = try phone.peer
        try peer.make([
            .put(name: "peer-1.vcf", vcf: CardDAVPeer.foreignCard(uid: "peer-1", name: "Bourke St")),
            .set(uid: homei.id.uuidString.lowercased(), property: "note", value: "Flat whites"),
            .setPhoto(uid: teakha.id.uuidString.lowercased(), jpeg: jpeg),
        ])
        try phone.sync()
        let laptopReport = try laptop.sync()
        #expect(laptopReport.sent.total == 2, "the delete undone was sent: \(laptopReport)")
        try phone.sync()

        let expected = ["Bourke St", "Homei", "Teakha Tea"]
        #expect(try phone.names == expected)
        #expect(try laptop.names == expected)
        #expect(try peer.cards().map(\.name).sorted() == expected)
        for device in [phone, laptop] {
            let merged = try device.restaurant(named: "Homei")
            #expect(merged.phone == "+852 2884 4122" && merged.summary == "Flat whites", "\(merged)")
            #expect(try device.restaurant(named: "Bourke St").location == "12 Lane, Sydney, NSW, 2000, Australia")
            let photo = try #require(try device.restaurant(named: "Teakha Tea").image)
            #expect(PhotoCopies.isCopy(photo, environment: device.environment))
            #expect(FileManager.default.contents(atPath: photo) == jpeg)
        }
        #expect(try peer.cards().first { $0.name == "Teakha Tea" }?.photo == jpeg)
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

    /// Delete and Undo within the toast: nothing is sent. Undo after the delete reached the server: the
    /// same card (same UID) comes back, never a second one.
    static func undoSendsNothingOrTheSameCard(_ server: DAVServer) throws {
        let device = try RestaurantDevice(server, addressBook: uniqueAddressBook())
        let kept = try device.store.add(name: "Kept", type: "Cafe", location: "Sydney")
        try device.sync()
        let deletion = try device.store.delete(ids: [kept.id])
        try device.store.restore(deletion)
        let quiet = try device.sync()
        #expect(quiet.sent.total == 0 && quiet.requests == 1, "\(quiet)")

        let again = try device.store.delete(ids: [kept.id])
        #expect(try device.sync().sent.deleted == 1)
        try device.store.restore(again)
        #expect(try device.sync().sent.added == 1)
        let cards = try device.peer.cards()
        #expect(cards.map(\.uid) == [kept.id.uuidString.lowercased()])
        #expect(try device.names == ["Kept"])
    }

    /// A photo set on one device reaches the other as a small JPEG written into its photo folder as a
    /// FoodPin copy; a photo set there comes back; editing another field sends the photo unchanged.
    static func photosBothWays(_ server: DAVServer) throws {
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        let big = phone.directory.appendingPathComponent("big.png").path
        try SolidPNG.write(width: 1600, height: 1200, to: big)
        let teakha = try phone.store.add(name: "Teakha", type: "Tea House", location: "Hong Kong", image: big)
        try phone.sync()
        let card = try #require(try phone.peer.cards().first)
        let sent = try #require(card.photo)
        let header = try PhotoFile(path: try write(sent, to: phone.directory.appendingPathComponent("sent.jpg").path))
        #expect(header.format == .jpeg && max(header.width, header.height) == 512 && sent.count <= 100 * 1024)

        try laptop.sync()
        let received = try #require(try laptop.restaurant(named: "Teakha").image)
        #expect(PhotoCopies.isCopy(received, environment: laptop.environment))
        #expect(FileManager.default.contents(atPath: received) == sent)
        // The phone's own file is untouched, and another field's edit leaves the card's photo as it is.
        #expect(try phone.store.restaurant(id: teakha.id)?.image == big)
        var edited = try laptop.restaurant(named: "Teakha")
        edited.phone = "+852 2858 9185"
        try laptop.store.update(edited)
        try laptop.sync()
        #expect(try phone.sync().received.changed == 1)
        #expect(try phone.store.restaurant(id: teakha.id)?.image == big)
        #expect(try phone.peer.cards().first?.photo == sent)

        // The laptop sets another photo; the phone receives it; removing it there removes it everywhere.
        let other = laptop.directory.appendingPathComponent("other.png").path
        try SolidPNG.write(width: 300, height: 600, red: 10, green: 200, blue: 10, to: other)
        edited = try laptop.restaurant(named: "Teakha")
        edited.image = other
        try laptop.store.update(edited)
        try laptop.sync()
        try phone.sync()
        let second = try #require(try phone.store.restaurant(id: teakha.id)?.image)
        #expect(PhotoCopies.isCopy(second, environment: phone.environment))
        #expect(try PhotoFile(path: second).height == 512)
        edited = try #require(try phone.store.restaurant(id: teakha.id))
        edited.image = nil
        try phone.store.update(edited)
        try phone.sync()
        try laptop.sync()
        #expect(try laptop.restaurant(named: "Teakha").image == nil)
        #expect(try phone.peer.cards().first?.photo == nil)
    }

    private static func write(_ data: Data, to path: String) throws -> String {
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
