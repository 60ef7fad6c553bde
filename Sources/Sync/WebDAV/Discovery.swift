import Foundation
import Localization

/// What kind of collection a mapping syncs with: a calendar of one component, or an address book.
public struct CollectionType: Sendable, Hashable {
    /// `VTODO` for a calendar; nil for an address book.
    public var component: String?
    /// The resources' file extension (`ics`, `vcf`) and media type.
    public var fileExtension: String
    public var contentType: String

    /// A CalDAV calendar that holds VTODOs (RFC 4791).
    public static let todoCalendar = CollectionType(
        component: "VTODO", fileExtension: "ics", contentType: "text/calendar; charset=utf-8")
    /// A CardDAV address book (RFC 6352).
    public static let addressBook = CollectionType(
        component: nil, fileExtension: "vcf", contentType: "text/vcard; charset=utf-8")

    var isAddressBook: Bool { component == nil }
}

/// Finds a user's collection the way clients do (RFC 6764 `/.well-known/`, `current-user-principal`,
/// the calendar or address-book home), creating it when it is missing.
struct Discovery {
    let client: HTTPClient
    let type: CollectionType

    /// The path of the collection called `name` (its display name, or else its last path segment),
    /// created (`MKCALENDAR` / extended `MKCOL`) when the home has none.
    /// - Returns: the collection's path (percent-decoded, with a trailing slash) and whether it was made.
    func findOrCreate(name: String) throws(SyncError) -> (path: String, created: Bool) {
        let home = try self.home()
        if let found = try find(name, in: home) { return (found, false) }
        return (try create(name, in: home), true)
    }

    /// The user's calendar (or address-book) home.
    func home() throws(SyncError) -> String {
        let start = Multistatus.path(of: client.base.absoluteString, base: client.base) ?? "/"
        let homeProperty: DAVRequests.Property = type.isAddressBook ? .addressBookHome : .calendarHome
        var principal: String?
        for path in [start.isEmpty ? "/" : start, "/.well-known/" + (type.isAddressBook ? "carddav" : "caldav")] {
            let response = try client.send(DAVRequests.propfind(path, depth: 0, [.currentUserPrincipal, homeProperty]))
            if response.status == 401 || response.status == 403 { throw Self.refusal(response) }
            guard response.status == 207, let status = try? Multistatus.parse(response.body, base: client.base),
                let first = status.responses.first
            else { continue }
            if let home = first.property(homeProperty.namespace, homeProperty.name)?.hrefs.first {
                return Multistatus.path(of: home, base: client.base) ?? home
            }
            if let href = first.property(DAV.namespace, "current-user-principal")?.hrefs.first {
                principal = Multistatus.path(of: href, base: client.base)
                break
            }
        }
        guard let principal else { throw .noCollectionHome }
        let response = try client.send(DAVRequests.propfind(principal, depth: 0, [homeProperty]))
        let status = try Self.multistatus(response, method: "PROPFIND", path: principal, base: client.base)
        guard let href = status.responses.first?.property(homeProperty.namespace, homeProperty.name)?.hrefs.first,
            let home = Multistatus.path(of: href, base: client.base)
        else { throw .noCollectionHome }
        return home
    }

    private func find(_ name: String, in home: String) throws(SyncError) -> String? {
        let response = try client.send(
            DAVRequests.propfind(home, depth: 1, [.resourceType, .displayName, .componentSet]))
        let status = try Self.multistatus(response, method: "PROPFIND", path: home, base: client.base)
        let candidates = status.responses.filter { response in
            guard response.href != home, let types = response.property(DAV.namespace, "resourcetype") else {
                return false
            }
            if type.isAddressBook { return types.child(DAV.cardDAV, "addressbook") != nil }
            guard types.child(DAV.calDAV, "calendar") != nil else { return false }
            // No component set: the calendar takes every component.
            guard let set = response.property(DAV.calDAV, "supported-calendar-component-set") else { return true }
            let names = set.children(DAV.calDAV, "comp").compactMap { $0.attributes["name"]?.uppercased() }
            return names.isEmpty || names.contains(type.component ?? "")
        }
        if let named = candidates.first(where: { $0.text(DAV.namespace, "displayname") == name }) { return named.href }
        return candidates.first { response in
            response.text(DAV.namespace, "displayname").map(\.isEmpty) ?? true
                && response.href.split(separator: "/").last.map(String.init) == name
        }?.href
    }

    private func create(_ name: String, in home: String) throws(SyncError) -> String {
        var slug = String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.filter { $0.isASCII && CharacterSet.alphanumerics.contains($0) }))
        if slug.isEmpty { slug = type.isAddressBook ? "addressbook" : "calendar" }
        let directory = home.hasSuffix("/") ? home : home + "/"
        for attempt in 0..<3 {
            let path = directory + slug + (attempt == 0 ? "" : "-" + UUID().uuidString.prefix(8).lowercased()) + "/"
            let request =
                type.isAddressBook
                ? DAVRequests.makeAddressBook(path, name: name)
                : DAVRequests.makeCalendar(path, name: name, component: type.component ?? "VTODO")
            let response = try client.send(request)
            switch response.status {
            case 200..<300: return path
            case 401, 403: throw Self.refusal(response)
            case 405, 409: continue  // something is there already: another path.
            default:
                throw .cannotCreateCollection(
                    name: name, reason: statusText(response.status))
            }
        }
        throw .cannotCreateCollection(name: name, reason: localized("every address tried is taken"))
    }

    /// A 207 answer read, or the error its status means.
    static func multistatus(_ response: DAVResponse, method: String, path: String, base: URL) throws(SyncError)
        -> Multistatus
    {
        switch response.status {
        case 207: return try Multistatus.parse(response.body, base: base)
        case 401, 403: throw refusal(response)
        default: throw .http(status: response.status, method: method, path: path)
        }
    }

    static func refusal(_ response: DAVResponse) -> SyncError {
        .authentication(reason: statusText(response.status))
    }
}
