import Foundation

/// Photos that arrive by sync become FoodPin copies like the ones the user picks: in the photo folder,
/// marked when made. The bytes are checked in a hidden file of their own first (a name starting with
/// a dot is never a copy), and only a photo that passes is renamed into place. The name is the
/// restaurant's id and a hash of the bytes, so a sync killed after the file was written and before
/// the database stored its path finds the same file again instead of writing a second one.
extension PhotoCopies {
    /// Writes `bytes` into the photo folder as a copy for restaurant `id`, once `check` (given the
    /// hidden file's path) accepts them; returns the copy's path, or nil when `check` refused it.
    /// - Throws: a Foundation error when the folder or the file cannot be written.
    /// - Complexity: O(size of the photo).
    static func receive(
        _ bytes: Data, extension ext: String, for id: UUID, environment: [String: String],
        check: (@Sendable (String) -> Bool)?
    ) throws -> String? {
        let directory = directory(environment: environment)
        try FileManager.default.createDirectory(
            atPath: marks(in: directory), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let base = "\(id.uuidString.lowercased())-\(String(hash, radix: 16))"
        let incoming = directory + "/.incoming-" + UUID().uuidString.lowercased() + "." + ext
        guard FileManager.default.createFile(atPath: incoming, contents: bytes, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: incoming]) }
        defer { unlink(incoming) }
        if let check, !check(incoming) { return nil }
        for attempt in 1...100 {
            let name = (attempt == 1 ? base : "\(base)-\(attempt)") + "." + ext
            let destination = directory + "/" + name
            if isCopy(destination, environment: environment),
                FileManager.default.contents(atPath: destination) == bytes
            {
                return destination
            }
            let mark = open(marks(in: directory) + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard mark >= 0 else {
                if errno == EEXIST { continue }
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
            }
            close(mark)
            // link(2), not rename(2): never replaces a file someone put there meanwhile.
            guard link(incoming, destination) == 0 else {
                unlink(marks(in: directory) + "/" + name)
                if errno == EEXIST { continue }
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
            }
            return destination
        }
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: directory + "/" + base])
    }
}
