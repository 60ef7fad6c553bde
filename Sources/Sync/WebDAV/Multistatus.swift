import Foundation
import Localization

/// A `207 Multi-Status` body (RFC 4918 §13): one response per resource, each with the properties found
/// and, for `sync-collection`, the status of a removed member; and the new sync token (RFC 6578).
struct Multistatus: Sendable {
    struct Response: Sendable {
        /// The resource's path, percent-decoded, trailing slash kept.
        var href: String
        /// The response's own status (a removed member's 404), if it has one.
        var status: Int?
        /// The properties found (propstat 200), by "namespace name".
        var properties: [String: XMLElement]

        func property(_ namespace: String, _ name: String) -> XMLElement? {
            properties[namespace + " " + name]
        }

        /// The trimmed text of a property found.
        func text(_ namespace: String, _ name: String) -> String? {
            property(namespace, name).map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
        }
    }

    var responses: [Response]
    var syncToken: String?

    /// Reads a multistatus body.
    /// - Throws: `SyncError.badResponse` when it is not XML or not a multistatus.
    /// - Complexity: O(size of the body).
    static func parse(_ data: Data, base: URL) throws(SyncError) -> Multistatus {
        guard let root = XMLElement.parse(data), root.namespace == DAV.namespace, root.name == "multistatus" else {
            throw .badResponse(localized("the server's answer is not a WebDAV multistatus"))
        }
        var responses: [Response] = []
        for element in root.children(DAV.namespace, "response") {
            guard let raw = element.hrefs.first, let href = path(of: raw, base: base) else { continue }
            var properties: [String: XMLElement] = [:]
            for propstat in element.children(DAV.namespace, "propstat") {
                guard status(propstat.child(DAV.namespace, "status")?.text) == 200,
                    let prop = propstat.child(DAV.namespace, "prop")
                else { continue }
                for property in prop.children { properties[property.namespace + " " + property.name] = property }
            }
            responses.append(
                Response(
                    href: href, status: status(element.child(DAV.namespace, "status")?.text),
                    properties: properties))
        }
        let token = root.child(DAV.namespace, "sync-token")?.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return Multistatus(responses: responses, syncToken: token)
    }

    /// `HTTP/1.1 404 Not Found` → 404.
    static func status(_ line: String?) -> Int? {
        guard let line else { return nil }
        let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    /// The percent-decoded path of an href (absolute URL or path), trailing slash kept; nil for an href
    /// on another server.
    static func path(of href: String, base: URL) -> String? {
        guard let url = URL(string: href, relativeTo: base)?.absoluteURL,
            url.host?.lowercased() == base.host?.lowercased(), url.port == base.port,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        else { return nil }
        return components.percentEncodedPath.removingPercentEncoding ?? components.percentEncodedPath
    }
}
