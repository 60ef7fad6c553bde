import FoodPinModel
import Foundation
import Localization

/// FoodPin's restaurants as business cards in a CardDAV address book (RFC 6352), written as vCard 3.0
/// (macOS Contacts refuses 4.0 and fails a whole sync over one card) and read as 3.0 or 4.0:
///
/// - name: `FN` and `ORG`, with an empty `N` and `X-ABShowAs:COMPANY` (a company on Apple devices;
///   4.0's `KIND:org`); a contact another app made, with only `N`, is read by its best name;
/// - type: the first of `CATEGORIES` (a group in Nextcloud Contacts; the others are kept);
/// - location: `ADR;TYPE=WORK`, the text in the street part, read back from every part;
/// - phone: `TEL;TYPE=WORK,VOICE` (the work number of a card with several);
/// - description: `NOTE`; favourite: `X-FOODPIN-FAVORITE:1`; order: `X-FOODPIN-ORDER`;
/// - rating: `X-FOODPIN-RATING:awesome` (good, okay, bad, terrible; no line when unrated). A value this
///   build does not know is no rating here, and its line stays as the server has it;
/// - photo: `PHOTO;ENCODING=b;TYPE=JPEG`, at most 512 px and 100 kB (`CardPhoto`);
/// - `UID` (the restaurant's id: the samples' are the same on every device) and `REV` maintained.
///
/// Every other line — EMAIL, URL, GEO, a second TEL, another app's X- properties, groups, parameters —
/// is left as the server had it, byte for byte: only the lines of fields that changed are rewritten.
/// (GEO is one of them: the restaurant's coordinates are not synced.)
public struct RestaurantMapping: SyncMapping {
    private let codec: (any CardPhotoCodec)?
    private let localRecords: RestaurantRecords

    /// - Parameters:
    ///   - photos: the apps' image codec (GtkKit's); without one, photos set here are sent only when
    ///     they already are card-sized JPEGs, and received ones get the header checks only.
    ///   - environment: where the photo folder is (`XDG_DATA_HOME`, `HOME`).
    public init(
        photos: (any CardPhotoCodec)? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        codec = photos
        var check: RestaurantRecords.PhotoCheck?
        if let photos { check = { path in photos.decodes(path) } }
        localRecords = RestaurantRecords(photoCheck: check, environment: environment)
    }

    public var records: any LocalRecords { localRecords }
    public var collectionType: CollectionType { .addressBook }
    public var informationalFields: Set<String> { [] }
    public var defaultCollectionName: String { "Restaurants" }

    private typealias Field = RestaurantRecords.Field

    public func decode(_ document: ContentDocument) throws(SyncItemError) -> DecodedRecord {
        guard let card = document.components.first(where: { $0.name == "VCARD" }) else {
            throw SyncItemError(localized("it is not a vCard"))
        }
        guard let uid = card.property("UID")?.value.trimmingCharacters(in: .whitespaces), !uid.isEmpty else {
            throw SyncItemError(localized("the card has no UID"))
        }
        guard let name = Self.name(of: card) else {
            throw SyncItemError(localized("the card has no name (no FN, ORG or N)"))
        }
        var fields: SyncFields = [Field.name: name]
        if let categories = card.property("CATEGORIES"), let type = VCard.list(categories.value).first {
            fields[Field.type] = type.trimmingCharacters(in: .whitespaces)
        }
        if let index = VCard.preferredIndex("ADR", in: card), let address = VCard.line(at: index, in: card) {
            fields[Field.location] = VCard.components(address.value).map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }.filter { !$0.isEmpty }.joined(separator: ", ")
        }
        if let index = VCard.preferredIndex("TEL", in: card), let phone = VCard.line(at: index, in: card) {
            var number = phone.value.trimmingCharacters(in: .whitespaces)
            if number.lowercased().hasPrefix("tel:") { number.removeFirst(4) }
            fields[Field.phone] = number
        }
        if let note = card.property("NOTE") { fields[Field.summary] = TextValue.unescape(note.value) }
        if card.property("X-FOODPIN-FAVORITE")?.value.trimmingCharacters(in: .whitespaces) == "1" {
            fields[Field.favorite] = "1"
        }
        if let rating = card.property("X-FOODPIN-RATING").flatMap({ Rating(name: $0.value) }) {
            fields[Field.rating] = rating.rawValue
        }
        if let order = card.property("X-FOODPIN-ORDER").flatMap({
            Double($0.value.trimmingCharacters(in: .whitespaces))
        }),
            order.isFinite
        {
            fields[Field.order] = RestaurantRecords.order(order)
        }
        if let photo = card.property("PHOTO") { fields[Field.photo] = CardPhoto.value(of: photo) }
        fields = fields.filter { !$0.value.isEmpty }
        return DecodedRecord(uid: uid, fields: fields, modified: card.property("REV").flatMap { VCard.date($0.value) })
    }

    public func encode(_ fields: SyncFields, uid: String, into existing: ContentDocument?, now: Date)
        -> ContentDocument
    {
        guard let existing, let index = existing.components.firstIndex(where: { $0.name == "VCARD" }),
            let current = try? decode(existing).fields
        else { return newDocument(uid: uid, fields: fields, now: now) }
        var document = existing
        var card = document.components[index]
        var changed = false
        for field in Self.cardFields where fields[field] != current[field] {
            edit(&card, field, fields[field])
            changed = true
        }
        if let photo = outgoingPhoto(fields[Field.photo]), photo.value != current[Field.photo] {
            card.removeProperties("PHOTO")
            if let bytes = photo.bytes { card.append(CardPhoto.line(bytes, version: VCard.version(card))) }
            changed = true
        }
        if changed { card.setProperty("REV", value: TextValue.utcDateTime(now)) }
        document.components[index] = card
        return document
    }

    public func didSend(_ fields: SyncFields, as document: ContentDocument, id: UUID, in transaction: SyncTransaction)
        throws
    {
        guard let photo = fields[Field.photo], photo.hasPrefix(RestaurantRecords.localPhotoPrefix) else { return }
        let card = document.components.first { $0.name == "VCARD" }?.property("PHOTO").map(CardPhoto.value(of:))
        try localRecords.rememberSentPhoto(
            id, image: String(photo.dropFirst(RestaurantRecords.localPhotoPrefix.count)), card: card, in: transaction)
    }

    // MARK: - Reading

    /// The best name a card has: `FN`, else the organization, else the person's name (`N`), else a
    /// nickname.
    static func name(of card: Component) -> String? {
        func clean(_ text: String?) -> String? {
            let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed?.isEmpty == false ? trimmed : nil
        }
        if let name = clean(card.property("FN").map { TextValue.unescape($0.value) }) { return name }
        if let name = clean(card.property("ORG").flatMap { VCard.components($0.value).first }) { return name }
        if let parts = card.property("N").map({ VCard.components($0.value) }) {
            // Family; given; additional; prefixes; suffixes → "prefix given additional family suffix".
            let ordered = [3, 1, 2, 0, 4].compactMap { $0 < parts.count ? clean(parts[$0]) : nil }
            if !ordered.isEmpty { return ordered.joined(separator: " ") }
        }
        return clean(card.property("NICKNAME").flatMap { VCard.list($0.value).first })
    }

    // MARK: - Writing

    /// The fields written by `edit(_:_:_:)`, the name first (the photo has lines of its own).
    private static let cardFields = [
        Field.name, Field.type, Field.location, Field.phone, Field.summary, Field.favorite, Field.rating, Field.order,
    ]

    /// The photo to put on the card for a `photo` field: its value and bytes (nil bytes: no photo),
    /// or nil to leave the card's photo as it is (a marker, or a file that cannot be read).
    private func outgoingPhoto(_ value: String?) -> (value: String?, bytes: Data?)? {
        guard let value else { return (nil, nil) }
        if value.hasPrefix(RestaurantRecords.localPhotoPrefix) {
            let path = String(value.dropFirst(RestaurantRecords.localPhotoPrefix.count))
            guard let bytes = cardPhoto(fromFile: path) else { return nil }
            return (bytes.base64EncodedString(), bytes)
        }
        guard let bytes = CardPhoto.bytes(value) else { return nil }
        return (value, bytes)
    }

    /// The card's JPEG for a photo here: a file that already is one (a photo received by sync) as it
    /// is, so that it reaches the server byte for byte; any other made by the codec.
    private func cardPhoto(fromFile path: String) -> Data? {
        if let file = try? PhotoFile(path: path), file.format == .jpeg,
            max(file.width, file.height) <= CardPhoto.maximumSide,
            let bytes = FileManager.default.contents(atPath: path), bytes.count <= CardPhoto.maximumBytes
        {
            return bytes
        }
        return codec?.cardJPEG(
            fromFile: path, maximumSide: CardPhoto.maximumSide, maximumBytes: CardPhoto.maximumBytes)
    }

    private func edit(_ card: inout Component, _ field: String, _ value: String?) {
        let version4 = VCard.version(card).hasPrefix("4")
        switch field {
        case Field.name:
            let name = value ?? ""
            card.setProperty("FN", value: TextValue.escape(name))
            let company =
                card.property("X-ABSHOWAS")?.value.uppercased() == "COMPANY"
                || card.property("KIND")?.value.lowercased() == "org"
            if let index = card.nodes.firstIndex(where: {
                if case .property(let l) = $0 { l.name == "ORG" } else { false }
            }),
                let org = VCard.line(at: index, in: card)
            {
                var parts = VCard.components(org.value)
                parts[0] = name
                card.setValue(parts.map(TextValue.escape).joined(separator: ";"), at: index)
            } else if company {
                card.append(ContentLine(name: "ORG", value: TextValue.escape(name)))
            }
        case Field.type:
            var categories = card.property("CATEGORIES").map { VCard.list($0.value) } ?? []
            if let value {
                if categories.isEmpty { categories = [value] } else { categories[0] = value }
            } else if !categories.isEmpty {
                categories.removeFirst()
            }
            if categories.isEmpty {
                card.removeProperties("CATEGORIES")
            } else {
                card.setProperty("CATEGORIES", value: categories.map(TextValue.escape).joined(separator: ","))
            }
        case Field.location:
            replace(&card, "ADR", value.map { ";;" + TextValue.escape($0) + ";;;;" }) {
                ContentLine(
                    name: "ADR", parameters: [.init(name: "TYPE", values: [version4 ? "work" : "WORK"])], value: $0)
            }
        case Field.phone:
            let number = value.map { $0.filter { $0 != "\r" && $0 != "\n" } }
            replace(&card, "TEL", number) {
                ContentLine(
                    name: "TEL",
                    parameters: [.init(name: "TYPE", values: version4 ? ["work", "voice"] : ["WORK", "VOICE"])],
                    value: $0)
            }
        case Field.summary:
            if let value {
                card.setProperty("NOTE", value: TextValue.escape(value))
            } else {
                card.removeProperties("NOTE")
            }
        case Field.favorite:
            if value == "1" {
                card.setProperty("X-FOODPIN-FAVORITE", value: "1")
            } else {
                card.removeProperties("X-FOODPIN-FAVORITE")
            }
        case Field.rating:
            if let value {
                card.setProperty("X-FOODPIN-RATING", value: value)
            } else {
                card.removeProperties("X-FOODPIN-RATING")
            }
        case Field.order:
            if let value {
                card.setProperty("X-FOODPIN-ORDER", value: value)
            } else {
                card.removeProperties("X-FOODPIN-ORDER")
            }
        default:
            break
        }
    }

    /// Sets the value of the restaurant's `name` line (the work one: another line of that name stays),
    /// adds one made by `make` when there is none, or removes it when `value` is nil.
    private func replace(_ card: inout Component, _ name: String, _ value: String?, make: (String) -> ContentLine) {
        let index = VCard.preferredIndex(name, in: card)
        switch (index, value) {
        case let (index?, value?):
            if var line = VCard.line(at: index, in: card), line.parameter("VALUE") != nil {
                // A 4.0 `tel:` URI becomes the number as text, which 4.0 allows too.
                line.parameters.removeAll { $0.name.caseInsensitiveCompare("VALUE") == .orderedSame }
                line.value = value
                card.nodes[index] = .property(line)
            } else {
                card.setValue(value, at: index)
            }
        case (nil, let value?):
            card.append(make(value))
        case (let index?, nil):
            card.nodes.remove(at: index)
        case (nil, nil):
            break
        }
    }

    private func newDocument(uid: String, fields: SyncFields, now: Date) -> ContentDocument {
        let name = TextValue.escape(fields[Field.name] ?? "")
        var card = Component(name: "VCARD")
        card.nodes = [
            ContentLine(name: "VERSION", value: "3.0"),
            ContentLine(name: "PRODID", value: "-//FoodPin//FoodPin//EN"),
            ContentLine(name: "UID", value: uid),
            ContentLine(name: "FN", value: name),
            ContentLine(name: "N", value: ";;;;"),
            ContentLine(name: "ORG", value: name),
            ContentLine(name: "X-ABShowAs", value: "COMPANY"),
        ].map { .property($0) }
        for field in Self.cardFields.dropFirst() where fields[field] != nil {
            edit(&card, field, fields[field])
        }
        if let bytes = outgoingPhoto(fields[Field.photo])?.bytes {
            card.append(CardPhoto.line(bytes, version: "3.0"))
        }
        card.append(ContentLine(name: "REV", value: TextValue.utcDateTime(now)))
        return ContentDocument(components: [card])
    }
}
