import Foundation

// FoodPin's restaurants as sync sees them (issue 27): each restaurant as fields, read and written
// inside a `SyncLedger` transaction. The order is the sparse position itself (a restaurant is never
// moved, so positions only need to agree across devices: the samples' are the same everywhere, and
// a restaurant made on another device keeps the place it has there).

extension RestaurantStore {
    /// The restaurants' records for the sync engine (`LocalRecords`, kind `restaurant`), with the
    /// header check alone on received photos.
    public static var syncRecords: RestaurantRecords { RestaurantRecords() }
}

/// The restaurants' `LocalRecords`. Fields: `name`, `type`, `location`, `phone`, `summary` (absent
/// when empty), `favorite` (`1`, or absent), `rating` (a `Rating`'s name, or absent when unrated),
/// `order` (the position, as a decimal) and `photo`:
///
/// - the photo the card carries (canonical base64, or a marker for one that is no image here — see
///   `CardPhotoValue`), when the restaurant's image is the one that stands for that card photo
///   (`restaurant_card_photo`);
/// - `file:<path>` when the restaurant shows a photo the server has not had yet: the mapping makes
///   the card's JPEG from that file when it sends it;
/// - absent when it has no photo.
public struct RestaurantRecords: LocalRecords {
    /// The fields' names.
    public enum Field {
        public static let name = "name"
        public static let type = "type"
        public static let location = "location"
        public static let phone = "phone"
        public static let summary = "summary"
        public static let favorite = "favorite"
        public static let rating = "rating"
        public static let order = "order"
        public static let photo = "photo"
    }

    /// The prefix of a `photo` value naming a local file the card has not had yet.
    public static let localPhotoPrefix = "file:"

    /// Checks a received photo once it is in a file of its own (outside the photo folder's names),
    /// after the header checks: the window's bounded decoder in the apps. True: it may be shown.
    public typealias PhotoCheck = @Sendable (_ path: String) -> Bool

    private let photoCheck: PhotoCheck?
    private let environment: [String: String]

    /// - Parameters:
    ///   - photoCheck: a full decode of a received photo (the header, pixel and size checks run
    ///     first, always); nil for the header checks alone.
    ///   - environment: where the photo folder is (`XDG_DATA_HOME`, `HOME`).
    public init(
        photoCheck: PhotoCheck? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.photoCheck = photoCheck
        self.environment = environment
    }

    public var kind: String { "restaurant" }

    /// - Complexity: O(k log n) for k ids.
    public func fields(of ids: [UUID], in transaction: SyncTransaction) throws -> [UUID: SyncFields] {
        let connection = transaction.connection
        let select = try connection.cached(
            "SELECT name, type, location, image, is_favorite, phone, summary, position, rating FROM restaurant WHERE id = ?"
        )
        var result: [UUID: SyncFields] = [:]
        for id in ids {
            guard
                let row = try select.bind(id).first({ row in
                    (
                        fields: Self.fields(
                            name: row.string(0), type: row.string(1), location: row.string(2),
                            favorite: row.bool(4), phone: row.optionalString(5), summary: row.optionalString(6),
                            position: row.double(7), rating: RestaurantStore.rating(row, at: 8)),
                        image: row.optionalString(3)
                    )
                })
            else { continue }
            var fields = row.fields
            if let photo = try photoValue(id, image: row.image, on: connection) { fields[Field.photo] = photo }
            result[id] = fields
        }
        return result
    }

    /// - Complexity: O(n).
    public func allIDs(in transaction: SyncTransaction) throws -> [UUID] {
        try transaction.connection.cached("SELECT id FROM restaurant ORDER BY position, id").map { $0.uuid(0) }
    }

    /// Creates or replaces restaurant `id`. A missing type or location is stored empty (a contact made
    /// by another app has neither); a missing order keeps the place it has, or puts a new one last; a
    /// missing rating, or one that is no `Rating`'s name, leaves the restaurant unrated.
    /// - Throws: `StoreError.emptyField` when `name` is missing or blank.
    /// - Complexity: O(log n), and a received photo's size in file work.
    public func write(_ fields: SyncFields, id: UUID, in transaction: SyncTransaction) throws {
        let connection = transaction.connection
        guard let name = fields[Field.name], !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw StoreError.emptyField(name: Field.name)
        }
        let position = fields[Field.order].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let existing = try connection.cached("SELECT image FROM restaurant WHERE id = ?").bind(id).first {
            (image: $0.optionalString(0), found: true)
        }
        let image = try resolvePhoto(fields[Field.photo], id: id, current: existing?.image, on: connection)
        let values: [any SQLiteBindable] = [
            name, fields[Field.type] ?? "", fields[Field.location] ?? "", image, fields[Field.favorite] == "1",
            fields[Field.phone], fields[Field.summary], fields[Field.rating].flatMap(Rating.init(rawValue:))?.rawValue,
        ]
        if existing != nil {
            try connection.cached(
                """
                UPDATE restaurant SET name = ?, type = ?, location = ?, image = ?, is_favorite = ?, phone = ?,
                summary = ?, rating = ?, position = coalesce(?, position) WHERE id = ?
                """
            ).bind(values + [position, id]).run()
        } else {
            let placed = try position ?? OrderedTable.restaurant.allocatePositions(1, on: connection)
            try connection.cached(
                """
                INSERT INTO restaurant (name, type, location, image, is_favorite, phone, summary, rating, position,
                id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
            ).bind(values + [placed, id, Date()]).run()
        }
    }

    /// - Complexity: O(log n).
    public func delete(_ id: UUID, in transaction: SyncTransaction) throws {
        try transaction.connection.cached("DELETE FROM restaurant WHERE id = ?").bind(id).run()
        try transaction.connection.cached("DELETE FROM restaurant_card_photo WHERE id = ?").bind(id).run()
    }

    /// Remembers that the card of restaurant `id`, sent with its photo `image` (`file:` value), now
    /// carries `card` (the photo value the server has, nil for none): from now on the restaurant's
    /// `photo` field is `card` while it shows `image`, so the photo is not made and sent again.
    /// - Complexity: O(log n).
    public func rememberSentPhoto(_ id: UUID, image: String, card: String?, in transaction: SyncTransaction) throws {
        try Self.remember(id, image: image, card: card, on: transaction.connection)
    }

    // MARK: - Internal

    /// The fields of a restaurant's columns (not its photo).
    static func fields(
        name: String, type: String, location: String, favorite: Bool, phone: String?, summary: String?,
        position: Double, rating: Rating?
    ) -> SyncFields {
        var fields: SyncFields = [Field.name: name, Field.order: order(position)]
        for (field, value) in [
            (Field.type, type), (Field.location, location), (Field.phone, phone ?? ""), (Field.summary, summary ?? ""),
        ] where !value.isEmpty {
            fields[field] = value
        }
        if favorite { fields[Field.favorite] = "1" }
        if let rating { fields[Field.rating] = rating.rawValue }
        return fields
    }

    /// A position as the `order` field: the shortest decimal that reads back as the same number.
    public static func order(_ position: Double) -> String {
        position == position.rounded() && abs(position) < 1e15 ? String(Int64(position)) : String(position)
    }

    var photoChecker: PhotoCheck? { photoCheck }
    var photoEnvironment: [String: String] { environment }
}
