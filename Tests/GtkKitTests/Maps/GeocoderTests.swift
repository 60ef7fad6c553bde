import Foundation
import TestSupport
import UITestSupport
import XCTest

@testable import GtkKit

/// The geocoder against a loopback Nominatim-format server: found places, the user agent, the cache,
/// one request a second, the online switch, and hostile answers that end in an error and nothing else.
final class GeocoderTests: GtkTestCase {
    /// Runs `body` with a server and services naming the tests.
    func withGeocoding(_ body: @MainActor (MapTestServer, OnlineMapServices) throws -> Void) throws {
        try onMain {
            let server = try MapTestServer()
            defer { server.stop() }
            try body(server, OnlineMapServices(userAgent: MapFixture.userAgent, tileCacheDirectory: "/nonexistent"))
        }
    }

    func testFindsAPlaceAndIntroducesItself() throws {
        try withGeocoding { server, services in
            let geocoder = Geocoder(baseURL: server.nominatimURL(), services: services)
            let places = try XCTUnwrap(result(of: geocoder, "Teakha, Tai Ping Shan Street")).get()
            XCTAssertEqual(places.count, 1)
            let teakha = try XCTUnwrap(places.first)
            XCTAssertTrue(teakha.name.hasPrefix("Teakha"), teakha.name)
            XCTAssertEqual(teakha.coordinate.latitude, 22.28497, accuracy: 1e-6)
            XCTAssertEqual(teakha.coordinate.longitude, 114.14939, accuracy: 1e-6)
            XCTAssertEqual(teakha.bounds?.south ?? 0, 22.28397, accuracy: 1e-6)
            let request = try XCTUnwrap(server.requests.last)
            XCTAssertEqual(request.userAgent, MapFixture.userAgent)
            XCTAssertTrue(request.path.hasPrefix("/nominatim/ok/search?"), request.path)
            XCTAssertTrue(request.path.contains("format=jsonv2") && request.path.contains("q=Teakha"), request.path)
            XCTAssertEqual(try XCTUnwrap(result(of: geocoder, "Nowhere at all")).get(), [], "no match is no place")
            var first: Result<[GeocodedPlace], GeocodingError>?
            geocoder.search("Teakha, Hong Kong", limit: 1) { first = $0 }
            XCTAssertTrue(spin(until: { first != nil }, timeout: 10 * timeoutScale))
            XCTAssertEqual(
                try first?.get().map(\.name), ["Teakha"], "the first of two matches, as the server ranks them")
        }
    }

    /// A search made again is answered from the cache: the server hears of it once.
    func testTheSameSearchIsAskedOnce() throws {
        try withGeocoding { server, services in
            let geocoder = Geocoder(baseURL: server.nominatimURL(), services: services)
            let first = try XCTUnwrap(result(of: geocoder, "London")).get()
            let second = try XCTUnwrap(result(of: geocoder, "London")).get()
            XCTAssertEqual(first, second)
            XCTAssertEqual(server.requests.count, 1)
            XCTAssertEqual(geocoder.requestCount, 1)
        }
    }

    /// Three different searches at once reach the server at least a second apart.
    func testAtMostOneRequestASecond() throws {
        try withGeocoding { server, services in
            let geocoder = Geocoder(baseURL: server.nominatimURL(), services: services)
            var results: [Result<[GeocodedPlace], GeocodingError>] = []
            for text in ["London", "Sydney", "New York"] { geocoder.search(text) { results.append($0) } }
            XCTAssertTrue(spin(until: { results.count == 3 }, timeout: 15 * timeoutScale))
            XCTAssertTrue(results.allSatisfy { (try? $0.get().count) == 1 }, "\(results)")
            let times = server.requests.map(\.time)
            XCTAssertEqual(times.count, 3)
            for (earlier, later) in zip(times, times.dropFirst()) {
                XCTAssertGreaterThanOrEqual(later - earlier, 0.95, "two requests within a second: \(times)")
            }
        }
    }

    /// Online maps off: the search fails at once, and nothing is sent.
    func testNothingIsSentWhileOnlineMapsAreOff() throws {
        try withGeocoding { server, services in
            services.isEnabled = false
            let geocoder = Geocoder(baseURL: server.nominatimURL(), services: services)
            XCTAssertEqual(count(geocoder, "London"), .failure(.onlineMapsOff))
            XCTAssertEqual(count(geocoder, "   "), .failure(.unusableQuery))
            XCTAssertEqual(server.requests, [])
            XCTAssertEqual(geocoder.requestCount, 0)
        }
    }

    /// Every hostile answer ends in its error (a slow one at the deadline), and the next search on a
    /// sound server works: nothing of the bad answer stayed behind.
    func testHostileAnswersEndInAnErrorAndNothingElse() throws {
        try withGeocoding { server, services in
            let cases: [(String, GeocodingError)] = [
                ("garbage", .malformedAnswer), ("huge", .answerTooLarge), ("deep", .malformedAnswer),
                ("wrongshape", .malformedAnswer), ("outofrange", .malformedAnswer),
                ("error", .serverError(status: 500)),
                ("slow", .timedOut),
            ]
            for (mode, expected) in cases {
                let geocoder = Geocoder(baseURL: server.nominatimURL(mode), services: services, deadline: 2)
                let started = Date()
                let outcome = result(of: geocoder, "Teakha")
                XCTAssertEqual(outcome.map { $0.map(\.count) }, .failure(expected), mode)
                XCTAssertLessThan(Date().timeIntervalSince(started), 10 * timeoutScale, "\(mode) held the search")
            }
            XCTAssertEqual(count(Geocoder(baseURL: server.nominatimURL("empty"), services: services), "x"), .success(0))
            let sound = Geocoder(baseURL: server.nominatimURL(), services: services)
            XCTAssertEqual(count(sound, "Teakha"), .success(1))
        }
    }

    /// Cancelling a search in flight ends it at once with `.cancelled`; one cancelled while it waits
    /// for its turn is never sent.
    func testCancelling() throws {
        try withGeocoding { server, services in
            let slow = Geocoder(baseURL: server.nominatimURL("slow"), services: services, deadline: 60)
            var outcome: Result<[GeocodedPlace], GeocodingError>?
            let request = slow.search("Teakha") { outcome = $0 }
            XCTAssertTrue(spin(until: { server.requests.count == 1 }, timeout: 5 * timeoutScale))
            request.cancel()
            XCTAssertTrue(spin(until: { outcome != nil }, timeout: 5 * timeoutScale))
            XCTAssertEqual(outcome.map { $0.map(\.count) }, .failure(.cancelled))

            // A search whose turn is a minute away, cancelled while it waits: answered at once, never sent.
            RequestPacer.interval = 60
            defer { RequestPacer.interval = 1 }
            let waiting = Geocoder(baseURL: server.nominatimURL(), services: services)
            var first: Result<[GeocodedPlace], GeocodingError>?, late: Result<[GeocodedPlace], GeocodingError>?
            waiting.search("London") { first = $0 }
            XCTAssertTrue(spin(until: { first != nil }, timeout: 5 * timeoutScale))
            let second = waiting.search("Sydney") { late = $0 }
            holdStill(
                for: 0.2,
                because: "a search that does not wait is sent to the loopback server and answered in milliseconds",
                "the second search did not wait for its turn"
            ) { late == nil }
            second.cancel()
            XCTAssertTrue(spin(until: { late != nil }, timeout: 5 * timeoutScale), "a waiting search was not ended")
            XCTAssertEqual(late.map { $0.map(\.count) }, .failure(.cancelled))
            XCTAssertEqual(server.requests.count, 2, "a cancelled search was sent")
        }
    }

    /// A server that is not there: `.unreachable`, and the services say so (maps show "Offline").
    func testAnUnreachableServer() throws {
        try withGeocoding { server, services in
            let url = server.nominatimURL()
            server.stop()
            let geocoder = Geocoder(baseURL: url, services: services)
            XCTAssertEqual(count(geocoder, "London"), .failure(.unreachable))
            XCTAssertFalse(services.isReachable)
        }
    }

    func testTheAsyncSearch() throws {
        try withGeocoding { server, services in
            let geocoder = Geocoder(baseURL: server.nominatimURL(), services: services)
            var found: [GeocodedPlace]?
            Task { @MainActor in found = try? await geocoder.search("Barrafina") }
            XCTAssertTrue(spin(until: { found != nil }, timeout: 10 * timeoutScale))
            XCTAssertEqual(found?.first?.coordinate.latitude ?? 0, 51.51399, accuracy: 1e-6)

            var failure: GeocodingError?
            let slow = Geocoder(baseURL: server.nominatimURL("slow"), services: services)
            let task = Task { @MainActor in
                do { _ = try await slow.search("x") } catch { failure = error as? GeocodingError }
            }
            XCTAssertTrue(spin(until: { slow.requestCount == 1 }, timeout: 5 * timeoutScale))
            task.cancel()
            XCTAssertTrue(spin(until: { failure != nil }, timeout: 10 * timeoutScale))
            XCTAssertEqual(failure, .cancelled)
        }
    }
}

/// Waits for one search's result.
@MainActor
private func result(
    of geocoder: Geocoder, _ text: String, timeout: Double = 15
) -> Result<[GeocodedPlace], GeocodingError>? {
    var result: Result<[GeocodedPlace], GeocodingError>?
    geocoder.search(text) { result = $0 }
    _ = spin(until: { result != nil }, timeout: timeout * timeoutScale)  // nil: the caller's failure
    return result
}

/// How many places one search found, or its error.
@MainActor
private func count(_ geocoder: Geocoder, _ text: String, timeout: Double = 15) -> Result<Int, GeocodingError>? {
    result(of: geocoder, text, timeout: timeout).map { $0.map(\.count) }
}
