import Foundation
import TestSupport
import UITestSupport
import XCTest

@testable import GtkKit

/// Tiles through GtkKit's loader: libshumate's disk cache and ETag revalidation, the online switch,
/// an unreachable server, and hostile tile servers.
final class MapTileTests: GtkTestCase {
    /// A second map on the same cache paints from the disk without asking; once the cached tiles are
    /// older than a week it asks again with their ETags and is told they have not changed.
    func testTilesComeFromTheDiskCacheAndAreRevalidated() throws {
        try withMap { fixture in
            fixture.map.setCenter(
                LocationCoordinate(latitude: 51.5074, longitude: -0.1278), zoomLevel: 12, animated: false)
            XCTAssertTrue(fixture.waitForAllTiles(atLeast: 6))
            holdStill(fixture, expecting: fixture.tileRequests.count, "the first map kept asking")
            XCTAssertEqual(
                Set(fixture.tileRequests.map(\.path)).count, fixture.tileRequests.count, "a tile asked for twice")
            let first = fixture.tileRequests.count
            XCTAssertTrue(fixture.tileRequests.allSatisfy { $0.ifNoneMatch == nil }, "nothing was cached yet")

            let again = MapView(tileSource: fixture.map.tileSource, services: fixture.services)
            again.setCenter(fixture.map.center, zoomLevel: 12, animated: false)
            fixture.window.content = again
            XCTAssertTrue(spin(until: { again.isMapped }), "the second map never showed")
            holdStill(fixture, expecting: first, "fresh cached tiles were downloaded again")

            // A week and a day later: every cached tile file is old.
            let files =
                FileManager.default.enumerator(atPath: fixture.cacheDirectory)?.compactMap { $0 as? String } ?? []
            let tiles = files.filter { $0.hasSuffix(".png") }
            XCTAssertGreaterThanOrEqual(tiles.count, 6, "\(files)")
            let old = Date().addingTimeInterval(-8 * 24 * 3600)
            for tile in tiles {
                try FileManager.default.setAttributes(
                    [.modificationDate: old], ofItemAtPath: fixture.cacheDirectory + "/" + tile)
            }
            let revalidating = MapView(tileSource: fixture.map.tileSource, services: fixture.services)
            revalidating.setCenter(fixture.map.center, zoomLevel: 12, animated: false)
            fixture.window.content = revalidating
            XCTAssertTrue(spin(until: { fixture.tileRequests.count > first }, timeout: 10 * timeoutScale))
            fixture.settle()
            let later = fixture.tileRequests.dropFirst(first)
            XCTAssertTrue(later.allSatisfy { $0.ifNoneMatch?.hasPrefix("\"") == true }, "\(later)")
        }
    }

    /// Online maps off: no request, and the map says so; on again, tiles come.
    func testOnlineMapsOffAsksNothingAndSaysSo() throws {
        try withMap(present: false) { fixture in
            fixture.services.isEnabled = false
            fixture.present()
            XCTAssertEqual(fixture.map.statusText, "Online Maps Are Off")
            holdStill(fixture, expecting: 0, "a map asked for tiles with online maps off")
            XCTAssertNotNil(screenshot("maps-online-off", width: 640, height: 480))
            fixture.services.isEnabled = true
            XCTAssertNil(fixture.map.statusText)
            fixture.map.setCenter(LocationCoordinate(latitude: 10, longitude: 10), zoomLevel: 5, animated: false)
            XCTAssertTrue(fixture.waitForAllTiles())
        }
    }

    /// A tile server that is not there: the map says "Offline" and keeps working.
    func testAnUnreachableServerSaysOffline() throws {
        try withMap(present: false) { fixture in
            fixture.server.stop()
            fixture.present()
            XCTAssertTrue(spin(until: { fixture.map.statusText == "Offline" }, timeout: 10 * timeoutScale))
            XCTAssertFalse(fixture.services.isReachable)
        }
    }

    /// Text, a header declaring 60,000 × 60,000 pixels, 2 MiB of tile, a 404, a byte a second: each is
    /// asked for, none reaches libshumate's decoder, the map stays usable, and a sound server after
    /// them paints.
    func testHostileTileServersPaintNothingAndBreakNothing() throws {
        for kind in ["garbage", "giant", "oversized", "missing", "slow"] {
            try withMap(tiles: kind) { fixture in
                fixture.map.setCenter(
                    LocationCoordinate(latitude: 51.5074, longitude: -0.1278), zoomLevel: 12, animated: false)
                XCTAssertTrue(spin(until: { fixture.tileRequests.count >= 2 }, timeout: 10 * timeoutScale), kind)
                fixture.settle()
                XCTAssertNil(fixture.map.statusText, "\(kind): a bad tile is not being offline")
                fixture.map.zoomLevel += 1  // the map still moves
                fixture.map.tileSource = try TileSource(
                    id: "sound", name: "Sound", urlTemplate: fixture.server.tileTemplate(), license: "Loopback tiles")
                XCTAssertTrue(
                    spin(
                        until: { fixture.tileRequests.contains { !$0.path.contains(kind) } },
                        timeout: 10 * timeoutScale),
                    "\(kind): the sound server was not asked: \(fixture.tileRequests.map(\.path))")
            }
        }
    }

    func testTileSourcesAreChecked() throws {
        XCTAssertNil(TileSource.check(urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png"))
        XCTAssertNil(TileSource.check(urlTemplate: "http://127.0.0.1:8080/tiles/{z}/{x}/{tmsy}.png"))
        XCTAssertEqual(TileSource.check(urlTemplate: "file:///etc/{z}/{x}/{y}"), .notAnHTTPURL)
        XCTAssertEqual(TileSource.check(urlTemplate: "https:///{z}/{x}/{y}"), .notAnHTTPURL)
        XCTAssertEqual(TileSource.check(urlTemplate: "https://example.org/{z}/{x}.png"), .missingPlaceholder("{y}"))
        XCTAssertEqual(TileSource.check(urlTemplate: "https://example.org/{x}/{y}.png"), .missingPlaceholder("{z}"))
        XCTAssertThrowsError(try TileSource.openStreetMap.withURLTemplate("javascript:{z}{x}{y}"))
        XCTAssertEqual(TileSource.openStreetMap.url(x: 3, y: 5, zoom: 4), "https://tile.openstreetmap.org/4/3/5.png")
        let tms = try TileSource(id: "t", name: "T", urlTemplate: "https://e.org/{z}/{x}/{tmsy}.png", license: "")
        XCTAssertEqual(tms.url(x: 0, y: 0, zoom: 2), "https://e.org/2/0/3.png")
        XCTAssertTrue(TileSourceError.missingPlaceholder("{x}").description.contains("{x}"))
    }

    func testTileHeadersAreReadBeforeDecoding() {
        func png(_ width: UInt32, _ height: UInt32) -> Data {
            var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            data += Data("IHDR".utf8)
            for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { data += Data($0) } }
            return data + Data([8, 2, 0, 0, 0])
        }
        XCTAssertTrue(TileImage.isAcceptable(png(256, 256)))
        XCTAssertFalse(TileImage.isAcceptable(png(60_000, 60_000)))
        XCTAssertFalse(TileImage.isAcceptable(png(0, 256)))
        XCTAssertFalse(TileImage.isAcceptable(Data("<html>".utf8)))
        // A JPEG: SOI, an APP0 segment, then a baseline frame header of 512 × 256.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0x01, 0x00, 0x02, 0x00, 3, 0, 0, 0])
        XCTAssertEqual(TileImage.size(of: jpeg)?.width, 512)
        XCTAssertEqual(TileImage.size(of: jpeg)?.height, 256)
        XCTAssertFalse(TileImage.isAcceptable(Data([0xFF, 0xD8, 0xFF])))
    }
}

/// Nothing is asked for while the map holds still; `why` says what would ask.
@MainActor
private func holdStill(_ fixture: MapFixture, expecting count: Int, _ why: String) {
    holdStill(for: 1, because: "a tile request follows the frame that needs the tile", why) {
        fixture.tileRequests.count == count
    }
}
