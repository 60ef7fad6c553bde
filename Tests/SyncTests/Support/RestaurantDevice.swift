import FoodPinModel
import Foundation
import GtkKit
import Sync
import SyncTestSupport

/// GtkKit's bounded reader and JPEG encoder, as the apps hand them to sync (FoodPin's `CardPhotos`).
struct TestCardPhotos: CardPhotoCodec {
    func cardJPEG(fromFile path: String, maximumSide: Int, maximumBytes: Int) -> Data? {
        try? ImageFile.jpegData(path, maximumSide: maximumSide, maximumBytes: maximumBytes).get()
    }

    func decodes(_ path: String) -> Bool {
        if case .success = ImageFile.decode(path, size: .fitting(64)) { true } else { false }
    }
}

/// One FoodPin "device": a database of its own, a photo folder of its own, signed in to an address
/// book of the server with its password in memory.
final class RestaurantDevice {
    let directory: URL
    let path: String
    let store: RestaurantStore
    let ledger: SyncLedger
    let secrets = MemorySecretStore()
    let server: DAVServer
    let addressBook: String

    /// A fresh database (the samples only when `samples`); signs in unless `signIn` is false.
    init(_ server: DAVServer, addressBook: String, samples: Bool = false, signIn: Bool = true) throws {
        self.server = server
        self.addressBook = addressBook
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("foodpin.sqlite3").path
        store = try RestaurantStore(path: path, seedingSamples: samples)
        ledger = try SyncLedger(path: path)
        if signIn { try self.signIn() }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The device's own data folder: its photos never go where another test's (or the user's) are.
    var environment: [String: String] { ["XDG_DATA_HOME": directory.path + "/data", "HOME": directory.path] }

    var mapping: RestaurantMapping { RestaurantMapping(photos: TestCardPhotos(), environment: environment) }

    @discardableResult
    func signIn(addressBook name: String? = nil) throws -> AccountSetup.SignedIn {
        try AccountSetup.signIn(
            server: server.url, user: server.user, password: server.password, mapping: mapping,
            name: name ?? addressBook, ledger: ledger, secrets: secrets)
    }

    @discardableResult
    func sync(_ configuration: SyncConfiguration = SyncConfiguration()) throws -> SyncReport {
        try Synchronizer(ledger: ledger, mapping: mapping, secrets: secrets, configuration: configuration).sync()
    }

    /// The names, sorted (orders of restaurants made on two devices at once may tie).
    var names: [String] {
        get throws { try store.all().map(\.name).sorted() }
    }

    func restaurant(named name: String) throws -> Restaurant {
        guard let found = try store.all().first(where: { $0.name == name }) else {
            throw SyncTestError("no restaurant “\(name)”: \(try names)")
        }
        return found
    }

    /// The address book's full URL.
    var addressBookURL: String {
        get throws {
            guard let path = try ledger.collection("restaurant")?.url else {
                throw SyncTestError("no address book yet")
            }
            return server.url.dropLast() + path
        }
    }

    /// Python's vobject and requests on this device's address book.
    var peer: CardDAVPeer {
        get throws { CardDAVPeer(addressBook: try addressBookURL, user: server.user, password: server.password) }
    }
}

/// An address book name no other test uses.
func uniqueAddressBook(_ prefix: String = "Restaurants") -> String {
    "\(prefix) \(UUID().uuidString.prefix(8))"
}
