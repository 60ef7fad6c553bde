import Foundation
import SyncTestSupport
import Testing

/// A second implementation of CalDAV and RFC 6578 (git-backed, no authentication).
@Suite("Sync against Xandikos", .server(.xandikos))
struct XandikosTests {
    @Test func threeClientsConverge() throws {
        try Scenarios.threeClientsConverge(try SharedServer.server)
    }

    @Test func foreignPropertiesSurvive() throws {
        try Scenarios.foreignPropertiesSurvive(try SharedServer.server)
    }
}
