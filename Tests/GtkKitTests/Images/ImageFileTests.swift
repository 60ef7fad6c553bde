import CGtk
import Foundation
import GtkKit
import XCTest

/// The bounded decode: refused at the header when over the pixel cap, never opening a FIFO, scaled
/// to the size asked for otherwise.
final class ImageFileTests: GtkTestCase {
    func testAnOverCapImageIsRefusedFromItsHeaderWithoutDecoding() {
        let path = HostilePhotos.overCap
        let start = threadCPUSeconds()
        let result = ImageFile.decode(path, size: .filling(112))
        let cpu = threadCPUSeconds() - start
        guard case let .failure(failure) = result else { return XCTFail("an 81-megapixel PNG was decoded") }
        XCTAssertEqual(failure, .tooLarge(width: 9_000, height: 9_000))
        XCTAssertLessThan(cpu, 0.2, "refusing took \(cpu) s of CPU: the pixels were decoded")
        XCTAssertEqual(ImageFile.dimensions(path)?.width, 9_000)
        // The synchronous texture initialisers use the same bound.
        onMain {
            XCTAssertNil(Texture(contentsOfFile: path, fittingIn: 112), "a thumbnail of an over-cap image was decoded")
            XCTAssertNil(Texture(contentsOfFile: path))
        }
        // A lower cap refuses a small image; a higher one lets the big one through.
        XCTAssertEqual(
            ImageFile.decode(HostilePhotos.big, limits: ImageFile.Limits(maximumPixels: 1_000_000)).failure,
            .tooLarge(width: 3_000, height: 2_000))
    }

    func testDecodesScaledToTheSizeAskedFor() throws {
        let path = HostilePhotos.big
        let filled = try ImageFile.decode(path, size: .filling(112)).get()
        XCTAssertEqual([filled.width, filled.height], [168, 112], "the shorter side covers 112 px")
        XCTAssertEqual([filled.originalWidth, filled.originalHeight], [3_000, 2_000])
        let fitted = try ImageFile.decode(path, size: .fitting(2048)).get()
        XCTAssertEqual([fitted.width, fitted.height], [2048, 1365])
        let small = onMain { temporaryPNG(width: 8, height: 6) }
        let original = try ImageFile.decode(small, size: .fitting(2048)).get()
        XCTAssertEqual([original.width, original.height], [8, 6], "never enlarged")
        onMain {
            let texture = Texture(contentsOfFile: path, fittingIn: 100)
            XCTAssertEqual(texture.map { [$0.width, $0.height] }, [100, 67])
        }
    }

    func testAFIFOOrADirectoryIsNeverOpenedForReading() {
        let fifo = HostilePhotos.fifo()
        defer { unlink(fifo) }
        let watch = HostilePhotos.watch(fifo)
        XCTAssertEqual(ImageFile.decode(fifo).failure, .notARegularFile)
        onMain { XCTAssertNil(Texture(contentsOfFile: fifo, fittingIn: 112)) }
        XCTAssertFalse(watch.readerOpened, "the FIFO was opened (and blocked until the watch wrote to it)")
        XCTAssertEqual(ImageFile.decode(NSTemporaryDirectory()).failure, .notARegularFile)
        XCTAssertEqual(ImageFile.decode("/dev/zero").failure, .notARegularFile)
        XCTAssertEqual(ImageFile.decode("/nonexistent/photo.png").failure, .unreadable)
    }

    func testAFileTooBigOnDiskIsRefusedBeforeReading() {
        let limits = ImageFile.Limits(maximumPixels: 50_000_000, maximumFileSize: 1_000)
        let size = (try? FileManager.default.attributesOfItem(atPath: HostilePhotos.big)[.size] as? Int) ?? 0
        XCTAssertEqual(ImageFile.decode(HostilePhotos.big, limits: limits).failure, .fileTooBig(bytes: size))
    }

    func testTargetSizes() {
        XCTAssertTrue(ImageFile.targetSize(width: 600, height: 400, for: .original) == (600, 400))
        XCTAssertTrue(ImageFile.targetSize(width: 600, height: 400, for: .fitting(300)) == (300, 200))
        XCTAssertTrue(ImageFile.targetSize(width: 600, height: 400, for: .filling(100)) == (150, 100))
        XCTAssertTrue(ImageFile.targetSize(width: 60, height: 40, for: .filling(100)) == (60, 40))
        XCTAssertTrue(ImageFile.targetSize(width: 10_000, height: 1, for: .fitting(100)) == (100, 1))
    }
}

extension Result {
    var failure: Failure? {
        if case let .failure(failure) = self { return failure }
        return nil
    }
}
