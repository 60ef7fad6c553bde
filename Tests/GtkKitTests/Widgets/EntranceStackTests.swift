import CGtk
import XCTest

@testable import GtkKit

/// EntranceStack (the review screen's moods): rows enter one after another from the trailing side,
/// end in a vertical box's places, and are put in place at once when animations are off.
final class EntranceStackTests: GtkTestCase {
    /// A stack of three rows in a shown window, entrance not yet played.
    @MainActor
    private static func makeStack(rightToLeft: Bool = false) -> (Window, EntranceStack, [Button]) {
        let stack = EntranceStack(spacing: 10)
        let rows = ["Awesome", "Good", "Okay"].map { Button(label: $0) }
        for row in rows { stack.append(row) }
        if rightToLeft { stack.semanticContentAttribute = .forceRightToLeft }
        let window = shownWindow(stack, width: 400, height: 300)
        return (window, stack, rows)
    }

    @MainActor
    private static func x(of row: Widget, in stack: EntranceStack) -> Double {
        Double(row.bounds(in: stack)?.origin.x ?? .nan)
    }

    func testRowsEnterOneAfterAnotherFromTheTrailingSideAndEndInPlace() {
        onMain {
            setAnimations(true)
            let (window, stack, rows) = Self.makeStack()
            defer { window.destroy() }
            stack.prepareEntrance()
            drain()
            XCTAssertEqual(rows.map(\.opacity), [0, 0, 0], "prepared rows wait unseen")
            var finished = false
            var staggered = false
            var offsets: Set<Double> = []
            stack.playEntrance { finished = true }
            XCTAssertTrue(stack.isPlayingEntrance)
            _ = spin(  // `finished`, asserted below, says whether it ended
                until: {
                    let xs = rows.map { Self.x(of: $0, in: stack) }
                    offsets.formUnion(xs)
                    // A later row is further out than an earlier one while they move.
                    if xs[2] > xs[0] + 1 { staggered = true }
                    return finished
                }, timeout: 10)
            XCTAssertTrue(finished, "the entrance never ended")
            XCTAssertTrue(staggered, "no frame showed the last row behind the first: \(offsets.sorted())")
            XCTAssertTrue(offsets.contains { $0 > 1 }, "the rows never came from the trailing (right) side")
            drain()
            XCTAssertEqual(rows.map { Self.x(of: $0, in: stack) }, [0, 0, 0])
            XCTAssertEqual(rows.map(\.opacity), [1, 1, 1])
            // Laid out as a vertical box: each row below the last, `spacing` apart.
            let frames = rows.compactMap { $0.bounds(in: stack) }
            XCTAssertEqual(frames.count, 3)
            XCTAssertEqual(
                frames.map { Double($0.origin.y) }, [0, 1, 2].map { Double($0) * Double(frames[0].size.height + 10) })
            XCTAssertTrue(frames.allSatisfy { Int($0.size.width) == stack.width }, "every row as wide as the stack")
        }
    }

    func testRightToLeftRowsComeFromTheLeft() {
        onMain {
            setAnimations(true)
            let (window, stack, rows) = Self.makeStack(rightToLeft: true)
            defer { window.destroy() }
            var finished = false
            var fromLeft = false
            stack.playEntrance { finished = true }
            _ = spin(  // `finished`, asserted below, says whether it ended
                until: {
                    if Self.x(of: rows[2], in: stack) < -1 { fromLeft = true }
                    return finished
                }, timeout: 10)
            XCTAssertTrue(finished && fromLeft, "a right-to-left entrance comes from the left")
            drain()
            XCTAssertEqual(rows.map { Self.x(of: $0, in: stack) }, [0, 0, 0])
        }
    }

    func testAnimationsOffPutEveryRowInPlaceAtOnce() {
        onMain {
            setAnimations(false)
            defer { setAnimations(true) }
            let (window, stack, rows) = Self.makeStack()
            defer { window.destroy() }
            stack.prepareEntrance()
            var finished = false
            stack.playEntrance { finished = true }
            XCTAssertTrue(finished, "with animations off the entrance ends as it starts")
            XCTAssertFalse(stack.isPlayingEntrance)
            drain()
            XCTAssertEqual(rows.map { Self.x(of: $0, in: stack) }, [0, 0, 0])
            XCTAssertEqual(rows.map(\.opacity), [1, 1, 1])
        }
    }

    func testFinishingPutsRowsInPlaceAndRunsTheCompletion() {
        onMain {
            setAnimations(true)
            let (window, stack, rows) = Self.makeStack()
            defer { window.destroy() }
            var finished = false
            stack.playEntrance { finished = true }
            stack.finishEntrance()
            XCTAssertTrue(finished)
            drain()
            XCTAssertEqual(rows.map { Self.x(of: $0, in: stack) }, [0, 0, 0])
            XCTAssertEqual(rows.map(\.opacity), [1, 1, 1])
        }
    }
}
