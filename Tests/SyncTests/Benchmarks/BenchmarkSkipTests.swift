import Foundation
import Testing
import UITestSupport

/// `make bench-json` keeps standard output to one JSON object per line. A case that could not run
/// vanished from it without a word: vdirsyncer's first upload of 10,000 ran past its time limit and
/// the run said nothing. The reason now goes to standard error.
@Suite("A benchmark case that cannot run says why")
struct BenchmarkSkipTests {
    @Test func aSkippedCaseSaysWhyOnStandardErrorAndLeavesTheJSONClean() throws {
        let scratch = ScratchDirectory()
        var runner = try CommandRunner("foodpin-bench", home: scratch.path)
        // No venv, so no Radicale: every sync case is skipped before anything starts.
        runner.environment["FOODPIN_VENV"] = scratch.path + "/no-venv"
        runner.environment["FOODPIN_BENCH_SYNC_COLLECTIONS"] = "calendar"
        let result = try runner.run(["--json", "sync"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("skipped: sync todo initial-upload 1000: "), "\(result)")
        #expect(result.stderr.contains("venv"), "the reason is missing: \(result)")
    }
}
