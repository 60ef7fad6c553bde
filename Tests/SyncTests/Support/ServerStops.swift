import Foundation
import Sync
import SyncTestSupport
import Testing

/// The network pulled at every step of a sync: for step 1, 2, … runs `round` (new changes on both
/// sides), then `sync` with `server` stopped at that step's checkpoint (one resource a request, so
/// that every push and fetch is a step), and starts the server again, until a sync gets through.
/// Returns the number of rounds. Fails the test when the server was stopped at fewer than three steps:
/// a sync that reaches no checkpoint would otherwise pass on its first round, having been stopped nowhere.
func syncWithServerStoppedAtEveryStep(
    _ server: DAVServer, round: (Int) throws -> Void, sync: (SyncConfiguration) throws -> Void
) throws -> Int {
    var step = 1
    while true {
        try round(step)
        var configuration = SyncConfiguration()
        configuration.pushBatch = 1
        configuration.multigetBatch = 1
        let count = Counter(), stopAt = step
        configuration.hooks.checkpoint = { _ in
            if count.next() == stopAt { server.stop() }
        }
        let finished = (try? sync(configuration)) != nil
        try server.start()
        if finished { break }
        step += 1
        if step >= 40 {
            Issue.record("the sync never finished")
            break
        }
    }
    #expect(step >= 3, "the sync was stopped at too few steps: \(step)")
    return step
}
