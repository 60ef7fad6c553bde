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
            ErrorText.problem(error, path: ""),
            "Cannot create /tmp/file: a file with that name exists and is not a directory.")
        XCTAssertEqual(
            ErrorText.problem(.damaged(path: "/d/f"), path: "/d/f"),
            "It is damaged. FoodPin will not write to it again, so nothing more can be lost; it was left as it is.")
        XCTAssertEqual(
            ErrorText.problem(.unknownSchema(path: "/d/f", found: -1), path: "/d/f"),
            "Its schema version (-1) is not one FoodPin ever wrote. It was left untouched.")
    }

    /// The page shows the path above the reason; a reason that named it had the path cut out of the
    /// translated sentence, which left "The disk holding is full" in English and did nothing in other
    /// languages. Each reason is now a whole sentence of its own that does not repeat the path.
    func testReasonsAreWholeSentencesThatDoNotRepeatThePath() {
        MainActor.assumeIsolated {
            let path = "/d/f"
            let reasons: [(StoreError, String)] = [
                (.diskFull(path: path), "The disk holding it is full; nothing was changed."),
                (
                    .readOnly(path: path),
                    "It cannot be written (the file or its folder is read-only); nothing was changed."
                ),
                (.busy(path: path), "It stayed locked by another program for 5 seconds; nothing was changed."),
                (
                    .ioFailure(path: path, reason: "Input/output error"),
                    "Reading or writing it failed (Input/output error)."
                ),
            ]
            for (error, reason) in reasons {
                XCTAssertEqual(ErrorText.problem(error, path: path), reason)
            }
        }
    }
}
