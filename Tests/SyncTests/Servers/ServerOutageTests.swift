import FoodPinModel
import Foundation
import Sync
import SyncTestSupport
import Testing

/// The server stopped in the middle of a sync, at every step: a suite (and a server) of its own, since
/// the other suites' tests must not see their server go away.
@Suite("Sync with the server stopped mid-sync", .server(.radicale(strict: false)))
struct ServerOutageTests {
    /// The sync token is stored only once its changes are: a sync stopped at each step (the server
    /// stopped there) and run again leaves both devices and the server equal, nothing twice.
    @Test func serverStoppedAtEveryStepThenSyncAgain() throws {
        let server = try SharedServer.server
        let calendar = uniqueCalendar()
        let phone = try Device(server, calendar: calendar)
        let laptop = try Device(server, calendar: calendar)
        try laptop.list.add(contentsOf: ["From the laptop 1", "From the laptop 2"])
        try laptop.sync()
        // Something new on each side every round.
        let step = try syncWithServerStoppedAtEveryStep(server) { step in
            try phone.list.add("Phone \(step)")
            try laptop.list.add("Laptop \(step)")
            try laptop.sync()
        } sync: {
            _ = try phone.sync($0)
        }
        try phone.sync()
        try laptop.sync()
        let texts = try phone.texts
        #expect(texts == (try laptop.texts))
        #expect(Set(texts).count == texts.count, "a to-do arrived twice: \(texts)")
        #expect(texts.count == 2 + 2 * step)
        #expect(try phone.peer.todos().count == texts.count)
    }
}
