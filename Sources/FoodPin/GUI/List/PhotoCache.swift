// Why this type exists: cells are rebound as the list scrolls, and decoding a photo on every bind
// would stall scrolling; thumbnails are decoded once, at thumbnail size, and kept for the rows that
// use them (a bounded cache: a list of 100,000 photos must not hold 100,000 textures).
import FoodPinModel
import GtkKit

@MainActor
struct PhotoCache {
    /// Thumbnails by file path; `nil` records a file that did not load.
    private var textures: [String: Texture?] = [:]
    private var order: [String] = []
    let limit = 300

    /// The restaurant's photo at thumbnail size, or nil (no image, or it does not load).
    mutating func thumbnail(for restaurant: Restaurant) -> Texture? {
        guard let path = restaurant.image else { return nil }
        if let cached = textures[path] { return cached }
        let texture = Texture(contentsOfFile: path, fittingIn: RestaurantCell.thumbnailSize * 2)
        textures[path] = .some(texture)
        order.append(path)
        if order.count > limit {
            textures[order.removeFirst()] = nil
        }
        return texture
    }
}
