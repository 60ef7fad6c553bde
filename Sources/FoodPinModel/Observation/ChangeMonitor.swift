import Foundation

/// Watches one database file for commits from any connection (this process or another) and delivers
/// a freshly loaded value to every observer on the queue each observer chose.
///
/// How: a dedicated connection polls `PRAGMA data_version` every `interval` (the value changes when
/// another connection commits); a store calls `poke()` after its own writes so that in-process
/// changes are published at once rather than at the next tick. The poll runs only while someone
/// observes.
///
/// Threading: every mutable property is confined to `queue` (a private serial queue); the public
/// entry points hop onto it. Values are loaded on `queue` and handed to the observers' queues.
final class ChangeMonitor<Value: Sendable>: @unchecked Sendable {
    typealias Handler = @Sendable (Value) -> Void
    private struct Observer {
        var queue: DispatchQueue
        var handler: Handler
        weak var token: ObservationToken?
    }

    private let path: String
    private let load: (SQLiteConnection) throws -> Value
    private let interval: DispatchTimeInterval
    private let queue: DispatchQueue
    // Confined to `queue`:
    private var connection: SQLiteConnection?
    private var timer: DispatchSourceTimer?
    private var observers: [Int: Observer] = [:]
    private var nextID = 0
    private var lastVersion: Int?

    init(path: String, interval: DispatchTimeInterval = .milliseconds(200),
         load: @escaping (SQLiteConnection) throws -> Value) {
        self.path = path
        self.load = load
        self.interval = interval
        self.queue = DispatchQueue(label: "foodpin.change-monitor", qos: .utility)
    }

    deinit {
        timer?.cancel()
    }

    /// Registers `handler`; it runs on `queue` with the new value after each committed change.
    func observe(on target: DispatchQueue, _ handler: @escaping Handler) -> ObservationToken {
        let id: Int = queue.sync {
            nextID += 1
            return nextID
        }
        let token = ObservationToken { [weak self] in
            guard let self else { return }
            self.queue.async { self.remove(id) }
        }
        queue.sync {
            observers[id] = Observer(queue: target, handler: handler, token: token)
            start()
        }
        return token
    }

    /// Checks for a change now (after a write through the owning store).
    func poke() {
        queue.async { [weak self] in self?.check() }
    }

    // MARK: - On `queue`

    private func remove(_ id: Int) {
        observers[id] = nil
        if observers.isEmpty { stop() }
    }

    private func start() {
        guard timer == nil else { return }
        do {
            if connection == nil { connection = try Database.openSecondary(path: path) }
            lastVersion = try connection.map(Self.dataVersion)
        } catch {
            lastVersion = nil
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
        self.timer = timer
    }

    private func stop() {
        timer?.cancel()
        timer = nil
        connection = nil
    }

    private func check() {
        guard !observers.isEmpty else { return }
        do {
            if connection == nil { connection = try Database.openSecondary(path: path) }
            guard let connection else { return }
            let version = try Self.dataVersion(connection)
            guard version != lastVersion else { return }
            lastVersion = version
            let value = try connection.read { try load(connection) }
            deliver(value)
        } catch {
            // A busy or vanished file: try again at the next tick on a fresh connection.
            connection = nil
        }
    }

    private func deliver(_ value: Value) {
        for observer in observers.values {
            guard let token = observer.token else { continue }
            let handler = observer.handler
            observer.queue.async {
                if !token.isCancelled { handler(value) }
            }
        }
    }

    private static func dataVersion(_ connection: SQLiteConnection) throws -> Int {
        try connection.cached("PRAGMA data_version").first { $0.int(0) } ?? 0
    }
}
