import Foundation

/// Wall-clock seconds of `body`, the median of `runs` runs after one warm-up run.
/// `setUp` runs before each run and is not timed; its result is handed to `body`.
func measure<State>(runs: Int = 5, setUp: () -> State, _ body: (inout State) -> Void) -> Double {
    var warmUp = setUp()
    body(&warmUp)
    var times: [Double] = []
    for _ in 0..<runs {
        var state = setUp()
        let start = DispatchTime.now().uptimeNanoseconds
        body(&state)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        withExtendedLifetime(state) {}
    }
    return times.sorted()[times.count / 2]
}

/// Wall-clock seconds of `body`, the median of `runs` runs after one warm-up run.
func measure(runs: Int = 5, _ body: () -> Void) -> Double {
    measure(runs: runs, setUp: { () }) { _ in body() }
}

/// Keeps the optimizer from discarding a computed result.
@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }
