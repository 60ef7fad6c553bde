import Foundation

/// A loopback HTTP/1.1 server whose answers a test scripts: the hostile server (garbage XML, a 500, a
/// stall, a redirect loop, a huge body, a lying ETag). One connection per request (`Connection: close`).
public final class ScriptedServer: @unchecked Sendable {
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var headers: [String: String]
        public var body: String

        public func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    public enum Reply: Sendable {
        case respond(status: Int, headers: [String: String] = [:], body: String = "")
        /// Bytes written as they are (a body of millions of bytes).
        case raw(Data)
        /// Never answers; the connection stays open until the server stops.
        case stall
        /// Answers with `reply` after `seconds`: a server that thinks (its thread sleeps; nothing in
        /// the test waits on it).
        indirect case after(seconds: Double, Reply)
    }

    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    private let lock = NSLock()
    private var held: [Int32] = []
    private var received: [Request] = []
    private var stopped = false
    private var thread: Thread?

    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Requests answered (or stalled) so far.
    public var requests: [Request] { lock.withLock { received } }

    public init(_ handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard ok, listen(listener, 16) == 0 else { throw SyncTestError("the scripted server cannot listen") }
        port = Int(UInt16(bigEndian: address.sin_port))
        start()
    }

    private func start() {
        let thread = Thread { [weak self] in self?.acceptLoop() }
        self.thread = thread
        thread.start()
    }

    deinit { stop() }

    public func stop() {
        // Closing twice would close whatever another thread opened since under the same number.
        let descriptors: [Int32]? = lock.withLock {
            guard !stopped else { return nil }
            stopped = true
            return held
        }
        guard let descriptors else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for descriptor in descriptors { close(descriptor) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if lock.withLock({ stopped }) { return }
                continue
            }
            let worker = Thread { [weak self] in self?.serve(connection) }
            worker.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = read(connection) else {
            close(connection)
            return
        }
        lock.withLock { received.append(request) }
        answer(handler(request), on: connection)
    }

    private func answer(_ reply: Reply, on connection: Int32) {
        switch reply {
        case .after(let seconds, let reply):
            usleep(UInt32(seconds * 1_000_000))
            answer(reply, on: connection)
        case .stall:
            lock.withLock { held.append(connection) }
        case .raw(let data):
            write(data, to: connection)
            close(connection)
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) Scripted\r\nConnection: close\r\nContent-Length: \(body.utf8.count)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            write(Data((head + "\r\n" + body).utf8), to: connection)
            close(connection)
        }
    }

    private func read(_ connection: Int32) -> Request? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        while data.range(of: separator) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data.append(buffer, count: count)
        }
        let split = data.range(of: separator)!
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let words = head.first?.split(separator: " ") ?? []
        guard words.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = data[split.upperBound...]
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < length {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            body.append(contentsOf: buffer[0..<count])
        }
        return Request(
            method: String(words[0]), path: String(words[1]).removingPercentEncoding ?? String(words[1]),
            headers: headers, body: String(decoding: body, as: UTF8.self))
    }

    private func write(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return }
                offset += sent
            }
        }
    }
}
