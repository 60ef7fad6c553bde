import CGtk
import FoodPinModel
import Foundation
import GtkKit
import XCTest

@testable import FoodPin

/// The problem page's words and its one way forward (issue 9, rows 8 and 11).
final class ProblemPageTests: XCTestCase {
    func testAFolderThatCannotBeWrittenIsSaidSoInsteadOfOfferingMoveAside() throws {
        // /proc/self cannot take new files, even for root.
        XCTAssertFalse(DatabaseQuarantine.canMoveAside("/proc/self/foodpin.sqlite3"))
        XCTAssertTrue(DatabaseQuarantine.canMoveAside(NSTemporaryDirectory() + "/foodpin.sqlite3"))
        MainActor.assumeIsolated {
            MainContext.initialise()
            let path = "/proc/self/foodpin.sqlite3"
            let view = DatabaseProblemView(path: path, reason: "It is damaged.", moveAside: .folderReadOnly) {}
            XCTAssertEqual(
                view.page.pageDescription,
                """
                \(path)

                It is damaged.

                Its folder is read-only, so FoodPin cannot move it aside. Move or copy it elsewhere yourself, or start FoodPin with --db PATH.
                """)
            XCTAssertNil(view.page.child, "a button that can only fail was offered")
        }
    }

    func testReasonsKeepTheirSpacesWhenThePathIsUnknown() {
        MainActor.assumeIsolated { Self.checkReasons() }
    }

    @MainActor private static func checkReasons() {
        let error = StoreError.cannotCreate(
            path: "/tmp/file", reason: "a file with that name exists and is not a directory")
        XCTAssertEqual(
            MainWindowController.reason(error, path: ""),
            "Cannot create /tmp/file: a file with that name exists and is not a directory.")
        XCTAssertEqual(
            MainWindowController.reason(.damaged(path: "/d/f"), path: "/d/f"),
            "It is damaged. FoodPin will not write to it again, so nothing more can be lost; it was left as it is.")
        XCTAssertEqual(
            MainWindowController.reason(.unknownSchema(path: "/d/f", found: -1), path: "/d/f"),
            "Its schema version (-1) is not one FoodPin ever wrote. It was left untouched.")
    }
}
