import CGtk
import Foundation
import GtkKit
import XCTest

/// The Save to File… writer: a real PNG, text when there is no image, and never a silent overwrite.
final class SaveToFileTests: GtkTestCase {
    func testWritesTheImageAsARealPNG() throws {
        try onMain {
            let target = temporaryFolder().appendingPathComponent("Cafe Deadend.png").path
            let kind = try ShareFileWriter.write(
                [.text("Just checking in"), .image(path: dishPNG())], to: target, overwrite: false)
            XCTAssertEqual(kind, .png)
            let data = try Data(contentsOf: URL(fileURLWithPath: target))
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let decoded = Texture(contentsOfFile: target)
            XCTAssertEqual(decoded?.width, 240)
            XCTAssertEqual(decoded?.height, 240)
        }
    }

    func testWritesTextWhenThereIsNoImage() throws {
        try onMain {
            let target = temporaryFolder().appendingPathComponent("note.txt").path
            let kind = try ShareFileWriter.write(
                [.text("Line one"), .text("Zoë’s line two")], to: target, overwrite: false)
            XCTAssertEqual(kind, .text)
            XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "Line one\nZoë’s line two")
        }
    }

    func testNeverOverwritesSilently() throws {
        try onMain {
            let target = temporaryFolder().appendingPathComponent("existing.txt").path
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: target))
            XCTAssertThrowsError(try ShareFileWriter.write([.text("new")], to: target, overwrite: false)) { error in
                XCTAssertEqual(error as? ShareError, .fileExists(path: target))
            }
            XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "keep me")
            // After the Save dialog's confirmation the caller passes overwrite: true.
            try ShareFileWriter.write([.text("new")], to: target, overwrite: true)
            XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        }
    }

    func testReportsNothingToShareAndUnwritablePaths() throws {
        try onMain {
            XCTAssertThrowsError(
                try ShareFileWriter.write([.image(path: "/nonexistent.png")], to: "/tmp/x.png", overwrite: false)
            ) {
                XCTAssertEqual($0 as? ShareError, .nothingToShare)
            }
            XCTAssertThrowsError(
                try ShareFileWriter.write([.text("x")], to: "/nonexistent-dir/x.txt", overwrite: false)
            ) {
                guard case .writeFailed? = $0 as? ShareError else { return XCTFail("unexpected \($0)") }
            }
        }
    }
}

/// A new empty folder under the temporary directory.
private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-save-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
