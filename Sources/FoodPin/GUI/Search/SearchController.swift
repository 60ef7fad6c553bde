// SearchController: the seed's UISearchController — a search bar under the list's header (Ctrl+F,
// the Search toggle, or typing in the list) that narrows the list as you type, by name, type and
// location (FoodPinModel's one rule: every word, any order, case and accents ignored), with a
// Favourites Only filter beside it. Escape clears it and restores the list, its scroll position and
// its selection (scrolling only as much as needed to show the selected row).
//
// Design
//   keystroke ──▶ generation += 1 ──▶ worker queue: index.matches(query, cancelled: newer keystroke?)
//                                          │ (index built there first, from a store of its own),
//                                          │ then the matches' set and snapshot
//   main ◀── result, if still the newest ◀─┘ ──▶ apply (animated, or the rows reloaded)
// - The main thread never scans nor hashes the matches: it only applies the snapshot made for it. A
//   keystroke made while a search runs makes that search stop at its next check and drop its result.
// - While filtering, the store's deliveries (a change in a terminal) keep only rows that matched,
//   mark the index stale and search again, so the filtered list follows the store.
// - It talks to the list through `SearchableList` (count, selection, scroll offset, showing a result)
//   and is the list's `RestaurantListFilter` while it filters; it never reaches the data source.
//
// Threading rule: this class is main-thread only; `Worker` lives on `queue` (one search at a time).
import FoodPinModel
import Foundation
import GtkKit
import Localization

/// What a search needs of the list it narrows (the list controller).
@MainActor
protocol SearchableList: AnyObject {
    var count: Int { get }
    /// The selected row's restaurant, if any.
    var selectedID: UUID? { get }
    var scrollOffset: Double { get set }
    /// The search narrowing the list, if any: deliveries go through it.
    var filter: RestaurantListFilter? { get set }
    /// Shows a result: animated, or the rows reloaded (values only, no diff).
    func show(searchResult snapshot: RestaurantSnapshot, animated: Bool)
    /// Shows every restaurant again; `completion` runs once the rows stand.
    func reloadOrder(completion: (@MainActor () -> Void)?)
    /// Selects the row of `id`, if shown (scrolled to only if off screen), and focuses it if asked.
    func select(_ id: UUID, focus: Bool)
    func report(_ error: Error)
}

/// What the list asks of a search while it narrows the list.
@MainActor
protocol RestaurantListFilter: AnyObject {
    /// Which of the store's ids (a delivery) the list may show.
    func filter(delivered ids: [UUID]) -> [UUID]
    /// A restaurant just added shows although it does not match.
    func reveal(_ id: UUID)
}

@MainActor
final class SearchController {
    let entry = SearchEntry(hint: localized("Name, type or location"))
    let favoritesOnly = ToggleButton(
        iconName: "emblem-favorite-symbolic", accessibleLabel: localized("Favourites Only"))
    let toggle = ToggleButton(iconName: "system-search-symbolic", accessibleLabel: localized("Search"))
    let bar: SearchBar
    weak var list: SearchableList?
    /// Runs after each result is shown (the window picks its page: the list or No Results).
    var onResults: (@MainActor () -> Void)?

    /// Whether the list shows a search's result rather than every restaurant.
    private(set) var isFiltering = false
    private var selectedBefore: UUID?
    /// Whether the entry held the focus when the last result came (see `pagesDidSettle()`).
    private var keepsEntryFocus = false
    /// The list's scroll offset when the search began.
    private var offsetBefore = 0.0
    /// The restaurants the last result holds; nil when it held every one (no set of a million made).
    private var matches: Set<UUID>? = []
    /// Rows the list had when the search began.
    private var fullCount = 0
    private let generation = Generation()
    private let queue = DispatchQueue(label: "foodpin.search", qos: .userInitiated)
    private let worker: Worker

    init(databasePath: String) {
        bar = SearchBar(entry: entry, accessory: favoritesOnly)
        worker = Worker(path: databasePath)
        entry.accessibleLabel = localized("Search Restaurants")
        toggle.onToggled { [weak self] in
            guard let self, self.bar.isSearchMode != self.toggle.isActive else { return }
            self.bar.isSearchMode = self.toggle.isActive
        }
        bar.onSearchModeChanged { [weak self] in self?.searchModeChanged() }
        entry.onSearchChanged { [weak self] in self?.run() }
        favoritesOnly.onToggled { [weak self] in self?.run() }
        entry.onStopSearch { [weak self] in self?.bar.isSearchMode = false }
    }

    /// Ctrl+F: opens the bar (or, when open, selects its text) with the focus in the entry.
    func begin() {
        bar.isSearchMode = true
        focusEntry()
    }

    /// Opens the bar with `text` in the entry (GNOME Shell's "Search in FoodPin"), the list narrowed
    /// to it, the focus at its end.
    func begin(with text: String) {
        bar.isSearchMode = true
        entry.text = text
        focusEntry()
    }

    /// The entry takes the focus now, and again once the bar has been laid out (an entry in a bar
    /// still closed cannot take it, and keys typed meanwhile — a space — would reach the list).
    private func focusEntry() {
        _ = entry.focusAtEnd()
        let retry: @MainActor () -> Void = { [weak self] in
            guard let self, self.bar.isSearchMode, !self.entry.containsFocus else { return }
            _ = self.entry.focusAtEnd()
        }
        whenIdle(retry)
        bar.afterNextFrame(retry)
    }

    private func searchModeChanged() {
        toggle.isActive = bar.isSearchMode
        if bar.isSearchMode {
            if !entry.containsFocus { focusEntry() }
        } else {
            entry.text = ""
            favoritesOnly.isActive = false
            end()
        }
    }

    // MARK: - Searching

    /// Searches for what the entry holds, off the main thread; the newest keystroke wins.
    private func run() {
        guard let list else { return }
        let query = SearchQuery(entry.text)
        let onlyFavorites = favoritesOnly.isActive
        guard !query.isEmpty || onlyFavorites else { return end() }
        if !isFiltering {
            isFiltering = true
            selectedBefore = list.selectedID
            offsetBefore = list.scrollOffset
            fullCount = list.count
            list.filter = self
        }
        let mine = generation.next()
        let generation = generation
        let worker = worker
        let fullCount = fullCount
        queue.async {
            let found = worker.search(query, favoritesOnly: onlyFavorites) { generation.current != mine }
            // A newer keystroke drops this result before its set and snapshot are made.
            let result = generation.current == mine ? found?.map { SearchResult($0, fullCount: fullCount) } : nil
            DispatchQueue.main.async {
                MainActor.assumeIsolated { [weak self] in
                    guard let self, let result, generation.current == mine, self.isFiltering else { return }
                    self.show(result)
                }
            }
        }
    }

    /// A search's matches, with what the main thread needs of them made on the worker queue.
    struct SearchResult: Sendable {
        /// The matches in display order.
        let ids: [UUID]
        /// The matches as a set and as a snapshot; nil when every restaurant matches (the list usually
        /// shows them all already).
        let set: Set<UUID>?
        let snapshot: RestaurantSnapshot?

        /// - Complexity: O(k) for k matches (each hashed twice, off the main thread); O(1) when every
        ///   restaurant matches.
        init(_ ids: [UUID], fullCount: Int) {
            self.ids = ids
            let all = ids.count == fullCount
            set = all ? nil : Set(ids)
            snapshot = all ? nil : RestaurantSnapshot(restaurants: ids)
        }
    }

    private func show(_ result: Result<SearchResult, StoreError>) {
        guard let list else { return }
        // Typing goes on in the entry: the table, losing the row it had focused before the search (or
        // its page giving way to No Results), must not take the focus away from it.
        let typing = entry.containsFocus
        keepsEntryFocus = typing
        defer { if typing { focusEntry() } }
        switch result {
        case .success(let result):
            matches = result.set
            let shown = list.count
            // Same length as the whole list: the same list (results keep display order), nothing to do.
            if result.ids.count == shown, result.ids.count == fullCount { break }
            let snapshot = result.snapshot ?? RestaurantSnapshot(restaurants: result.ids)
            list.show(searchResult: snapshot, animated: Self.animates(from: shown, to: snapshot.numberOfItems))
        case .failure(let error):
            list.report(error)
        }
        onResults?()
    }

    /// The window's pages finished a crossfade (the list gave way to No Results, or back). GTK unmaps
    /// the old page only then — 200 ms on an idle machine, much later under load, so no fixed delay
    /// will do — and may drop the window's focus with it: the entry takes it back if the user was
    /// typing there when the result came.
    func pagesDidSettle() {
        guard keepsEntryFocus, bar.isSearchMode, !entry.containsFocus else { return }
        _ = entry.focusAtEnd()
    }

    /// Whether a result is animated in: when few rows come or go. Tens of thousands of rows spliced
    /// one run at a time cost seconds at a million restaurants; reloading the rows (values only, no
    /// diff) costs milliseconds, and no one could watch that many rows move anyway. The `search`
    /// benchmark applies the same rule.
    /// - Complexity: O(1).
    nonisolated static func animates(from old: Int, to new: Int) -> Bool { abs(old - new) <= 500 }

    /// A delivery while filtering: rows that no longer exist go at once; the index is read again and
    /// the search runs again for anything added or changed.
    private func filterDelivery(_ ids: [UUID]) -> [UUID] {
        worker.invalidate(on: queue)
        whenIdle { [weak self] in if self?.isFiltering == true { self?.run() } }
        guard let matches else { return ids }
        return ids.filter { matches.contains($0) }
    }

    /// Back to every restaurant, with the row selected before the search (else the one selected during it).
    private func end() {
        guard isFiltering, let list else { return }
        _ = generation.next()
        isFiltering = false
        keepsEntryFocus = false
        matches = []
        list.filter = nil
        let during = list.selectedID
        let keep = selectedBefore ?? during
        let offset = offsetBefore
        // Only a closing bar hands the focus to the row: an entry emptied by Backspace stays where the
        // user goes on typing (the row took the focus, and the next keys were lost).
        let closing = !bar.isSearchMode
        // The list goes back to where it was scrolled before the search (GTK would keep the rows
        // anchored on the first result, which puts the kept row at the top), then the kept row is
        // selected (scrolled to only if off screen) and takes the focus from the closing bar at once
        // (else GTK hands it to whichever row widget the list last focused, and the table selects that
        // one), and again once the rows that came back stand at full height: an offset set while they
        // grow is held by GTK as a fraction of the growing row at the top, and slides down with it.
        let restore: @MainActor () -> Void = { [weak list] in
            guard let list else { return }
            list.scrollOffset = offset
            if let keep { list.select(keep, focus: closing) }
        }
        list.reloadOrder { [weak self] in
            // Unless a new search began meanwhile.
            whenIdle { if self?.isFiltering == false { restore() } }
        }
        onResults?()
        restore()
    }
}

extension SearchController: RestaurantListFilter {
    func filter(delivered ids: [UUID]) -> [UUID] { filterDelivery(ids) }

    func reveal(_ id: UUID) { _ = matches?.insert(id) }
}

/// The newest keystroke's number, read by the worker to drop stale searches.
final class Generation: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var current: Int { lock.withLock { value } }
    func next() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }
}

/// The search index and the store it is read from, used on the search queue only.
final class Worker: @unchecked Sendable {
    private let path: String
    private var store: RestaurantStore?
    private var index: RestaurantSearchIndex?

    init(path: String) { self.path = path }

    /// Forgets the index (the store changed); the next search reads it again.
    func invalidate(on queue: DispatchQueue) { queue.async { self.index = nil } }

    /// The ids matching, in display order; nil when cancelled.
    func search(_ query: SearchQuery, favoritesOnly: Bool, isCancelled: () -> Bool) -> Result<[UUID], StoreError>? {
        do throws(StoreError) {
            if index == nil {
                if store == nil { store = try RestaurantStore(path: path, seedingSamples: false) }
                index = try store?.searchIndex()
            }
            guard !isCancelled(),
                let found = index?.matches(query, favoritesOnly: favoritesOnly, isCancelled: isCancelled)
            else {
                return nil
            }
            return .success(found)
        } catch {
            return .failure(error)
        }
    }
}
