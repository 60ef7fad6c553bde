import FoodPinModel
// Suite "store": the SQLite-backed model with 100,000 restaurants (issue 3).
//
//   load             open the file (checks, migrations) and read every restaurant, n swept
//   delete1          delete one restaurant (one transaction)
//   favorite         toggle one favourite (one transaction)
//   add10k           append 10,000 restaurants in one transaction
//   by-id-2048       read 2,048 restaurants by id (what FoodPin's window re-reads of its cache after a
//                    change); n is the number of ids
//   external-change  another connection commits; time until this store's observer receives the list
//   peak             peak resident memory of `load` at 100,000, in a child process
//   list-json-first-line  at 1,000,000: seconds from starting the release `foodpin list --json` until
//                    its first restaurant's line arrives (issue 33: streamed, not the whole list first)
//   list-json-peak   at 1,000,000: that command's peak resident memory (VmHWM), output to /dev/null
//   search-nomatch-peak  at 1,000,000: the peak of `foodpin search` for text no restaurant holds
//                    (issue 33: the search index's columns only, then the matches)
//
// The three command cases run the release `foodpin` beside this binary (build it first) and read its
// VmHWM from /proc while it runs (`CommandPeak`): a high-water mark, so any sample after the peak reads
// it exactly. FOODPIN_BENCH_CASES=list-json-first-line,list-json-peak,search-nomatch-peak runs only the
// cases named.
//
// Baseline beside `load`: the same restaurants as a JSON file read with JSONDecoder, the usual
// tutorial persistence. Targets: load ≤ 150 ms, delete1 ≤ 2 ms, favorite ≤ 2 ms, add10k ≤ 200 ms,
// external-change ≤ 1 s, peak ≤ 150 MB.
import Foundation

extension Suite {
    static let store = Suite(
        name: "store", run: StoreBenchmarks.run,
        peakCases: StoreBenchmarks.runs("peak")
            ? [PeakCase(name: "load", impl: "sqlite", n: StoreBenchmarks.size) { StoreBenchmarks.peakLoad() }] : [])
}

enum StoreBenchmarks {
    static let size = 100_000

    /// A database of `n` synthetic restaurants, kept in the temp directory between runs (and for
    /// the peak child): `foodpin-bench-store/<n>.sqlite3`.
    static func database(_ n: Int, fresh: Bool = false) -> String {
        let directory = NSTemporaryDirectory() + "/foodpin-bench-store"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/\(n).sqlite3"
        if fresh {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        if !FileManager.default.fileExists(atPath: path) {
            let store = try! RestaurantStore(path: path, seedingSamples: false)
            try! store.addSynthetic(count: n)
        }
        return path
    }

    /// Whether FOODPIN_BENCH_CASES (a comma-separated list; unset: every case) names `name`.
    static func runs(_ name: String) -> Bool {
        guard let only = ProcessInfo.processInfo.environment["FOODPIN_BENCH_CASES"], !only.isEmpty else { return true }
        return only.split(separator: ",").contains { $0 == name }
    }

    static func run(_ reporter: inout Reporter) {
        if runs("list-json-first-line") || runs("list-json-peak") || runs("search-nomatch-peak") {
            CommandPeak.run(&reporter)
        }
        guard ["load", "delete1", "by-id-2048", "favorite", "add10k", "external-change"].contains(where: runs) else {
            return
        }
        for n in [1_000, 10_000, size] {
            let path = database(n, fresh: true)
            let seconds = measure { blackHole(try! RestaurantStore(path: path).all()) }
            reporter.record("store", impl: "sqlite", case: "load", n: n, seconds: seconds)
            let json = jsonBaseline(path: path)
            let baseline = measure {
                let data = FileManager.default.contents(atPath: json)!
                blackHole(try! JSONDecoder().decode([Row].self, from: data))
            }
            reporter.record("store", impl: "json-file", case: "load", n: n, seconds: baseline)
            try? FileManager.default.removeItem(atPath: json)
        }

        let path = database(size, fresh: true)
        let store = try! RestaurantStore(path: path)
        var victims = try! store.all().map(\.id).shuffled()
        let delete = measure(runs: 51) { blackHole(try! store.delete(ids: [victims.removeLast()])) }
        reporter.record("store", impl: "sqlite", case: "delete1", n: size, seconds: delete)

        let cached = Array(victims.shuffled().prefix(2_048))
        let byID = measure { blackHole(try! store.restaurants(withIDs: cached)) }
        reporter.record("store", impl: "sqlite", case: "by-id-2048", n: cached.count, seconds: byID)

        var toggles = victims.shuffled()
        let favorite = measure(runs: 51) { try! store.setFavorite(true, for: toggles.removeLast()) }
        reporter.record("store", impl: "sqlite", case: "favorite", n: size, seconds: favorite)

        let add = measure { try! store.addSynthetic(count: 10_000) }
        reporter.record("store", impl: "sqlite", case: "add10k", n: size, seconds: add)

        reporter.record(
            "store", impl: "sqlite", case: "external-change", n: try! store.count(),
            seconds: externalChange(path: path))
        _ = database(size, fresh: true)  // leave a clean 100,000-row file for the peak child
    }

    /// The observed store and the writer are two connections, so only the background poll (as for
    /// another process) can notice the write.
    static func externalChange(path: String) -> Double {
        let observed = try! RestaurantStore(path: path)
        let writer = try! RestaurantStore(path: path)
        let first = try! writer.all()[0]
        var isFavorite = first.isFavorite
        let fired = DispatchSemaphore(value: 0)
        let queue = DispatchQueue(label: "bench-observer")
        let token = observed.observe(on: queue) { _ in fired.signal() }
        let seconds = measure(runs: 5) {
            // Flip one row each time: SQLite commits nothing for an update that changes no byte.
            isFavorite.toggle()
            try! writer.setFavorite(isFavorite, for: first.id)
            fired.wait()
        }
        token.cancel()
        return seconds
    }

    static func peakLoad() {
        let path = database(size)
        blackHole(try! RestaurantStore(path: path).all())
    }

    // MARK: - JSON baseline

    struct Row: Codable {
        var id: UUID
        var name, type, location: String
        var image: String?
        var isFavorite: Bool
        var phone, summary: String?
        var createdAt: Date
    }

    static func jsonBaseline(path: String) -> String {
        let rows = try! RestaurantStore(path: path).all().map {
            Row(
                id: $0.id, name: $0.name, type: $0.type, location: $0.location, image: $0.image,
                isFavorite: $0.isFavorite, phone: $0.phone, summary: $0.summary, createdAt: $0.createdAt)
        }
        let json = path + ".json"
        try! JSONEncoder().encode(rows).write(to: URL(fileURLWithPath: json))
        return json
    }
}
