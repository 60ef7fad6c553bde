import Foundation
import Localization

/// How a visit to a restaurant felt: the book's review screen offers five moods, and the chosen one is
/// kept with the restaurant (`Restaurant.rating`; nil until the user rates it).
///
/// The raw values are stable names, the same in the database, in `foodpin rate NAME MOOD` and in
/// `--json` (`"rating": "awesome"`), whatever the language; `title` is what people read.
public enum Rating: String, CaseIterable, Sendable, Hashable, Codable {
    case awesome
    case good
    case okay
    case bad
    case terrible

    /// The mood as a word in the user's language ("Awesome"), for the review view, the details page
    /// and the command line's `show`.
    public var title: String {
        switch self {
        // Translators: a mood a restaurant is rated with (the review screen, the details page).
        case .awesome: localizedInContext("rating", "Awesome")
        // Translators: a mood a restaurant is rated with (the review screen, the details page).
        case .good: localizedInContext("rating", "Good")
        // Translators: a mood a restaurant is rated with (the review screen, the details page).
        case .okay: localizedInContext("rating", "Okay")
        // Translators: a mood a restaurant is rated with (the review screen, the details page).
        case .bad: localizedInContext("rating", "Bad")
        // Translators: a mood a restaurant is rated with (the review screen, the details page).
        case .terrible: localizedInContext("rating", "Terrible")
        }
    }

    /// The mood named `name` (`"awesome"` …), ignoring letter case and surrounding white space; nil for
    /// any other text (the command line's usage error).
    public init?(name: String) {
        self.init(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// Every mood's name, in the review screen's order: what a usage message lists.
    public static var names: [String] { allCases.map(\.rawValue) }
}
