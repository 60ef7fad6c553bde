import Foundation
import Localization

/// One restaurant of the FoodPin list.
///
/// A value: changing a copy changes nothing stored; hand it to `RestaurantStore.update(_:)`.
public struct Restaurant: Sendable, Hashable, Identifiable {
    public var id: UUID
    public var name: String
    /// The kind of food, free text (may contain "/", e.g. "American / Seafood").
    public var type: String
    public var location: String
    /// Path of an image file, if any. The file may be missing; presentations check.
    public var image: String?
    public var isFavorite: Bool
    public var phone: String?
    /// One line about the place.
    public var summary: String?
    public var createdAt: Date
    /// Where it is on a map; nil until the user places it (a pin, Find on Map, `--coordinates`).
    /// `location` stays the text the user typed: nothing derives one from the other by itself.
    public var coordinate: Coordinate?
    /// The mood the user rated it with on the review screen; nil until rated (and after clearing).
    public var rating: Rating?

    public init(
        id: UUID = UUID(), name: String, type: String, location: String, image: String? = nil,
        isFavorite: Bool = false, phone: String? = nil, summary: String? = nil, createdAt: Date = Date(),
        coordinate: Coordinate? = nil,
        rating: Rating? = nil
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.location = location
        self.image = image
        self.isFavorite = isFavorite
        self.phone = phone
        self.summary = summary
        self.createdAt = createdAt
        self.coordinate = coordinate
        self.rating = rating
    }

    /// The text the Share action offers: "Just checking in at <name>".
    public var shareText: String {
        // Translators: the text shared (copied, e-mailed) for a restaurant; {name} is its name.
        localized("Just checking in at {name}", ["name": name])
    }
}
