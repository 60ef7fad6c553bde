// Why this type exists: a long list must show rows at once, and its first frame must not wait for a
// million ids to be read and hashed, nor compete with that work on two cores. The first load runs in
// two steps on background queues, each with a store of its own (a store is confined to one thread):
// the first page — its ids from the order index, and its restaurants — goes to the main thread at
// once; once its frame is painted, the whole order is read and made a snapshot. The main thread only
// applies them (`FirstLoadTarget`). A delivery from the store that comes meanwhile is held and handed
// over at the end (it is newer). Other work that must not compete with the first frame — the launch's
// check of the database file — waits for that page: `afterFirstPage(_:)`.
//
// Threading rule: the reads run on global queues; everything else, and every call, on the main thread.
import FoodPinModel
import Foundation
import GtkKit

/// What the first load hands the list.
@MainActor
protocol FirstLoadTarget: AnyObject {
    /// Shows the first page's rows (their restaurants come with them).
    func showFirstPage(_ page: FirstLoad.FirstPage)
    /// The load is over: `order` is every row (nil when reading it failed), `held` the order a
    /// delivery brought meanwhile.
    func firstLoadDidFinish(order: FirstLoad.FullOrder?, held: [UUID]?)
    func report(_ error: Error)
}

@MainActor
final class FirstLoad {
    /// The first page, as the background read hands it to the main thread.
    struct FirstPage: Sendable {
        var snapshot: RestaurantSnapshot
        var restaurants: [UUID: Restaurant]
    }

    /// The whole order, as the background read hands it to the main thread.
    struct FullOrder: Sendable {
        var all: RestaurantSnapshot
        var ids: [UUID]
    }

    /// Rows shown in the first frame of a long list (their restaurants are read with the order): as
    /// many as the window can show, and a few more; the rest follow right after it is painted. GTK
    /// makes a row for each before the first frame, so every extra row delays it (~1.5 ms apiece).
    let pageSize: Int
    /// Whether the first load has been shown (all of it, or its failure).
    private(set) var isDone = false
    private let path: String
    private weak var target: FirstLoadTarget?
    /// The widget whose frames say the first page was painted.
    private weak var paintedIn: Widget?
    private var firstPagePainted = false
    private var firstPageWaiters: [@MainActor () -> Void] = []
    private var loadedOrder: FullOrder?
    /// The order a delivery brought while the load ran (it is newer).
    private var held: [UUID]?
    private var firstRowsWaiters: [@MainActor () -> Void] = []
    private var doneWaiters: [@MainActor () -> Void] = []

    init(path: String, pageSize: Int, target: FirstLoadTarget, paintedIn widget: Widget) {
        self.path = path
        self.pageSize = pageSize
        self.target = target
        paintedIn = widget
    }

    // MARK: - Waiting for it

    /// Runs `body` once the first page is painted (at once if it is), or once the first load has
    /// failed: for background work that must not compete with the first frame on two cores.
    func afterFirstPage(_ body: @escaping @MainActor () -> Void) {
        if firstPagePainted || isDone { body() } else { firstPageWaiters.append(body) }
    }

    /// Runs `body` once, when the first rows are in the table (the bench times the frame after it).
    func whenFirstRowsShown(_ body: @escaping @MainActor () -> Void) { firstRowsWaiters.append(body) }

    /// Runs `body` once, when every row is in the table.
    func whenDone(_ body: @escaping @MainActor () -> Void) {
        if isDone { body() } else { doneWaiters.append(body) }
    }

    /// Keeps the order a delivery brought while loading; false once the load is over (then the
    /// delivery is the list's to apply).
    func hold(_ delivered: [UUID]) -> Bool {
        guard !isDone else { return false }
        held = delivered
        return true
    }

    // MARK: - Loading

    /// Reads the first page on a background queue; the whole order follows.
    func start() {
        let path = path
        let pageSize = pageSize
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            do throws(StoreError) {
                let store = try RestaurantStore(path: path, seedingSamples: false)
                let firstIDs = try store.identifiers(limit: pageSize)
                let page = FirstPage(
                    snapshot: RestaurantSnapshot(restaurants: firstIDs),
                    restaurants: try store.restaurants(withIDs: firstIDs))
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadFirstPage(page) } }
            } catch {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadOrder(.failure(error)) } }
            }
        }
    }

    /// Reads every id (an index-only read) and builds the snapshot, on a background queue.
    private func loadOrderInBackground() {
        let path = path
        DispatchQueue.global(qos: .userInitiated).async { [weak self] in
            let result: Result<FullOrder, StoreError>
            do throws(StoreError) {
                let ids = try RestaurantStore(path: path, seedingSamples: false).identifiers()
                result = .success(FullOrder(all: RestaurantSnapshot(restaurants: ids), ids: ids))
            } catch {
                result = .failure(error)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.didLoadOrder(result) } }
        }
    }

    /// Shows the first page at once; the other rows join once that frame is painted and then the whole
    /// order is read, so the window shows rows before GTK has made an item for each restaurant.
    private func didLoadFirstPage(_ page: FirstPage) {
        target?.showFirstPage(page)
        run(&firstRowsWaiters)
        // A list that fits in the first page is the whole order: nothing more to read.
        if page.snapshot.numberOfItems < pageSize {
            markFirstPagePainted()
            return didLoadOrder(.success(FullOrder(all: page.snapshot, ids: page.snapshot.restaurantIDs)))
        }
        paintedIn?.afterNextFrame {
            whenIdle { [weak self] in
                self?.markFirstPagePainted()
                self?.loadOrderInBackground()
            }
        }
    }

    private func didLoadOrder(_ result: Result<FullOrder, StoreError>) {
        switch result {
        case .success(let order):
            loadedOrder = order
            finishIfReady()
        case .failure(let error):
            target?.report(error)
            run(&firstPageWaiters)  // no first page will come
            finish(nil)
        }
    }

    private func markFirstPagePainted() {
        firstPagePainted = true
        run(&firstPageWaiters)
    }

    private func finishIfReady() {
        guard !isDone, firstPagePainted, let order = loadedOrder else { return }
        loadedOrder = nil
        finish(order)
    }

    private func finish(_ order: FullOrder?) {
        isDone = true
        let newer = held
        held = nil
        target?.firstLoadDidFinish(order: order, held: newer)
        run(&doneWaiters)
    }

    private func run(_ waiters: inout [@MainActor () -> Void]) {
        let due = waiters
        waiters = []
        for waiter in due { waiter() }
    }
}
