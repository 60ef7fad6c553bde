import Foundation
import Testing
import UITestSupport

/// What a test compares to prove a file "untouched": each file's SHA-256 (as `sha256sum` prints it),
/// nil for a file that does not exist, plus the names in its folder (no side file may appear).
struct FileFingerprints: Equatable, CustomStringConvertible {
    var digests: [String: String?]
    var folder: [String]

    init(_ paths: [String]) throws {
        var digests: [String: String?] = [:]
        for path in paths {
            if FileManager.default.fileExists(atPath: path) {
                let line = try Subprocess.check("sha256sum", [path]).text
                digests[path] = String(line.prefix { $0 != " " })
            } else {
                digests[path] = .some(nil)
            }
        }
        self.digests = digests
        let folder = (paths.first.map { ($0 as NSString).deletingLastPathComponent }) ?? "."
        self.folder = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    var description: String {
        digests.sorted { $0.key < $1.key }.map { "\($0.value ?? "absent")  \($0.key)" }.joined(separator: "\n")
            + "\nfolder: \(folder)"
    }
}

/// Runs shell text as root, for the set-ups that need it (mounts); nil when this is not root.
func asRoot(_ tool: String, _ arguments: [String]) -> Subprocess.Result? {
    guard geteuid() == 0 else { return nil }
    return try? Subprocess.run(tool, arguments, timeout: 20)
}
