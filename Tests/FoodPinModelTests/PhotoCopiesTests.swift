import Foundation
import Testing

@testable import FoodPinModel

/// Issue 33, row 4: only copies FoodPin made and marked are ever taken away, never one another
/// database still refers to, and never deleted — moved to the Trash, where a copy of the database
/// FoodPin has not seen finds its photo.
@Suite("Photo copies: which are FoodPin's, and when one may go")
struct PhotoCopiesTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] { ["XDG_DATA_HOME": directory.path + "/data", "HOME": directory.path] }
    var photos: String { directory.path + "/data/foodpin/photos" }
    var trash: String { directory.path + "/data/Trash" }

    /// A small PNG at `path` (the header is all the model reads).
    func makePhoto(_ path: String) throws {
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + [0, 0, 0, 4, 0, 0, 0, 3, 8, 6, 0, 0, 0]
        #expect(FileManager.default.createFile(atPath: path, contents: Data(png)))
    }

    /// A store on `name` that uses the photo folder (registered as the window's stores are).
    func store(_ name: String) throws -> RestaurantStore {
        let store = try RestaurantStore(path: directory.file(name), seedingSamples: false)
        PhotoDatabases.register(store.connection.realPath, environment: environment)
        return store
    }

    @Test func aFileTheUserPutInThePhotoFolderIsNeverTakenAway() throws {
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        let own = photos + "/my-dinner.png"
        try makePhoto(own)
        let before = fileBytes(own)
        let store = try store("a.sqlite3")
        let restaurant = try store.add(name: "Mine", type: "T", location: "L", image: own)
        try store.delete(ids: [restaurant.id])
        #expect(!PhotoCopies.isCopy(own, environment: environment))
        #expect(store.discardPhotoCopies([own], environment: environment).isEmpty)
        #expect(fileBytes(own) == before)
    }

    @Test func aCopyNoDatabaseRefersToGoesToTheTrashWithWhereItWas() throws {
        let source = directory.file("picked.png")
        try makePhoto(source)
        let store = try store("a.sqlite3")
        let copy = try PhotoCopies.make(from: source, for: UUID(), environment: environment)
        #expect(PhotoCopies.isCopy(copy, environment: environment))
        let restaurant = try store.add(name: "Copied", type: "T", location: "L", image: copy)
        // Still referred to: it stays.
        #expect(store.discardPhotoCopies([copy], environment: environment).isEmpty)
        try store.delete(ids: [restaurant.id])
        #expect(store.discardPhotoCopies([copy], environment: environment) == [copy])
        let name = (copy as NSString).lastPathComponent
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(fileBytes(trash + "/files/" + name) == fileBytes(source))
        let info = try String(contentsOfFile: trash + "/info/" + name + ".trashinfo", encoding: .utf8)
        #expect(info.hasPrefix("[Trash Info]\nPath=\(copy)\nDeletionDate="))
        #expect(!PhotoCopies.isCopy(copy, environment: environment), "the mark outlived the copy")
        #expect(FileManager.default.fileExists(atPath: source), "the user's own file was touched")
    }

    /// A copy of the database (`cp`, then `foodpin --db copy`) refers to the same photo: deleting the
    /// restaurant in one keeps the photo for the other, until neither refers to it.
    @Test func aCopyAnotherDatabaseStillRefersToStays() throws {
        let source = directory.file("picked.png")
        try makePhoto(source)
        let original = try store("a.sqlite3")
        let copy = try PhotoCopies.make(from: source, for: UUID(), environment: environment)
        let restaurant = try original.add(name: "Shared", type: "T", location: "L", image: copy)
        try original.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try FileManager.default.copyItem(atPath: directory.file("a.sqlite3"), toPath: directory.file("b.sqlite3"))
        let second = try store("b.sqlite3")
        try original.delete(ids: [restaurant.id])
        #expect(original.discardPhotoCopies([copy], environment: environment).isEmpty)
        #expect(FileManager.default.fileExists(atPath: copy))
        try second.delete(ids: [restaurant.id])
        #expect(second.discardPhotoCopies([copy], environment: environment) == [copy])
    }

    /// A registered database that cannot be asked (damaged, or locked away) keeps every photo.
    @Test func aDatabaseThatCannotBeAskedKeepsThePhoto() throws {
        let source = directory.file("picked.png")
        try makePhoto(source)
        let copy = try PhotoCopies.make(from: source, for: UUID(), environment: environment)
        let store = try store("a.sqlite3")
        let other = directory.file("b.sqlite3")
        try RestaurantStore(path: other).addSynthetic(count: 10)
        PhotoDatabases.register(other, environment: environment)
        // Another program's -wal beside it: it is refused, so it cannot say it does not use the photo.
        let foreign = directory.file("foreign.db")
        _ = FileManager.default.createFile(atPath: foreign, contents: nil)
        let writer = try SQLiteConnection(path: foreign)
        try writer.execute(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE x (a); INSERT INTO x VALUES (1)")
        try FileManager.default.copyItem(atPath: foreign + "-wal", toPath: other + "-wal")
        #expect(store.discardPhotoCopies([copy], environment: environment).isEmpty)
        #expect(FileManager.default.fileExists(atPath: copy))
        withExtendedLifetime(writer) {}
    }
}
