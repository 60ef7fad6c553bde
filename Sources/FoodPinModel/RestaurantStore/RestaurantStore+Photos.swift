import Foundation

/// Which photo files the store still needs: a restaurant's `image`, or a deleted sample's remembered
/// photo (Restore Sample Restaurants brings it back). The window asks before it removes a photo it
/// copied, once the change that dropped the photo can no longer be undone.
extension RestaurantStore {
    /// The paths among `paths` that a restaurant or a deleted sample's marks still refer to.
    /// - Complexity: O(k log n) for k paths (the image column is not indexed: each is one scan of
    ///   the rows whose image is set, which only photos of the user's own have).
    public func referencedImages(among paths: some Sequence<String>) throws(StoreError) -> Set<String> {
        try StoreError.wrapping {
            try connection.read {
                var referenced = Set<String>()
                for path in Set(paths) {
                    let byRestaurant =
                        try connection.cached("SELECT 1 FROM restaurant WHERE image = ? LIMIT 1")
                        .bind(path).first { _ in true } ?? false
                    // A sample's marks are "<0|1>\n<path>" (RestaurantStore+SampleMarks).
                    let marks = "SELECT 1 FROM meta WHERE key LIKE 'deleted-sample:%' AND substr(value, 3) = ? LIMIT 1"
                    let byMarks = try connection.cached(marks).bind(path).first { _ in true } ?? false
                    if byRestaurant || byMarks { referenced.insert(path) }
                }
                return referenced
            }
        }
    }
}
