import Foundation

/// Prints one figure per line: aligned text for people, or one JSON object per line for machines
/// (`benchmark`, `impl`, `case`, `n`, then `seconds`, `bytes` or `requests`).
struct Reporter {
    let json: Bool

    mutating func record(_ benchmark: String, impl: String, case name: String, n: Int, seconds: Double) {
        if json {
            emit(benchmark, impl, name, n, "\"seconds\":\(String(format: "%.6f", seconds))")
        } else {
            text(benchmark, impl, name, n, Self.format(seconds: seconds))
        }
    }

    mutating func record(_ benchmark: String, impl: String, case name: String, n: Int, bytes: Int) {
        if json {
            emit(benchmark, impl, name, n, "\"bytes\":\(bytes)")
        } else {
            text(benchmark, impl, name, n, String(format: "%.1f MB", Double(bytes) / 1_048_576))
        }
    }

    mutating func record(_ benchmark: String, impl: String, case name: String, n: Int, requests: Int) {
        if json {
            emit(benchmark, impl, name, n, "\"requests\":\(requests)")
        } else {
            text(benchmark, impl, name, n, "\(requests) requests")
        }
    }

    /// A case that did not run (for example the stdlib diff past its time limit). With `json` the
    /// reason goes to standard error, so that a missing line is never a silent one.
    mutating func skipped(_ benchmark: String, impl: String, case name: String, n: Int, reason: String) {
        if json {
            FileHandle.standardError.write(Data("skipped: \(benchmark) \(impl) \(name) \(n): \(reason)\n".utf8))
        } else {
            text(benchmark, impl, name, n, "skipped: \(reason)")
        }
    }

    private func emit(_ benchmark: String, _ impl: String, _ name: String, _ n: Int, _ value: String) {
        print(
            "{\"benchmark\":\(quoted(benchmark)),\"impl\":\(quoted(impl)),\"case\":\(quoted(name)),\"n\":\(n),\(value)}"
        )
        fflush(nil)
    }

    private func text(_ benchmark: String, _ impl: String, _ name: String, _ n: Int, _ value: String) {
        let columns = [benchmark.padding(12), impl.padding(10), name.padding(12), String(n).padding(9, left: true)]
        print(columns.joined(separator: " ") + "  " + value)
        fflush(nil)
    }

    private func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func format(seconds: Double) -> String {
        switch seconds {
        case ..<0.001: String(format: "%.1f µs", seconds * 1e6)
        case ..<1: String(format: "%.2f ms", seconds * 1e3)
        default: String(format: "%.2f s", seconds)
        }
    }
}

extension String {
    fileprivate func padding(_ width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - count))
        return left ? pad + self : self + pad
    }
}
