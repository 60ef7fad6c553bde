import Foundation
import Localization

/// When a window syncs, and what it says about it: at launch, a couple of seconds after a local change
/// (debounced), every few minutes while open, when the network comes back, and when the user asks —
/// one sync at a time, never on the main thread, backing off after failures, and never retrying a
/// refused password by itself. It knows nothing of windows or of what is synced: To-Do's calendar and
/// FoodPin's address book each run one over their `SyncJob`, and show the `SyncStatus` it reports.
///
/// The rules
/// - A trigger that comes while a sync runs is kept (the last one) and runs once after it: changes
///   made during a sync are sent by the next one, and a burst of triggers costs one sync.
/// - A local change waits `debounce` seconds for the next one, and at most `longestDelay` after the
///   first of a burst (typing a list never postpones sending it for ever).
/// - A failure because the server is out of reach (`.offline`) or another failure (`.failed`) retries
///   after `firstRetry`, doubling up to `longestRetry`; until then a local change only updates the
///   count of changes waiting. The network coming back, or the user asking, syncs at once and starts
///   the back-off afresh. With no network at all the status is offline and nothing is tried; a sync
///   that ends after the network went says offline too (the changes made since wait), not synced.
/// - A refused or missing password (`.signInFailed`) stops every automatic sync until the account is
///   set again (`accountChanged()`) or the user asks (`syncNow()`).
/// - A sync that finds no account reports `.signedOut` and nothing else happens until one is set.
///
/// Threading: every method may be called from any thread (the apps call from the main thread and
/// return at once). State lives on a private serial queue; the job runs on a worker queue of its own,
/// one call at a time; statuses are delivered on the queue given, in order, each one only when it
/// differs from the last.
public final class SyncScheduler: @unchecked Sendable {
    /// The intervals, in seconds.
    public struct Timing: Sendable, Equatable {
        /// A local change waits this long for the next one.
        public var debounce: TimeInterval = 2
        /// A burst of local changes is sent at most this long after its first.
        public var longestDelay: TimeInterval = 10
        /// While all is well, a sync this often (changes made elsewhere arrive).
        public var period: TimeInterval = 300
        /// The first retry after a failure; each further failure doubles it…
        public var firstRetry: TimeInterval = 30
        /// …up to this.
        public var longestRetry: TimeInterval = 900

        public init() {}

        /// The retry delay after `failures` failures in a row (at least one).
        /// - Complexity: O(1).
        public func retryDelay(after failures: Int) -> TimeInterval {
            let doubled = firstRetry * pow(2, Double(min(max(failures, 1) - 1, 30)))
            return min(doubled, longestRetry)
        }

        #if FOODPIN_INTERNAL_CHECKS
            /// Test builds only: `FOODPIN_SYNC_TIMING=debounce,longestDelay,period,firstRetry,longestRetry`
            /// (seconds) shortens the intervals for the UI tests; release builds have no such knob.
            public static func fromEnvironment() -> Timing {
                var timing = Timing()
                let values = (ProcessInfo.processInfo.environment["FOODPIN_SYNC_TIMING"] ?? "")
                    .split(separator: ",").compactMap { TimeInterval($0) }
                if values.count == 5 {
                    timing.debounce = values[0]
                    timing.longestDelay = values[1]
                    timing.period = values[2]
                    timing.firstRetry = values[3]
                    timing.longestRetry = values[4]
                }
                return timing
            }
        #else
            public static func fromEnvironment() -> Timing { Timing() }
        #endif
    }

    /// Why a sync runs.
    public enum Trigger: String, Sendable {
        case launch, localChange, periodic, network, retry, manual
    }

    private let job: any SyncJob
    private let timing: Timing
    private let statusQueue: DispatchQueue
    private let onStatus: @Sendable (SyncStatus) -> Void
    private let queue = DispatchQueue(label: "foodpin.sync.scheduler")
    private let worker = DispatchQueue(label: "foodpin.sync.worker", qos: .utility)
    // Confined to `queue`:
    private var started = false
    private var running = false
    private var queued: Trigger?
    private var debounce: DispatchSourceTimer?
    private var burstStart: DispatchTime?
    private var periodic: DispatchSourceTimer?
    private var retry: DispatchSourceTimer?
    private var failures = 0
    private var networkAvailable = true
    private var waitingForSignIn = false
    private var status: SyncStatus?
    private var lastSync: Date?
    private var runs = 0

    /// - Parameters:
    ///   - job: what one sync is (`DatabaseSyncJob`).
    ///   - timing: the intervals (`Timing()`, or `Timing.fromEnvironment()` in the apps).
    ///   - statusQueue: where `onStatus` runs (`.main` in a window).
    ///   - onStatus: told each new status.
    public init(
        job: any SyncJob, timing: Timing = Timing(), statusQueue: DispatchQueue,
        onStatus: @escaping @Sendable (SyncStatus) -> Void
    ) {
        self.job = job
        self.timing = timing
        self.statusQueue = statusQueue
        self.onStatus = onStatus
    }

    deinit {
        for timer in [debounce, periodic, retry] { timer?.cancel() }
    }

    // MARK: - Triggers

    /// Starts: a sync now (the launch's), then one every `period`.
    public func start() {
        queue.async { [self] in
            guard !started else { return }
            started = true
            periodic = timer(every: timing.period) { [weak self] in self?.periodicFired() }
            run(.launch)
        }
    }

    /// Stops every automatic sync (the window closes); a sync running finishes.
    public func stop() {
        queue.async { [self] in
            started = false
            for timer in [debounce, periodic, retry] { timer?.cancel() }
            debounce = nil
            periodic = nil
            retry = nil
        }
    }

    /// Something changed here (the window's edit, a terminal's): a sync in `debounce` seconds.
    public func localChange() {
        queue.async { [self] in
            guard started, !waitingForSignIn else { return }
            guard networkAvailable, retry == nil else {
                // Sent by the retry or when the network is back; the count of waiting changes moves.
                return refreshPending()
            }
            let now = DispatchTime.now()
            let first = burstStart ?? now
            burstStart = first
            let latest = first + timing.longestDelay
            let deadline = min(now + timing.debounce, latest)
            debounce?.cancel()
            debounce = timer(at: deadline) { [weak self] in self?.run(.localChange) }
        }
    }

    /// The network came or went (`NetworkMonitor`): back, a sync at once and the back-off afresh;
    /// gone, offline without trying.
    public func networkChanged(available: Bool) {
        queue.async { [self] in
            let was = networkAvailable
            networkAvailable = available
            guard started else { return }
            if available, !was {
                failures = 0
                cancelRetry()
                if !waitingForSignIn { run(.network) }
            } else if !available {
                debounce?.cancel()
                debounce = nil
                burstStart = nil
                cancelRetry()
                if !running, status != .signedOut, !waitingForSignIn { reportOffline(reason: Self.noNetwork) }
            }
        }
    }

    /// The user asked: a sync now, whatever the back-off or a refused password said.
    public func syncNow() {
        queue.async { [self] in
            waitingForSignIn = false
            run(.manual)
        }
    }

    /// The account was set or removed (Preferences): the back-off and a refused password are
    /// forgotten, and a sync runs now (which reports `.signedOut` when there is no account).
    public func accountChanged() {
        queue.async { [self] in
            waitingForSignIn = false
            failures = 0
            cancelRetry()
            run(.manual)
        }
    }

    /// Runs `body` on the worker, between syncs (never beside one): signing in and out change the
    /// account a sync reads.
    public func perform(_ body: @escaping @Sendable () -> Void) {
        worker.async(execute: body)
    }

    /// Syncs started so far (tests count them).
    public var runCount: Int { queue.sync { runs } }

    // MARK: - Running (on `queue`)

    private func periodicFired() {
        guard started, failures == 0, !waitingForSignIn, networkAvailable else { return }
        run(.periodic)
    }

    private func run(_ trigger: Trigger) {
        guard started || trigger == .manual else { return }
        if running {
            queued = trigger
            return
        }
        if !networkAvailable, trigger != .manual {
            if status != .signedOut { reportOffline(reason: Self.noNetwork) }
            return
        }
        running = true
        runs += 1
        debounce?.cancel()
        debounce = nil
        burstStart = nil
        cancelRetry()
        // Whether an account exists is the worker's to read; until then nothing is said.
        let known = status != nil && status != .signedOut
        if known { report(.syncing(lastSync: lastSync)) }
        worker.async { [self] in
            let outcome = Self.perform(job) { last in
                guard !known else { return }
                self.queue.async {
                    self.lastSync = last
                    self.report(.syncing(lastSync: last))
                }
            }
            queue.async { self.finish(trigger, outcome) }
        }
    }

    private enum Outcome {
        case synced(pending: Int, last: Date?)
        case noAccount
        case failed(SyncError, pending: Int, last: Date?)
    }

    /// On the worker.
    private static func perform(_ job: any SyncJob, announce: (Date?) -> Void) -> Outcome {
        do {
            guard try job.hasAccount() else { return .noAccount }
            announce(job.lastSync())
            _ = try job.sync()
            return .synced(pending: job.pendingChanges(), last: job.lastSync())
        } catch {
            if error == .noAccount { return .noAccount }
            return .failed(error, pending: job.pendingChanges(), last: job.lastSync())
        }
    }

    private func finish(_ trigger: Trigger, _ outcome: Outcome) {
        running = false
        switch outcome {
        case .noAccount:
            failures = 0
            lastSync = nil
            report(.signedOut)
            queued = nil
            return
        case .synced(let pending, let last):
            failures = 0
            lastSync = last ?? Date()
            if networkAvailable {
                report(.synced(lastSync!))
                if pending > 0, queued == nil { queued = .localChange }
            } else if queued != .manual {
                // The network went during the sync: what changed since waits for it, and says so.
                queued = nil
                reportOffline(reason: Self.noNetwork)
            }
        case .failed(let error, let pending, let last):
            lastSync = last ?? lastSync
            switch error.category {
            case .signIn:
                waitingForSignIn = true
                queued = nil
                report(.signInFailed(reason: error.description))
                return
            case .offline:
                report(.offline(reason: error.description, pendingChanges: pending, lastSync: lastSync))
            case .other:
                report(.failed(reason: error.description, pendingChanges: pending, lastSync: lastSync))
            }
            failures += 1
            // Only the user or the network coming back skips the back-off.
            if queued != .manual && queued != .network { queued = nil }
            if started { scheduleRetry() }
        }
        if let next = queued {
            queued = nil
            next == .localChange ? localChangeNow() : run(next)
        }
    }

    /// A local change noticed while syncing: debounced as any other.
    private func localChangeNow() {
        guard started else { return }
        debounce?.cancel()
        debounce = timer(at: .now() + timing.debounce) { [weak self] in self?.run(.localChange) }
    }

    private func scheduleRetry() {
        cancelRetry()
        retry = timer(at: .now() + timing.retryDelay(after: failures)) { [weak self] in
            guard let self else { return }
            self.retry = nil
            self.run(.retry)
        }
    }

    private func cancelRetry() {
        retry?.cancel()
        retry = nil
    }

    /// Offline without a request (no network): the count of waiting changes read on the worker.
    private func reportOffline(reason: String) {
        worker.async { [self] in
            let pending = job.pendingChanges()
            queue.async { [self] in
                guard !running, !networkAvailable || retry != nil else { return }
                report(.offline(reason: reason, pendingChanges: pending, lastSync: lastSync))
            }
        }
    }

    /// The offline or failed status with the count of waiting changes read again.
    private func refreshPending() {
        guard let status else { return }
        switch status {
        case .offline(let reason, _, _), .failed(let reason, _, _):
            worker.async { [self] in
                let pending = job.pendingChanges()
                queue.async { [self] in
                    guard !running, let current = self.status else { return }
                    switch current {
                    case .offline(reason, _, let last):
                        report(.offline(reason: reason, pendingChanges: pending, lastSync: last))
                    case .failed(reason, _, let last):
                        report(.failed(reason: reason, pendingChanges: pending, lastSync: last))
                    default: break
                    }
                }
            }
        default: break
        }
    }

    private func report(_ new: SyncStatus) {
        guard new != status else { return }
        status = new
        let onStatus = self.onStatus
        statusQueue.async { onStatus(new) }
    }

    private static var noNetwork: String { localized("this computer has no network connection") }

    // MARK: - Timers (on `queue`)

    private func timer(at deadline: DispatchTime, _ body: @escaping () -> Void) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: .milliseconds(100))
        timer.setEventHandler(handler: body)
        timer.resume()
        return timer
    }

    private func timer(every interval: TimeInterval, _ body: @escaping () -> Void) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .seconds(1))
        timer.setEventHandler(handler: body)
        timer.resume()
        return timer
    }
}
