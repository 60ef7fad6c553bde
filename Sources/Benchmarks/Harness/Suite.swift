/// A named group of benchmarks, one per issue that asks for figures.
struct Suite: Sendable {
    /// A case whose peak memory is measured in a child process of its own, so figures do not mix.
    struct PeakCase: Sendable {
        var name: String
        var impl: String
        var n: Int
        var body: @Sendable () -> Void
    }

    var name: String
    var run: @Sendable (inout Reporter) -> Void
    var peakCases: [PeakCase] = []

    /// Every suite, in the order `make bench` prints them.
    static let all: [Suite] = [.diff, .store, .tableView, .foodpin, .todo, .search, .maps, .sync, .searchProvider]
}
