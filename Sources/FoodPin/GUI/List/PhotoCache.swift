// Why this type exists: cells are rebound as the list scrolls, and a photo must never be decoded on
// the main thread (a 200-megapixel PNG froze the window for 30 s; a FIFO as `image` froze it for
// good). A row shows its avatar (initials) at once and asks here for its thumbnail; the decode runs
// on GtkKit's ImageLoader (a worker, two at a time, at thumbnail size, within ImageFile's pixel
// cap), and the thumbnail replaces the initials when it arrives if the row still shows it. A photo
// too large, not a regular file, or unreadable keeps the initials. The cache is bounded: a list of
// 100,000 photos never holds 100,000 textures, and loads no row waits for any more are cancelled.
import FoodPinModel
import GtkKit

@MainActor
final class PhotoCache {
    /// The thumbnail of one photo file: loading, loaded, or failed (nil texture once done).
    @MainActor
    final class Thumbnail {
        let path: String
        private(set) var texture: Texture?
        private(set) var isDone = false
        fileprivate var request: ImageLoadRequest?
        /// What to run when the load ends, by waiting row.
        private var waiters: [ObjectIdentifier: @MainActor (Texture?) -> Void] = [:]

        fileprivate init(path: String) { self.path = path }

        /// Runs `body` with the texture once loaded (at once when it is), for `waiter`; a later call for
        /// the same waiter replaces the earlier one.
        func whenLoaded(for waiter: AnyObject, _ body: @escaping @MainActor (Texture?) -> Void) {
            if isDone { return body(texture) }
            waiters[ObjectIdentifier(waiter)] = body
        }

        /// `waiter` shows something else now.
        func stopWaiting(_ waiter: AnyObject) {
            waiters[ObjectIdentifier(waiter)] = nil
            if waiters.isEmpty, !isDone { cancel() }
        }

        fileprivate func finish(_ texture: Texture?) {
            self.texture = texture
            isDone = true
            request = nil
            let waiting = waiters
            waiters = [:]
            for body in waiting.values { body(texture) }
        }

        fileprivate var onCancel: (@MainActor (Thumbnail) -> Void)?

        private func cancel() {
            request?.cancel()
            request = nil
            onCancel?(self)
        }
    }

    /// Decoded at twice the avatar's size (sharp on a 2× screen), cropped to cover it.
    static let decodeSize = ImageFile.Size.filling(Int(RestaurantCell.thumbnailSize) * 2)
    /// Thumbnails kept (112 × 112 at most: under 50 KB each).
    let limit = 300

    private let loader: ImageLoader
    private var thumbnails: [String: Thumbnail] = [:]
    private var order: [String] = []

    init(loader: ImageLoader = .shared) { self.loader = loader }

    /// The thumbnail of the restaurant's photo, loading or loaded; nil when it has none.
    /// - Complexity: O(1) amortized; starts at most one decode per photo file while it stays cached.
    func thumbnail(for restaurant: Restaurant) -> Thumbnail? {
        guard let path = restaurant.image, !path.isEmpty else { return nil }
        if let cached = thumbnails[path] { return cached }
        let thumbnail = Thumbnail(path: path)
        thumbnail.onCancel = { [weak self] in self?.forget($0) }
        thumbnail.request = loader.load(path, size: Self.decodeSize) { [weak thumbnail] result in
            thumbnail?.finish(try? result.get())
        }
        thumbnails[path] = thumbnail
        order.append(path)
        if order.count > limit { forget(path: order.removeFirst()) }
        return thumbnail
    }

    /// Thumbnails cached, loading or loaded (at most `limit`).
    var count: Int { thumbnails.count }

    /// A load cancelled because no row waits for it: the next row that wants it starts it again.
    private func forget(_ thumbnail: Thumbnail) {
        guard thumbnails[thumbnail.path] === thumbnail else { return }
        thumbnails[thumbnail.path] = nil
        order.removeAll { $0 == thumbnail.path }
    }

    private func forget(path: String) {
        thumbnails[path] = nil
    }
}
