import CCurl
import Foundation

/// One libcurl easy handle: a connection to the server kept alive between requests, one request at a
/// time, performed on the calling thread, which sleeps in `poll()` until bytes move. (The toolchain's
/// URLSession drives libcurl's multi interface from dispatch sources and leaves the socket's write
/// source armed once a request is sent; a socket is always writable, so it spins half a core for as
/// long as an answer is pending — minutes, for a server reading a large calendar.)
///
/// What it enforces: only `http` and `https` (never another protocol, nor a redirect: the caller
/// follows those itself); certificates verified (libcurl's default, never turned off); no progress for
/// `timeout` seconds ends the request; a body larger than `maximumBody` ends it.
///
/// Threading: confined to one thread at a time (`HTTPClient` lends each connection to one request).
final class CurlConnection {
    /// How a request ended without an HTTP answer.
    enum Failure: Error {
        case timeout
        case tooLarge
        case certificate(String)
        case network(String)
    }

    /// What the server answered.
    struct Answer {
        var status: Int
        /// Names lower-cased; a repeated header keeps its last value.
        var headers: [String: String]
        var body: Data
    }

    private let handle: UnsafeMutableRawPointer

    private static let initialised: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
    }()

    init?() {
        guard Self.initialised, let handle = curl_easy_init() else { return nil }
        self.handle = handle
    }

    deinit { curl_easy_cleanup(handle) }

    /// The state of one request, reached from libcurl's callbacks.
    private final class Transfer {
        let maximumBody: Int
        var body = Data()
        var headers: [String: String] = [:]
        var tooLarge = false
        init(maximumBody: Int) { self.maximumBody = maximumBody }
    }

    /// Performs one request and returns the answer.
    /// - Parameters:
    ///   - url: the absolute URL (`http://` or `https://`).
    ///   - headers: sent as given (the caller's `Authorization` included).
    ///   - timeout: seconds without a byte moving (or to connect) before it ends.
    func perform(
        method: String, url: String, headers: [String: String], body: Data?, timeout: TimeInterval, maximumBody: Int
    ) -> Result<Answer, Failure> {
        curl_easy_reset(handle)
        let transfer = Transfer(maximumBody: maximumBody)
        let context = Unmanaged.passRetained(transfer)
        defer { context.release() }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let seconds = max(1, Int(timeout.rounded(.up)))

        var list: UnsafeMutablePointer<curl_slist>?
        // No "Expect: 100-continue" round trip before a body; the caller's headers as they are.
        for line in ["Expect:"] + headers.sorted(by: { $0.key < $1.key }).map({ "\($0.key): \($0.value)" }) {
            list = curl_slist_append(list, line)
        }
        defer { curl_slist_free_all(list) }

        let code: CURLcode = errorBuffer.withUnsafeMutableBufferPointer { errors in
            ccurl_set_string(handle, CURLOPT_URL, url)
            ccurl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
            ccurl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
            ccurl_set_long(handle, CURLOPT_NOSIGNAL, 1)
            ccurl_set_long(handle, CURLOPT_CONNECTTIMEOUT, seconds)
            ccurl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
            ccurl_set_long(handle, CURLOPT_LOW_SPEED_TIME, seconds)
            ccurl_set_long(handle, CURLOPT_TCP_KEEPALIVE, 1)
            ccurl_set_pointer(handle, CURLOPT_ERRORBUFFER, errors.baseAddress)
            ccurl_set_list(handle, CURLOPT_HTTPHEADER, list)
            ccurl_set_string(handle, CURLOPT_CUSTOMREQUEST, method)
            ccurl_set_callback(handle, CURLOPT_WRITEFUNCTION, Self.receiveBody)
            ccurl_set_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque())
            ccurl_set_callback(handle, CURLOPT_HEADERFUNCTION, Self.receiveHeader)
            ccurl_set_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque())
            guard let body else {
                ccurl_set_long(handle, CURLOPT_HTTPGET, 1)
                return curl_easy_perform(handle)
            }
            return body.withUnsafeBytes { bytes in
                // The body is read from here during the call (not copied); a zero-length body still
                // needs an address.
                let address = bytes.baseAddress ?? UnsafeRawPointer(errors.baseAddress!)
                ccurl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
                ccurl_set_pointer(handle, CURLOPT_POSTFIELDS, UnsafeMutableRawPointer(mutating: address))
                return curl_easy_perform(handle)
            }
        }

        if code == CURLE_OK {
            return .success(
                Answer(status: ccurl_response_code(handle), headers: transfer.headers, body: transfer.body))
        }
        if transfer.tooLarge { return .failure(.tooLarge) }
        let detail = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let reason = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(.timeout)
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .failure(.certificate(reason))
        default:
            return .failure(.network(reason))
        }
    }

    /// Body bytes: kept up to the limit; past it, the transfer ends (returning less than given).
    private static let receiveBody: ccurl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard transfer.body.count + length <= transfer.maximumBody else {
            transfer.tooLarge = true
            return 0
        }
        transfer.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }

    /// Header lines, one per call; a status line (a new answer: after a 100, or an interim one) starts
    /// the headers afresh.
    private static let receiveHeader: ccurl_data_callback = { data, size, count, context in
        guard let data, let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(
            decoding: UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: length), as: UTF8.self
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            transfer.headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            transfer.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return length
    }
}
