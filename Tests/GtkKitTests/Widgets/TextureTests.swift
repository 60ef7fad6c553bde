import CGtk
import Foundation
import GtkKit
import XCTest

final class TextureTests: GtkTestCase {
    func testTextureIsNilForMissingAndCorruptFiles() throws {
        onMain {
            XCTAssertNil(Texture(contentsOfFile: "/nonexistent/photo.jpg"))
            let garbage = FileManager.default.temporaryDirectory.appendingPathComponent("not-an-image-\(UUID()).png")
                .path
            _ = FileManager.default.createFile(atPath: garbage, contents: Data("hello".utf8))
            defer { try? FileManager.default.removeItem(atPath: garbage) }
            XCTAssertNil(Texture(contentsOfFile: garbage))
            XCTAssertNil(Texture(data: Data([1, 2, 3])))
            XCTAssertNil(Picture(contentsOfFile: garbage).texture)
            let avatar = Avatar(size: 48, text: "Cafe Deadend")
            XCTAssertFalse(avatar.setCustomImage(contentsOfFile: garbage))
            XCTAssertNil(avatar.customImage)
        }
    }

    func testTextureLoadsAPNGAndReencodesIt() {
        onMain {
            let path = temporaryPNG(width: 8, height: 6)
            guard let texture = Texture(contentsOfFile: path) else { return XCTFail("a valid PNG did not load") }
            XCTAssertEqual(texture.width, 8)
            XCTAssertEqual(texture.height, 6)
            let png = texture.pngData()
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            XCTAssertEqual(Texture(data: png)?.width, 8)
            let picture = Picture(contentsOfFile: path)
            XCTAssertEqual(picture.texture?.height, 6)
            let avatar = Avatar(size: 64, text: "Cafe Deadend")
            XCTAssertTrue(avatar.setCustomImage(contentsOfFile: path))
            XCTAssertEqual(avatar.size, 64)
            XCTAssertEqual(avatar.text, "Cafe Deadend")
        }
    }
}
