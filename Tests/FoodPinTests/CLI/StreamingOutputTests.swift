import Foundation
import Testing
import UITestSupport

/// Issue 33, rows 8 and 9: `foodpin list --json` (and `search`) stream — the first line goes out
/// before the rest is read, and memory does not grow with the list; a search that matches nothing
/// reads the searchable columns only. Measured without a clock: the command writes into a pipe that
/// is already full, so it stops in its first `write(2)`, and its peak memory (VmHWM) is read from
/// /proc while it waits — whatever it held before its first byte, or (stopped again near the end)
/// during the whole listing.
@Suite("Listing and searching stream", .serialized)
struct StreamingOutputTests {
    let scratch = ScratchDirectory()
    static let count = 100_000

    /// A command whose standard output is a pipe the test reads at its own pace.
    final class PipedCommand {
        private let process = Process()
        private let readEnd: Int32
        var pid: Int32 { process.processIdentifier }

        /// Starts `arguments` with its output into a pipe filled to the brim first (when `prefilled`).
        init(_ runner: CommandRunner, _ arguments: [String], prefilled: Bool) throws {
            var ends: [Int32] = [0, 0]
            #expect(pipe(&ends) == 0)
            readEnd = ends[0]
            if prefilled {
                let flags = fcntl(ends[1], F_GETFL)
                _ = fcntl(ends[1], F_SETFL, flags | O_NONBLOCK)
                let chunk = [UInt8](repeating: 0x23, count: 4096)
                while write(ends[1], chunk, chunk.count) > 0 {}
                _ = fcntl(ends[1], F_SETFL, flags)
            }
            process.executableURL = runner.executable
            process.arguments = arguments
            process.environment = runner.environment
            process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
            process.standardError = FileHandle.nullDevice
            defer { close(ends[1]) }  // the command's copy is its own: the end of its output is the end
            try process.run()
        }

        deinit {
            if process.isRunning { kill(pid, SIGKILL) }
            close(readEnd)
            process.waitUntilExit()
        }

        /// Waits until the command is stopped in a `write(2)` to its standard output (the pipe is full).
        func waitUntilBlockedWriting() throws {
            try eventually(timeout: 120, "the command never wrote") {
                let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
                return call.hasPrefix("1 0x1 ") || call.hasPrefix("64 0x1 ")
            }
        }

        /// Its peak resident memory so far, in bytes.
        var peak: Int {
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }

        /// Reads `bytes` bytes (or to the end).
        @discardableResult
        func read(_ bytes: Int) -> Data {
            var data = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while data.count < bytes {
                let count = Glibc.read(readEnd, &buffer, min(buffer.count, bytes - data.count))
                if count <= 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            return data
        }

        /// Reads until `lines` lines have arrived, and returns what it read.
        func readLines(_ lines: Int) -> Data {
            var seen = 0
            var all = Data()
            while seen < lines {
                let data = read(4096)
                if data.isEmpty { break }
                seen += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                all += data
            }
            return all
        }
    }

    /// A database of the 21 samples and `count` generated restaurants.
    func database(_ count: Int) throws -> String {
        let path = scratch.path + "/\(count).sqlite3"
        let made = try CommandRunner("foodpin", home: scratch.path).run(
            count == 0 ? ["list", "--db", path] : ["add-synthetic", String(count), "--db", path])
        #expect(made.status == 0, "\(made)")
        return path
    }

    func runner() throws -> CommandRunner { try CommandRunner("foodpin", home: scratch.path) }

    @Test func theFirstLineOfAListGoesOutBeforeTheRestIsRead() throws {
        let small = try database(0), large = try database(Self.count)
        var peaks: [Int] = []
        for path in [small, large] {
            let command = try PipedCommand(try runner(), ["list", "--json", "--db", path], prefilled: true)
            try command.waitUntilBlockedWriting()
            peaks.append(command.peak)
        }
        // Before: every restaurant decoded and the whole text built before the first byte (1.18 GB at
        // a million, about 115 MB more at 100,000).
        #expect(
            peaks[1] - peaks[0] < 16 << 20, "before its first byte: \(peaks[1] >> 20) MB against \(peaks[0] >> 20) MB")
    }

    @Test func aListingDoesNotGrowInMemoryWithTheList() throws {
        let small = try database(0), large = try database(Self.count)
        let baseline = try PipedCommand(try runner(), ["list", "--json", "--db", small], prefilled: true)
        try baseline.waitUntilBlockedWriting()
        let command = try PipedCommand(try runner(), ["list", "--json", "--db", large], prefilled: false)
        // Stopped again with about 1,000 lines to go: past all but the end of the list.
        let head = command.readLines(Self.count - 1_000)
        try command.waitUntilBlockedWriting()
        #expect(
            command.peak - baseline.peak < 16 << 20,
            "\(command.peak >> 20) MB near the end of \(Self.count) against \(baseline.peak >> 20) MB for the samples")
        // The output is whole and in order once read to the end.
        let all = try #require(JSONSerialization.jsonObject(with: head + command.read(Int.max)) as? [[String: Any]])
        #expect(all.count == 21 + Self.count)
        #expect(all.last?["name"] as? String == "Restaurant \(21 + Self.count)")
    }

    @Test func aSearchThatMatchesNothingReadsOnlyWhatItSearches() throws {
        let small = try database(0), large = try database(Self.count)
        var peaks: [Int] = []
        for path in [small, large] {
            // "No results." is written once the whole list was searched: the peak of the search.
            let command = try PipedCommand(try runner(), ["search", "no such place", "--db", path], prefilled: true)
            try command.waitUntilBlockedWriting()
            peaks.append(command.peak)
        }
        // Before: every column of every row decoded (495 MB at a million, about 50 MB more at 100,000).
        #expect(peaks[1] - peaks[0] < 12 << 20, "searching \(peaks[1] >> 20) MB against \(peaks[0] >> 20) MB")
    }

    @Test func aSearchPrintsItsMatchesAsTheyAreFound() throws {
        let large = try database(Self.count)
        let found = try runner().run(["search", "restaurant 9999", "--json", "--db", large])
        #expect(found.status == 0)
        let names = try #require(JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [[String: Any]])
            .compactMap { $0["name"] as? String }
        let listed = try runner().run(["list", "--json", "--db", large])
        let expected = try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
            .compactMap { $0["name"] as? String }.filter { $0.contains("9999") }  // every word, anywhere
        #expect(names == expected && names.count == 19, "\(names)")
    }
}
