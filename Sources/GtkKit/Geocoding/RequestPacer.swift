import Foundation

/// At most one request a second to each geocoding server, across the whole process (Nominatim's
/// usage policy: "an absolute maximum of 1 request per second"). A request that comes sooner waits
/// for its turn on a GLib timer — the main loop keeps running — and one cancelled while waiting is
/// never sent.
@MainActor
enum RequestPacer {
    /// Seconds between two requests to one server.
    static var interval: Double = 1

    /// When the next request to each server may start.
    private static var nextStart: [String: Date] = [:]

    /// Runs `send` when a request to `server` may start: now, or after the requests before it.
    /// `isCancelled` is asked before sending; a cancelled request gives up its turn.
    /// - Returns: the seconds the request waits.
    @discardableResult
    static func schedule(
        server: String, isCancelled: @escaping @MainActor () -> Bool, _ send: @escaping @MainActor (Bool) -> Void
    ) -> Double {
        let now = Date()
        let start = max(now, nextStart[server] ?? now)
        nextStart[server] = start.addingTimeInterval(interval)
        let wait = start.timeIntervalSince(now)
        guard wait > 0 else {
            send(true)
            return 0
        }
        after(milliseconds: UInt32((wait * 1000).rounded(.up))) {
            let cancelled = isCancelled()
            if cancelled, nextStart[server] == start.addingTimeInterval(interval) { nextStart[server] = start }
            send(!cancelled)
        }
        return wait
    }
}

/// The last answers of a geocoding server, by request URL (Nominatim's policy asks clients to cache
/// results): a search made again is answered from here without a request. Least recently used first
/// out.
@MainActor
final class AnswerCache {
    private var answers: [String: String] = [:]
    private var order: [String] = []
    let capacity: Int

    init(capacity: Int = 64) { self.capacity = capacity }

    /// The answer for `url`, if cached (it becomes the most recently used). - Complexity: O(capacity).
    func answer(for url: String) -> String? {
        guard let answer = answers[url] else { return nil }
        order.removeAll { $0 == url }
        order.append(url)
        return answer
    }

    /// Remembers `answer` for `url`. - Complexity: O(capacity).
    func store(_ answer: String, for url: String) {
        if answers.updateValue(answer, forKey: url) == nil {
            order.append(url)
            if order.count > capacity { answers[order.removeFirst()] = nil }
        }
    }
}
