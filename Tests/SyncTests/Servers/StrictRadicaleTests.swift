import Foundation
import SyncTestSupport
import Testing

/// Radicale with `strict_preconditions`: a PUT over an existing resource without `If-Match` is refused
/// with 412, so a client that forgets it fails here.
@Suite("Sync against Radicale with strict preconditions", .server(.radicale(strict: true)))
struct StrictRadicaleTests {
    @Test func threeClientsConverge() throws {
        try Scenarios.threeClientsConverge(try SharedServer.server)
    }

    /// The 412 race: another client wrote first; ours merges and sends again.
    @Test func conflictsMergeFieldByField() throws {
        try Scenarios.conflictsMergeFieldByField(try SharedServer.server)
    }
}
