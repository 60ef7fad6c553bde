import Foundation
import SyncTestSupport
import Testing

/// FoodPin's address book on a second implementation of CardDAV and RFC 6578 (Xandikos).
@Suite("Restaurants against Xandikos", .server(.xandikos))
struct RestaurantXandikosTests {
    @Test func twoDevicesAndAPeerConverge() throws {
        try RestaurantScenarios.twoDevicesAndAPeerConverge(try SharedServer.server)
    }

    @Test func foreignPropertiesSurvive() throws {
        try RestaurantScenarios.foreignPropertiesSurvive(try SharedServer.server)
    }

    @Test func undoSendsNothingOrTheSameCard() throws {
        try RestaurantScenarios.undoSendsNothingOrTheSameCard(try SharedServer.server)
    }

    @Test func photosBothWays() throws {
        try RestaurantScenarios.photosBothWays(try SharedServer.server)
    }
}
