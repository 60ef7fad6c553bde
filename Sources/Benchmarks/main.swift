// `foodpin-bench`: the figures `make bench` prints.
//
//   foodpin-bench [--json] [SUITE...]     run every suite, or the named ones
//   foodpin-bench --list                  list suites
//   foodpin-bench --peak SUITE CASE       (internal) run one peak-memory case, print its VmHWM in bytes
//
// Build in release mode; debug figures mean nothing.
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--peak", arguments.count == 3 {
    exit(PeakMemory.runChild(suite: arguments[1], case: arguments[2]))
}
if arguments == ["--list"] {
    for suite in Suite.all { print(suite.name) }
    exit(0)
}
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
let unknown = arguments.filter { name in !Suite.all.contains { $0.name == name } }
guard unknown.isEmpty else {
    FileHandle.standardError.write(
        Data("foodpin-bench: unknown suite \(unknown.joined(separator: ", ")); try --list\n".utf8))
    exit(2)
}
let selected = arguments.isEmpty ? Suite.all : Suite.all.filter { arguments.contains($0.name) }
var reporter = Reporter(json: json)
for suite in selected {
    suite.run(&reporter)
    for peak in suite.peakCases {
        if let bytes = PeakMemory.measure(suite: suite.name, case: peak.name) {
            reporter.record(suite.name, impl: peak.impl, case: "peak", n: peak.n, bytes: bytes)
        }
    }
}
