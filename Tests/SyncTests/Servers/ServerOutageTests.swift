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
        var step = 1
        while true {
            // Something new on each side every round.
            try phone.list.add("Phone \(step)")
            try laptop.list.add("Laptop \(step)")
            try laptop.sync()
            var configuration = SyncConfiguration()
            configuration.pushBatch = 1
            configuration.multigetBatch = 1
            let count = Counter(), stopAt = step
            configuration.hooks.checkpoint = { _ in
                if count.next() == stopAt { server.stop() }
            }
            let finished = (try? phone.sync(configuration)) != nil
            try server.start()
            if finished { break }
            step += 1
            #expect(step < 40, "the sync never finished")
            if step >= 40 { break }
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
