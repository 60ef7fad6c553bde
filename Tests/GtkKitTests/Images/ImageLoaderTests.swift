import CGtk
import Foundation
import GtkKit
import XCTest

/// ImageLoader: decodes on workers, delivers on the main actor, once; a cancelled load never delivers.
final class ImageLoaderTests: GtkTestCase {
    func testDeliversScaledTexturesAndFailuresOnTheMainActor() {
        onMain {
            let loader = ImageLoader(maximumConcurrentLoads: 2)
            var results: [String: Result<Texture, ImageFile.Failure>] = [:]
            let fifo = HostilePhotos.fifo()
            defer { unlink(fifo) }
            let watch = HostilePhotos.watch(fifo)
            let paths = ["big": HostilePhotos.big, "over": HostilePhotos.overCap, "fifo": fifo]
            for (name, path) in paths {
                loader.load(path, size: .filling(112)) { result in
                    XCTAssertTrue(Thread.isMainThread)
                    XCTAssertNil(results[name], "delivered twice")
                    results[name] = result
                }
            }
            XCTAssertEqual(loader.pendingCount, 3)
            XCTAssertTrue(
                spin(until: { results.count == 3 }, timeout: 2.5), "loads still pending: \(results.keys.sorted())")
            XCTAssertEqual(loader.pendingCount, 0)
            let big = try? results["big"]?.get()
            XCTAssertEqual(big.map { [$0.width, $0.height] }, [168, 112])
            XCTAssertEqual(results["over"]?.failure, .tooLarge(width: 9_000, height: 9_000))
            XCTAssertEqual(results["fifo"]?.failure, .notARegularFile)
            XCTAssertFalse(watch.readerOpened, "the FIFO was opened")
        }
    }

    func testACancelledLoadNeverDelivers() {
        onMain {
            let loader = ImageLoader(maximumConcurrentLoads: 1)
            var delivered: [Int] = []
            let requests = (0..<4).map { index in
                loader.load(HostilePhotos.big, size: .fitting(64)) { _ in delivered.append(index) }
            }
            for request in requests.dropFirst() { request.cancel() }
            var idle = false
            loader.whenIdle { idle = true }
            XCTAssertTrue(spin(until: { idle }, timeout: 5))
            XCTAssertEqual(delivered, [0])
            XCTAssertTrue(requests.allSatisfy(\.isDone))
        }
    }
}
