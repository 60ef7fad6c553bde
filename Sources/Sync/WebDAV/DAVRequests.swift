import Foundation

/// The WebDAV, CalDAV and CardDAV requests sync sends, as values (RFC 4918, 4791, 6352, 6578).
enum DAVRequests {
    /// A property name: its namespace and local name.
    struct Property: Sendable {
        var namespace: String
        var name: String

        static let resourceType = Property(namespace: DAV.namespace, name: "resourcetype")
        static let displayName = Property(namespace: DAV.namespace, name: "displayname")
        static let etag = Property(namespace: DAV.namespace, name: "getetag")
        static let syncToken = Property(namespace: DAV.namespace, name: "sync-token")
        static let currentUserPrincipal = Property(namespace: DAV.namespace, name: "current-user-principal")
        static let ctag = Property(namespace: DAV.calendarServer, name: "getctag")
        static let calendarHome = Property(namespace: DAV.calDAV, name: "calendar-home-set")
        static let addressBookHome = Property(namespace: DAV.cardDAV, name: "addressbook-home-set")
        static let componentSet = Property(namespace: DAV.calDAV, name: "supported-calendar-component-set")
    }

    private static let prefixes = [DAV.namespace: "d", DAV.calDAV: "c", DAV.cardDAV: "card", DAV.calendarServer: "cs"]
    private static let declarations =
        #"xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:card="urn:ietf:params:xml:ns:carddav" xmlns:cs="http://calendarserver.org/ns/""#

    private static func prop(_ properties: [Property]) -> String {
        "<d:prop>" + properties.map { "<\(prefixes[$0.namespace] ?? "d"):\($0.name)/>" }.joined() + "</d:prop>"
    }

    private static func xml(_ body: String) -> Data {
        Data(("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + body).utf8)
    }

    private static let xmlHeaders = ["Content-Type": "application/xml; charset=utf-8"]

    /// `PROPFIND` with `Depth` 0 or 1 for `properties`.
    static func propfind(_ path: String, depth: Int, _ properties: [Property]) -> DAVRequest {
        DAVRequest(
            method: "PROPFIND", path: path, headers: xmlHeaders.merging(["Depth": String(depth)]) { $1 },
            body: xml("<d:propfind \(declarations)>\(prop(properties))</d:propfind>"))
    }

    /// RFC 6578 `sync-collection` from `token` (nil: everything), asking each member's ETag.
    static func syncCollection(_ path: String, token: String?) -> DAVRequest {
        DAVRequest(
            method: "REPORT", path: path, headers: xmlHeaders.merging(["Depth": "0"]) { $1 },
            body: xml(
                "<d:sync-collection \(declarations)><d:sync-token>\(escape(token ?? ""))</d:sync-token>"
                    + "<d:sync-level>1</d:sync-level>\(prop([.etag]))</d:sync-collection>"))
    }

    /// `calendar-multiget` (or `addressbook-multiget`) of `hrefs` with their ETags and data.
    static func multiget(_ path: String, hrefs: [String], addressBook: Bool) -> DAVRequest {
        let (root, data) =
            addressBook
            ? ("card:addressbook-multiget", "card:address-data") : ("c:calendar-multiget", "c:calendar-data")
        let list = hrefs.map { "<d:href>\(escape(encodePath($0)))</d:href>" }.joined()
        return DAVRequest(
            method: "REPORT", path: path, headers: xmlHeaders.merging(["Depth": "1"]) { $1 },
            body: xml("<\(root) \(declarations)><d:prop><d:getetag/><\(data)/></d:prop>\(list)</\(root)>"))
    }

    /// `MKCALENDAR` of a calendar for to-dos named `name` (RFC 4791 §5.3.1).
    static func makeCalendar(_ path: String, name: String, component: String) -> DAVRequest {
        DAVRequest(
            method: "MKCALENDAR", path: path, headers: xmlHeaders,
            body: xml(
                "<c:mkcalendar \(declarations)><d:set><d:prop><d:displayname>\(escape(name))</d:displayname>"
                    + "<c:supported-calendar-component-set><c:comp name=\"\(component)\"/>"
                    + "</c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>"))
    }

    /// Extended `MKCOL` of an address book named `name` (RFC 5689, RFC 6352 §6.3.1).
    static func makeAddressBook(_ path: String, name: String) -> DAVRequest {
        DAVRequest(
            method: "MKCOL", path: path, headers: xmlHeaders,
            body: xml(
                "<d:mkcol \(declarations)><d:set><d:prop><d:resourcetype><d:collection/><card:addressbook/>"
                    + "</d:resourcetype><d:displayname>\(escape(name))</d:displayname></d:prop></d:set></d:mkcol>"))
    }

    /// `PUT` of a resource: new (`If-None-Match: *`) or over `etag` (`If-Match`).
    static func put(_ path: String, text: String, contentType: String, ifMatch etag: String?) -> DAVRequest {
        var headers = ["Content-Type": contentType]
        if let etag { headers["If-Match"] = etag } else { headers["If-None-Match"] = "*" }
        return DAVRequest(method: "PUT", path: path, headers: headers, body: Data(text.utf8))
    }

    /// `DELETE` of a resource at `etag`.
    static func delete(_ path: String, ifMatch etag: String?) -> DAVRequest {
        DAVRequest(method: "DELETE", path: path, headers: etag.map { ["If-Match": $0] } ?? [:])
    }

    /// `path` percent-encoded for an href.
    static func encodePath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// Text escaped for XML character data.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
