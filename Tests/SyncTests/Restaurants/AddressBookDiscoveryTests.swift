import FoodPinModel
import Foundation
import FoundationXML
import Sync
import SyncTestSupport
import Testing

/// Finding the address book the way contacts apps do (RFC 6764, RFC 6352 §7.1) on a server laid out
/// as Nextcloud is: its site's root is no DAV resource, `/.well-known/carddav` redirects to the DAV
/// root, the principal names the address-book home, and a missing address book is made there with
/// an extended `MKCOL`.
@Suite("Address book discovery")
struct AddressBookDiscoveryTests {
    static let namespaces = "xmlns:d=\"DAV:\" xmlns:card=\"urn:ietf:params:xml:ns:carddav\""

    /// A server with one address book, "Contacts", that accepts an `MKCOL` for any other.
    static func server() throws -> ScriptedServer {
        try ScriptedServer { request in
            func multistatus(_ responses: String) -> ScriptedServer.Reply {
                .respond(status: 207, body: "<d:multistatus \(namespaces)>\(responses)</d:multistatus>")
            }
            func response(_ href: String, _ properties: String) -> String {
                "<d:response><d:href>\(href)</d:href><d:propstat><d:prop>\(properties)</d:prop>"
                    + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
            }
            switch (request.method, request.path) {
            case (_, "/.well-known/carddav"):
                return .respond(status: 301, headers: ["Location": "/remote.php/dav/"])
            case ("PROPFIND", "/remote.php/dav/"):
                return multistatus(
                    response(
                        "/remote.php/dav/",
                        "<d:current-user-principal><d:href>/remote.php/dav/principals/users/ann/</d:href></d:current-user-principal>"
                    ))
            case ("PROPFIND", "/remote.php/dav/principals/users/ann/"):
                return multistatus(
                    response(
                        "/remote.php/dav/principals/users/ann/",
                        "<card:addressbook-home-set><d:href>/remote.php/dav/addressbooks/users/ann/</d:href></card:addressbook-home-set>"
                    ))
            case ("PROPFIND", "/remote.php/dav/addressbooks/users/ann/"):
                return multistatus(
                    response(
                        "/remote.php/dav/addressbooks/users/ann/", "<d:resourcetype><d:collection/></d:resourcetype>")
                        + response(
                            "/remote.php/dav/addressbooks/users/ann/contacts/",
                            "<d:resourcetype><d:collection/><card:addressbook/></d:resourcetype><d:displayname>Contacts</d:displayname>"
                        )
                        + response(
                            "/remote.php/dav/addressbooks/users/ann/notes/",
                            "<d:resourcetype><d:collection/></d:resourcetype><d:displayname>Restaurants</d:displayname>"
                        ))
            case ("MKCOL", let path) where path.hasPrefix("/remote.php/dav/addressbooks/users/ann/"):
                return .respond(status: 201)
            default:
                // The site's root (and anything else) is no DAV resource.
                return .respond(status: 404)
            }
        }
    }

    func signIn(_ server: ScriptedServer, name: String) throws -> (AccountSetup.SignedIn, SyncLedger, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let ledger = try SyncLedger(path: directory.appendingPathComponent("foodpin.sqlite3").path)
        let signedIn = try AccountSetup.signIn(
            server: server.url, user: "ann", password: "pw", mapping: RestaurantMapping(), name: name, ledger: ledger,
            secrets: MemorySecretStore())
        return (signedIn, ledger, directory)
    }

    /// The address book named is found through `/.well-known/carddav` (followed to the DAV root), the
    /// principal and the home; a plain collection of that name is not one.
    @Test func foundThroughTheWellKnownAddress() throws {
        let server = try Self.server()
        defer { server.stop() }
        let (signedIn, ledger, directory) = try signIn(server, name: "Contacts")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(signedIn.collection == "/remote.php/dav/addressbooks/users/ann/contacts/" && !signedIn.created)
        #expect(try ledger.collection("restaurant")?.url == signedIn.collection)
        let paths = server.requests.map(\.path)
        #expect(paths.prefix(2) == ["/", "/.well-known/carddav"], "\(paths)")
        #expect(!server.requests.contains { $0.method == "MKCOL" })
    }

    /// A missing address book is made in the home with an extended `MKCOL` (RFC 5689) saying it is an
    /// address book and giving its display name; a collection that is no address book is never taken.
    @Test func madeWithAnExtendedMKCOLWhenMissing() throws {
        let server = try Self.server()
        defer { server.stop() }
        let (signedIn, _, directory) = try signIn(server, name: "Restaurants")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(signedIn.collection == "/remote.php/dav/addressbooks/users/ann/restaurants/" && signedIn.created)
        let made = try #require(server.requests.first { $0.method == "MKCOL" })
        #expect(made.path == signedIn.collection)
        let body = try XMLDocument(xmlString: made.body)
        let root = try #require(body.rootElement())
        #expect(root.localName == "mkcol" && root.uri == "DAV:", "\(made.body)")
        let types = try body.nodes(forXPath: "//*[local-name()='resourcetype']/*").compactMap { $0 as? XMLElement }
        #expect(
            Set(types.map { "\($0.uri ?? "") \($0.localName ?? "")" })
                == ["DAV: collection", "urn:ietf:params:xml:ns:carddav addressbook"], "\(made.body)")
        let names = try body.nodes(forXPath: "//*[local-name()='displayname']").map { $0.stringValue ?? "" }
        #expect(names == ["Restaurants"])
    }
}
