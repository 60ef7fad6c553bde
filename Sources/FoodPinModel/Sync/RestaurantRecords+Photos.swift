import Foundation

/// A restaurant's photo in sync: what its card carries, and the file that stands for it here.
///
/// A photo the server sends is decoded from base64, checked — its size, its header (a format FoodPin
/// shows, pixels within `maximumPhotoPixels`), then the apps' bounded decoder on a file of its own —
/// and only then written into the photo folder as a FoodPin copy (`PhotoCopies`: marked, so that the
/// window's cleanup may take it away when nothing refers to it, and the database registered as one
/// that uses the folder). A photo that fails any check is not written: the restaurant shows its
/// initials, and the card's photo is remembered as it is, so an edit here never replaces it.
extension RestaurantRecords {
    /// The most pixels a received photo may have (the window's decoder refuses more).
    public static let maximumPhotoPixels = 50_000_000
    /// The largest received photo, in bytes (a card is at most a megabyte anyway).
    public static let maximumPhotoBytes = 1_048_576

    /// The `photo` field of restaurant `id` showing `image`.
    func photoValue(_ id: UUID, image: String?, on connection: SQLiteConnection) throws -> String? {
        let remembered = try connection.cached("SELECT image, card FROM restaurant_card_photo WHERE id = ?").bind(id)
            .first { (image: $0.optionalString(0), card: $0.optionalString(1)) }
        if let remembered, remembered.image == image { return remembered.card }
        return image.map { Self.localPhotoPrefix + $0 }
    }

    /// The image restaurant `id` shows once its `photo` field is `value`; `current` is the one it shows.
    func resolvePhoto(_ value: String?, id: UUID, current: String?, on connection: SQLiteConnection) throws
        -> String?
    {
        if value == (try photoValue(id, image: current, on: connection)) { return current }
        guard let value else {
            try forget(id, on: connection)
            return nil
        }
        if value.hasPrefix(Self.localPhotoPrefix) {
            // This side's own photo (a merge kept it): shown as it is, if the file is still there.
            let path = String(value.dropFirst(Self.localPhotoPrefix.count))
            try forget(id, on: connection)
            return path == current || FileManager.default.fileExists(atPath: path) ? path : current
        }
        let path = receive(value, for: id, on: connection)
        try Self.remember(id, image: path, card: value, on: connection)
        return path
    }

    /// Why a card's photo is not shown here, or nil when it may be: the checks before any file is written.
    public static func refusal(ofPhoto bytes: Data) -> String? {
        guard bytes.count <= maximumPhotoBytes else { return "size" }
        guard let (_, width, height) = ImageHeader.parse(ArraySlice(bytes.prefix(512 * 1024))) else {
            return "header"
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= maximumPhotoPixels else { return "pixels" }
        return nil
    }

    /// The file a received photo was written to, or nil when it is not one to show.
    private func receive(_ value: String, for id: UUID, on connection: SQLiteConnection) -> String? {
        guard let bytes = Data(base64Encoded: value), Self.refusal(ofPhoto: bytes) == nil,
            let (format, _, _) = ImageHeader.parse(ArraySlice(bytes.prefix(512 * 1024)))
        else { return nil }
        let ext = format == .jpeg ? "jpg" : format.rawValue.lowercased()
        guard
            let path = try? PhotoCopies.receive(
                bytes, extension: ext, for: id, environment: photoEnvironment, check: photoChecker)
        else { return nil }
        PhotoDatabases.register(connection.realPath, environment: photoEnvironment)
        return path
    }

    static func remember(_ id: UUID, image: String?, card: String?, on connection: SQLiteConnection) throws {
        try connection.cached("INSERT OR REPLACE INTO restaurant_card_photo (id, image, card) VALUES (?, ?, ?)")
            .bind(id, image, card).run()
    }

    private func forget(_ id: UUID, on connection: SQLiteConnection) throws {
        try connection.cached("DELETE FROM restaurant_card_photo WHERE id = ?").bind(id).run()
    }
}

extension RestaurantRecords {
    /// Saves a card's photo that lost a conflict (the `lost` value of a `SyncConflict` on `photo`) in
    /// the photo folder as a FoodPin copy, so that the user can set it again (`foodpin edit --image`).
    /// - Returns: the file's path; nil when the value holds no photo to show (or the file cannot be made).
    /// - Complexity: O(size of the photo).
    public static func keepLostPhoto(
        _ value: String, for id: UUID, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard let bytes = Data(base64Encoded: value), refusal(ofPhoto: bytes) == nil,
            let (format, _, _) = ImageHeader.parse(ArraySlice(bytes.prefix(512 * 1024)))
        else { return nil }
        let ext = format == .jpeg ? "jpg" : format.rawValue.lowercased()
        return try? PhotoCopies.receive(bytes, extension: ext, for: id, environment: environment, check: nil)
    }
}
