import CGtk
import Testing

@testable import GtkKit

/// The gap buffer behind the table's rows reads like an array after any edits, and neither leaks nor
/// frees twice the elements it moves (they are objects here, counted; one test at a time, for the count).
@Suite(.serialized) struct GapBufferTests {
    final class Tracked: Equatable {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) { self.value = value; Tracked.live += 1 }
        deinit { Tracked.live -= 1 }
        static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }
    }

    @Test func randomEditsMatchAnArray() {
        var rng = SplitMix(state: 0x6A9_B0FF)
        let baseline = Tracked.live
        do {
            var next = 0
            func fresh(_ count: Int) -> [Tracked] {
                (0..<count).map { _ in
                    next += 1; return Tracked(next)
                }
            }
            var expected = fresh(Int.random(in: 0...50, using: &rng))
            let buffer = GapBuffer(expected)
            for edit in 0..<20_000 {
                // Mostly small edits, sometimes a large one (growth and shrinking), in order or not.
                let large = Int.random(in: 0..<200, using: &rng) == 0
                let position = Int.random(in: 0...expected.count, using: &rng)
                let removed = Int.random(in: 0...min(expected.count - position, large ? 5_000 : 3), using: &rng)
                let inserted = fresh(Int.random(in: 0...(large ? 6_000 : 3), using: &rng))
                expected.replaceSubrange(position..<position + removed, with: inserted)
                buffer.replace(at: position, removing: removed, with: inserted)
                #expect(buffer.count == expected.count)
                if edit % 97 == 0 || expected.count < 20 {
                    #expect((0..<expected.count).allSatisfy { buffer[$0] === expected[$0] }, "edit \(edit)")
                }
            }
            #expect(Tracked.live - baseline == expected.count, "removed elements are released, kept ones are not")
        }
        #expect(Tracked.live == baseline, "the buffer releases what it holds")
    }

    /// A reload removes all but a few hundred rows: the removed ones are dropped where they lie, not
    /// moved to the gap first (that was a `memmove` of the whole list per reload).
    @Test func removingMovesNoRemovedElement() {
        let buffer = GapBuffer(Array(0..<100_000))
        buffer.replace(at: 300, removing: 99_700, with: EmptyCollection())
        #expect(buffer.movedCount == 0, "the gap was after the removed rows")
        buffer.replace(at: 0, removing: 100, with: EmptyCollection())
        #expect(buffer.movedCount == 200, "only the 200 rows kept between them and the gap moved")
        #expect((0..<buffer.count).map { buffer[$0] } == Array(100..<300))
        buffer.replace(at: 50, removing: 100, with: [7])
        #expect((0..<buffer.count).map { buffer[$0] } == Array(100..<150) + [7] + Array(250..<300))
    }
}

/// A small seeded generator (splitmix64), so a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
