import Foundation

/// vdirsyncer 0.21 (in the venv) pairing a CalDAV calendar with a folder of `.ics` files (or a CardDAV
/// address book with a folder of `.vcf` files): a real third-party sync peer for the tests, and the
/// baseline of the `sync` benchmarks.
public final class Vdirsyncer {
    public let directory: URL
    /// The folder of `.ics` (or `.vcf`) files, one per to-do (or restaurant).
    public var folder: URL { directory.appendingPathComponent("vdir") }
    private let config: URL
    private let fileExtension: String

    /// - Parameters:
    ///   - calendar: the calendar's full URL.
    ///   - conflictResolution: `"a wins"` (the folder) or `"b wins"` (the server).
    ///   - addressBook: `calendar` is a CardDAV address book, its files `.vcf`.
    public init(
        calendar: String, user: String, password: String, conflictResolution: String = "b wins",
        addressBook: Bool = false
    ) throws {
        fileExtension = addressBook ? "vcf" : "ics"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("vdirsyncer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("vdir"), withIntermediateDirectories: true)
        config = directory.appendingPathComponent("config")
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        try """
        [general]
        status_path = \(quoted(directory.appendingPathComponent("status").path + "/"))

        [pair todo]
        a = "local"
        b = "remote"
        collections = null
        conflict_resolution = \(quoted(conflictResolution))

        [storage local]
        type = "filesystem"
        path = \(quoted(folder.path + "/"))
        fileext = ".\(fileExtension)"

        [storage remote]
        type = "\(addressBook ? "carddav" : "caldav")"
        url = \(quoted(calendar))
        username = \(quoted(user))
        password = \(quoted(password))
        """.write(to: config, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    private var discovered = false

    /// One `vdirsyncer sync` (after `vdirsyncer discover`, the first time).
    public func sync(timeout: Double = 600) throws {
        if !discovered {
            try Venv.run(try Venv.program("vdirsyncer"), ["-c", config.path, "discover", "todo"], timeout: timeout)
            discovered = true
        }
        try Venv.run(try Venv.program("vdirsyncer"), ["-c", config.path, "sync"], timeout: timeout)
    }

    /// The `.ics` (or `.vcf`) files of the folder.
    public func files() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == fileExtension }.sorted { $0.path < $1.path }
    }
}
