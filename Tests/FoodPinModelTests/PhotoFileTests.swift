import Foundation
import Testing

@testable import FoodPinModel

/// `PhotoFile` reads a header and nothing more: each format's size, and the refusals.
@Suite("Photo files are checked by their headers")
struct PhotoFileTests {
    let directory = TemporaryDirectory()

    func write(_ bytes: [UInt8], as name: String) -> String {
        let path = directory.file(name)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test func everyFormatGivesItsSize() throws {
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0x37, 0x78, 0, 0, 0x37, 0x78, 8, 2, 0, 0, 0]
        let jpeg: [UInt8] =
            [
                0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46,  // SOI, an APP0 segment
                0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0x90, 0x02, 0x58, 0x03,
            ]  // SOF2: 400 high, 600 wide
            + [UInt8](repeating: 0, count: 12)
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02] + [0, 0, 0]
        let bmp: [UInt8] =
            Array("BM".utf8) + [UInt8](repeating: 0, count: 16) + [0x10, 0, 0, 0] + [0xF8, 0xFF, 0xFF, 0xFF] + [1, 0]
        let webp: [UInt8] =
            Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
            + [0x2B, 0x01, 0x00, 0xC7, 0x00, 0x00]
        let expected: [(String, [UInt8], PhotoFile.Format, Int, Int)] = [
            ("a.png", png, .png, 14_200, 14_200), ("a.jpg", jpeg, .jpeg, 600, 400), ("a.gif", gif, .gif, 800, 600),
            ("a.bmp", bmp, .bmp, 16, 8), ("a.webp", webp, .webp, 300, 200),
        ]
        for (name, bytes, format, width, height) in expected {
            let photo = try PhotoFile(path: write(bytes, as: name))
            #expect((photo.format, photo.width, photo.height) == (format, width, height), "\(name)")
        }
    }

    @Test func cutHeadersAndOtherFilesAreRefused() {
        let refused: [(String, [UInt8])] = [
            ("short.png", [0x89, 0x50, 0x4E, 0x47]), ("zero.gif", Array("GIF87a".utf8) + [0, 0, 0, 0]),
            ("nosof.jpg", [0xFF, 0xD8, 0xFF, 0xD9]), ("text.png", Array("hello, world\n".utf8)), ("empty.png", []),
        ]
        for (name, bytes) in refused {
            let path = write(bytes, as: name)
            #expect(throws: StoreError.self, "\(name)") { _ = try PhotoFile(path: path) }
        }
    }

    @Test func relativePathsBecomeAbsoluteAndEmptyMeansNone() throws {
        _ = write(Array(TestPNG.tiny), as: "p.png")
        #expect(try PhotoFile.validatedPath("p.png", relativeTo: directory.path) == directory.file("p.png"))
        #expect(try PhotoFile.validatedPath("./sub/../p.png", relativeTo: directory.path) == directory.file("p.png"))
        #expect(try PhotoFile.validatedPath("", relativeTo: directory.path) == nil)
    }
}

/// A 1 × 1 PNG's first bytes: enough for its header.
enum TestPNG {
    static let tiny: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]
}
