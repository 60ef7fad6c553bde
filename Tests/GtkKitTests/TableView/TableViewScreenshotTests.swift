import CGtk
import Diffable
import Foundation
@testable import GtkKit
import XCTest

/// Saves screenshots of the fixtures to .build/screenshots/ to look at (not compared).
final class TableViewScreenshotTests: GtkTestCase {
    func testScreenshotOfSectionedTable() throws {
        try onMain {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/import") else { throw XCTSkip("import missing") }
            setAnimations(false)
            let fixture = TableFixture(sections: ["Cafés": ["Cafe Deadend", "Homei", "Teakha", "Cafe Loisl"],
                                                  "Bars": ["Petite Oyster", "For Kee Restaurant", "Po's Atelier"]],
                                       order: ["Cafés", "Bars"], headers: true, width: 420, height: 520)
            defer { fixture.close() }
            fixture.table.selectRow(at: IndexPath(item: 1, section: 0))
            fixture.settle()
            spin(timeout: 0.3)
            let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../.build/screenshots").standardizedFileURL
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("tableview-fixture.png").path
            XCTAssertEqual(runTool("/usr/bin/import", ["-window", "root", "-crop", "420x520+0+0", file]), 0)
            XCTAssertTrue(FileManager.default.fileExists(atPath: file))
        }
    }
}
