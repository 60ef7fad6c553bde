import Foundation
import SyncTestSupport
import Testing
import UITestSupport

/// The real `foodpin` binary: `account set|show|remove` and `sync`, against Radicale, with the password
/// in a real Secret Service — the same account as `todo`'s, each app with its own collection.
@Suite("foodpin account and foodpin sync", .server(.radicale(strict: false)), .keyring)
struct FoodPinSyncCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func foodpin(_ arguments: [String], db: String? = nil, stdin: String? = nil, environment: [String: String] = [:])
        throws -> TodoRun.Result
    {
        try TodoRun.run(
            ["--db", db ?? self.db] + arguments, stdin: stdin, environment: environment, program: "foodpin")
    }

    func todo(_ arguments: [String]) throws -> TodoRun.Result {
        try TodoRun.run(["--db", db] + arguments)
    }

    @Test func signingInFromEitherAppSetsTheAccountForBoth() throws {
        let server = try SharedServer.server, keyring = try SharedKeyring.keyring
        let book = uniqueAddressBook()
        let result = try foodpin(
            ["account", "set", server.url, "--user", server.user, "--password-stdin", "--addressbook", book],
            stdin: server.password + "\n")
        #expect(
            result
                == .init(
                    status: 0,
                    stdout:
                        "Signed in as ann on \(server.url); made the address book “\(book)” for your restaurants.\n",
                    stderr: ""))
        #expect(keyring.lookup(server: server.url, user: server.user) == server.password)
        try expectPasswordNowhere(server.password, in: [scratch.path])
        #expect(
            try foodpin(["account", "show"]).stdout
                == "Server: \(server.url)\nUser: ann\nAddress book: \(book)\nLast sync: never\n")
        let json = try foodpin(["account", "show", "--json"]).stdout
        #expect(
            json.hasPrefix(
                "{\"server\":\"\(server.url)\",\"user\":\"ann\",\"addressBook\":\"\(book)\",\"addressBookPath\":\"/ann/"
            ))
        // To-Do has the account too, with its own calendar (made at its first sync).
        #expect(
            try todo(["account", "show"]).stdout
                == "Server: \(server.url)\nUser: ann\nCalendar: To-Do\nLast sync: never\n")
        _ = try todo(["add", "Book a table"])
        #expect(try todo(["sync"]).status == 0)

        // And the other way round: signed in from To-Do, FoodPin syncs into "Restaurants".
        let other = ScratchDirectory()
        let otherDB = other.path + "/foodpin.sqlite3"
        #expect(
            try TodoRun.run(
                ["--db", otherDB, "account", "set", server.url, "--user", server.user, "--password-stdin"],
                stdin: server.password
            ).status == 0)
        _ = try foodpin(["add", "--name", "Teakha", "--type", "Tea House", "--location", "Hong Kong"], db: otherDB)
        let synced = try foodpin(["sync"], db: otherDB)
        #expect(synced.status == 0, "\(synced)")
        #expect(synced.stdout.contains("Sent: 22 added, 0 changed, 0 deleted."), "\(synced)")
        #expect(try foodpin(["account", "show"], db: otherDB).stdout.contains("Address book: Restaurants\n"))
    }

    @Test func syncJSONAndSigningOutKeepsTheRestaurants() throws {
        let server = try SharedServer.server, keyring = try SharedKeyring.keyring
        // Another user: signing out removes the password the other tests' account shares.
        let signedIn = try foodpin(
            ["account", "set", server.url, "--user", server.otherUser, "--password-stdin", "--addressbook", "Food"],
            stdin: server.password)
        #expect(signedIn.status == 0, "\(signedIn)")
        _ = try foodpin(["add", "--name", "Homei", "--type", "Cafe", "--location", "Hong Kong"])
        _ = try foodpin(["add", "--name", "CASK", "--type", "Thai", "--location", "London"])
        let first = try foodpin(["sync", "--json"])
        #expect(
            first.stdout.hasPrefix(
                "{\"sent\":{\"added\":23,\"changed\":0,\"deleted\":0},\"received\":{\"added\":0,\"changed\":0,\"deleted\":0},\"skipped\":[],\"conflicts\":[],\"createdAddressBook\":false,\"merged\":true,\"requests\":"
            ), "\(first)")
        #expect(
            try foodpin(["sync"]).stdout
                == "Sent: 0 added, 0 changed, 0 deleted.\nReceived: 0 added, 0 changed, 0 deleted.\n")
        // Two syncs later (requests sent with it), still nowhere but in the keyring.
        try expectPasswordNowhere(server.password, in: [scratch.path])
        #expect(
            try foodpin(["account", "remove"]).stdout
                == "Signed out: the account and its password are forgotten; your restaurants stay.\n")
        #expect(keyring.lookup(server: server.url, user: server.otherUser) == nil)
        #expect(try foodpin(["list"]).stdout.contains("Homei") && (try foodpin(["list"]).stdout.contains("CASK")))
        #expect(
            try foodpin(["sync"])
                == .init(status: 1, stdout: "", stderr: "foodpin: there is no sync account; set one up first\n"))
        #expect(try foodpin(["account", "set", server.url, "--user", "ann"]).status == 2)
    }

    /// SIGKILL at every checkpoint of a sync, then a sync again: two databases and the server end
    /// equal, nothing lost, nothing twice.
    @Test func killedAtEveryStepLosesNothing() throws {
        let server = try SharedServer.server
        let book = uniqueAddressBook()
        let other = ScratchDirectory()
        let otherDB = other.path + "/foodpin.sqlite3"
        for path in [db, otherDB] {
            let signedIn = try foodpin(
                ["account", "set", server.url, "--user", server.user, "--password-stdin", "--addressbook", book],
                db: path, stdin: server.password)
            #expect(signedIn.status == 0, "\(signedIn)")
        }
        for name in ["Keep", "Rename me", "Favourite me", "Delete me"] {
            _ = try foodpin(["add", "--name", name, "--type", "Cafe", "--location", "Sydney"])
        }
        // Two rounds: a first sync stores the address book's CTag and the second its sync token, so
        // the kills below hit syncs from a token (where the server reports deletions).
        for _ in 1...2 {
            #expect(try foodpin(["sync"]).status == 0)
            #expect(try foodpin(["sync"], db: otherDB).status == 0)
        }

        var step = 1
        var killed = 0
        while step < 60 {
            _ = try foodpin(["add", "--name", "Here \(step)", "--type", "Cafe", "--location", "Sydney"])
            _ = try foodpin(["add", "--name", "There \(step)", "--type", "Thai", "--location", "London"], db: otherDB)
            if step == 1 {
                _ = try foodpin(["edit", "Rename me", "--name", "Renamed"])
                _ = try foodpin(["favorite", "Favourite me"])
                _ = try foodpin(["delete", "Delete me"])
            }
            #expect(try foodpin(["sync"], db: otherDB).status == 0)
            let result = try foodpin(["sync"], environment: ["FOODPIN_SYNC_KILL_AT": String(step)])
            if result.status == 0 { break }
            #expect(result.status == -SIGKILL, "\(result)")
            killed += 1
            step += 1
        }
        #expect(killed >= 5, "too few checkpoints were reached: \(killed)")
        #expect(try foodpin(["sync"]).status == 0)
        #expect(try foodpin(["sync"], db: otherDB).status == 0)
        let here = try foodpin(["list", "--json"]).stdout, there = try foodpin(["list", "--json"], db: otherDB).stdout
        let names = try Self.names(here)
        #expect(names == (try Self.names(there)))
        #expect(Set(names).count == names.count, "a restaurant is there twice: \(names)")
        // The 21 samples each database seeded are the same cards (their ids are their UIDs).
        #expect(names.count == 21 + 3 + 2 * step, "\(names)")
        #expect(names.contains("Renamed") && !names.contains("Delete me") && !names.contains("Rename me"))
        let favourite = try Self.favorite("Favourite me", there)
        #expect(favourite)
    }

    /// Both databases rename one restaurant and give it a photo, then change its phone: `foodpin sync`
    /// keeps the later values and says, restaurant by restaurant, what the other side had — the
    /// name and phone to type back, the photo saved as a file that holds the other side's card photo.
    @Test func conflictsNameTheRestaurantAndKeepWhatLost() throws {
        let server = try SharedServer.server
        let book = uniqueAddressBook()
        let other = ScratchDirectory()
        let otherDB = other.path + "/foodpin.sqlite3"
        let here = ["XDG_DATA_HOME": scratch.path + "/data"], there = ["XDG_DATA_HOME": other.path + "/data"]
        @discardableResult
        func run(_ arguments: [String], there isOther: Bool = false) throws -> TodoRun.Result {
            let result = try foodpin(
                arguments, db: isOther ? otherDB : db,
                stdin: arguments.contains("--password-stdin") ? server.password : nil,
                environment: isOther ? there : here)
            #expect(result.status == 0, "\(arguments): \(result)")
            return result
        }
        for isOther in [false, true] {
            try run(
                ["account", "set", server.url, "--user", server.user, "--password-stdin", "--addressbook", book],
                there: isOther)
        }
        try run(["add", "--name", "Little Bao", "--type", "Bao", "--location", "Hong Kong"])
        try run(["sync"])
        try run(["sync"], there: true)

        // The other database changes first: its name and photo are the earlier ones, and lose.
        let theirs = other.path + "/theirs.png", mine = scratch.path + "/mine.png"
        try TestPhotos.write(width: 600, height: 400, to: theirs)
        try TestPhotos.write(width: 400, height: 600, to: mine)
        try run(["edit", "Little Bao", "--name", "Little Bao Central", "--image", theirs], there: true)
        try run(["sync"], there: true)
        let theirCard = try #require(
            try CardDAVPeer(addressBook: try addressBookURL(server), user: server.user, password: server.password)
                .cards().first { $0.name == "Little Bao Central" }?.photo)
        try run(["edit", "Little Bao", "--name", "Little Bao Soho", "--image", mine])
        let text = try run(["sync"]).stdout
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sent: 0 added, 1 changed, 0 deleted.", "\(text)")
        #expect(
            lines.contains(
                "Both sides renamed “Little Bao Soho”: kept the later name; the other was “Little Bao Central” (give it back with foodpin edit --name)."
            ), "\(text)")
        let photoLine = try #require(
            lines.first { $0.hasPrefix("Both sides changed the photo of “Little Bao Soho”") }, "\(text)")
        let saved = try #require(photoLine.split(separator: " ").first { $0.hasPrefix("/") }.map(String.init))
        #expect(saved.hasPrefix(scratch.path + "/data/foodpin/photos/"), "\(photoLine)")
        #expect(FileManager.default.contents(atPath: saved) == theirCard, "the saved file is not their card's photo")
        #expect(try run(["show", "Little Bao Soho"]).stdout.contains(mine))

        // A second round, read as JSON: the phone.
        try run(["sync"], there: true)
        try run(["edit", "Little Bao Soho", "--phone", "+852 2858 0000"], there: true)
        try run(["sync"], there: true)
        try run(["edit", "Little Bao Soho", "--phone", "+852 2858 9185"])
        let json = try run(["sync", "--json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let conflicts = try #require(object["conflicts"] as? [[String: String]], "\(json)")
        #expect(conflicts.count == 1 && conflicts.first?["field"] == "phone", "\(json)")
        #expect(conflicts.first?["restaurant"] == "Little Bao Soho" && conflicts.first?["lost"] == "+852 2858 0000")
        try run(["sync"], there: true)
        #expect(try run(["show", "Little Bao Soho", "--json"], there: true).stdout.contains("+852 2858 9185"))
    }

    private func addressBookURL(_ server: DAVServer) throws -> String {
        let shown = try foodpin(["account", "show", "--json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any]
        guard let path = object?["addressBookPath"] as? String else { throw SyncTestError("no address book: \(shown)") }
        return String(server.url.dropLast()) + path
    }

    private static func rows(_ json: String) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    }

    private static func names(_ json: String) throws -> [String] {
        try rows(json).compactMap { $0["name"] as? String }.sorted()
    }

    private static func favorite(_ name: String, _ json: String) throws -> Bool {
        try rows(json).first { $0["name"] as? String == name }?["isFavorite"] as? Bool ?? false
    }
}
