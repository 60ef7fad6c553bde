import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// The network pulled in the middle of a restaurants' sync, at every step: a suite (and a server) of
/// its own, since the other suites' tests must not see their server go away.
@Suite("Restaurants with the server stopped mid-sync", .server(.radicale(strict: false)))
struct RestaurantOutageTests {
    /// A sync stopped at each step (the server stopped there) and run again leaves both devices and
    /// the server equal: nothing lost, nothing twice, photos included.
    @Test func serverStoppedAtEveryStepThenSyncAgain() throws {
        let server = try SharedServer.server
        let book = uniqueAddressBook()
        let phone = try RestaurantDevice(server, addressBook: book)
        let laptop = try RestaurantDevice(server, addressBook: book)
        try laptop.store.add(name: "From the laptop", type: "Cafe", location: "Sydney")
        try laptop.sync()
        let photo = phone.directory.appendingPathComponent("photo.png").path
        try TestPhotos.write(width: 800, height: 600, to: photo)
        let step = try syncWithServerStoppedAtEveryStep(server) { step in
            try phone.store.add(name: "Phone \(step)", type: "Cafe", location: "Sydney", image: step == 1 ? photo : nil)
            try laptop.store.add(name: "Laptop \(step)", type: "Thai", location: "London")
            try laptop.sync()
        } sync: {
            _ = try phone.sync($0)
        }
        try phone.sync()
        try laptop.sync()
        let names = try phone.names
        #expect(names == (try laptop.names))
        #expect(Set(names).count == names.count, "a restaurant arrived twice: \(names)")
        #expect(names.count == 1 + 2 * step)
        #expect(try phone.peer.cards().count == names.count)
        let received = try #require(try laptop.restaurant(named: "Phone 1").image)
        #expect(PhotoCopies.isCopy(received, environment: laptop.environment))
    }
}
