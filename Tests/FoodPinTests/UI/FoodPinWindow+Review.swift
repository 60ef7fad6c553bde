import FoodPinModel
import Foundation
import UITestSupport
import XCTest

/// The review screen (issue 31) as a user reaches it: its window, its moods, the marks it leaves.
extension FoodPinWindow {
    /// The review window once it shows (the app's one window besides the main one), its moods in place.
    func reviewWindow(file: StaticString = #filePath, line: UInt = #line) throws -> Accessible {
        let review = try eventuallyValue("no review window", file: file, line: line) {
            process.windows.first { $0 != window && $0.first(role: "push button", where: Self.isMood) != nil }
        }
        // The moods slide in; a click or a screenshot waits until the last one rests.
        let moods = review.all(role: "push button", where: Self.isMood)
        XCTAssertEqual(moods.count, 5, "the review screen offers five moods", file: file, line: line)
        try moods.last?.waitUntilStill(polls: 4, file: file, line: line)
        return review
    }

    /// Waits until the review window has closed.
    func waitForReviewToClose(file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("the review window did not close", file: file, line: line) {
            !process.windows.contains { $0 != window && $0.first(role: "push button", where: Self.isMood) != nil }
        }
    }

    /// A mood's button: its accessible name is "Rate NAME: MOOD".
    static func isMood(_ node: Accessible) -> Bool { node.name.hasPrefix("Rate ") && node.name.contains(": ") }

    /// The mood button of `review` named "Rate `name`: `mood`".
    func moodButton(_ mood: String, of name: String, in review: Accessible) throws -> Accessible {
        try review.waitForFirst(role: "push button", name: "Rate \(name): \(mood)")
    }

    /// The rating mark on the row of `name` ("Rated Okay"), if it shows one.
    func ratingMark(of name: String) -> String? {
        row(named: name)?.first(role: "image", onScreenOnly: true, where: { $0.name.hasPrefix("Rated ") })?.name
    }

    /// The stored rating of `name`, read as another process.
    func storedRating(of name: String) throws -> Rating? {
        try storedRestaurants().first { $0.name == name }?.rating
    }
}
