import Foundation
import SyncTestSupport
import Testing
import UITestSupport

/// The real `todo` binary: `account set|show|remove` and `sync`, against Radicale, with the password
/// in a real Secret Service (gnome-keyring on a private D-Bus session) — and nowhere else.
@Suite("todo account and todo sync", .server(.radicale(strict: false)), .keyring)
struct TodoSyncCommandTests {
    let scratch = ScratchDirectory()
    var db: String { scratch.path + "/foodpin.sqlite3" }

    func todo(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> TodoRun.Result
    {
        try TodoRun.run(["--db", db] + arguments, stdin: stdin, environment: environment)
    }

    func signIn(_ server: DAVServer, calendar: String) throws -> TodoRun.Result {
        try todo(
            ["account", "set", server.url, "--user", server.user, "--password-stdin", "--calendar", calendar],
            stdin: server.password + "\n")
    }

    @Test func signingInKeepsThePasswordInTheSecretServiceOnly() throws {
        let server = try SharedServer.server, keyring = try SharedKeyring.keyring
        let calendar = uniqueCalendar()
        let result = try signIn(server, calendar: calendar)
        #expect(
            result
                == .init(
                    status: 0,
                    stdout: "Signed in as ann on \(server.url); made the calendar “\(calendar)” for your to-dos.\n",
                    stderr: ""))
        #expect(keyring.lookup(server: server.url, user: server.user) == server.password)
        // Not in the database, its journal, or anything else the command left in the folder.
        try expectPasswordNowhere(server.password, in: [scratch.path])
        let shown = try todo(["account", "show", "--json"])
        #expect(shown.status == 0)
        #expect(
            shown.stdout.hasPrefix(
                "{\"server\":\"\(server.url)\",\"user\":\"ann\",\"calendar\":\"\(calendar)\",\"calendarPath\":\"/ann/"))
        #expect(
            try todo(["account", "show"]).stdout.hasPrefix(
                "Server: \(server.url)\nUser: ann\nCalendar: \(calendar)\nLast sync: never\n"))
    }

    /// A password piped from a file written on Windows ends with CR LF, which Swift reads as one
    /// Character: `hasSuffix("\n")` missed it, the server got "password\r\n" and refused it.
    @Test func aPasswordEndingInCRLFSignsIn() throws {
        let server = try SharedServer.server, keyring = try SharedKeyring.keyring
        let result = try todo(
            ["account", "set", server.url, "--user", server.user, "--password-stdin", "--calendar", uniqueCalendar()],
            stdin: server.password + "\r\n")
        #expect(result.status == 0, "\(result)")
        #expect(keyring.lookup(server: server.url, user: server.user) == server.password)
    }

    @Test func aRefusedPasswordStoresNothing() throws {
        let server = try SharedServer.server, keyring = try SharedKeyring.keyring
        let result = try todo(
            ["account", "set", server.url, "--user", "ann", "--password-stdin"], stdin: "wrong password")
        #expect(
            result
                == .init(
                    status: 1, stdout: "",
                    stderr: "todo: the server refused the user name or password (401 Unauthorized)\n"))
        #expect(try todo(["account", "show", "--json"]).stdout == "null\n")
        #expect(keyring.lookup(server: server.url, user: "ann") != "wrong password")
    }

    @Test func withoutASecretServiceNothingIsStored() throws {
        let server = try SharedServer.server
        let result = try todo(
            ["account", "set", server.url, "--user", server.user, "--password-stdin", "--calendar", uniqueCalendar()],
            stdin: server.password, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("todo: the password cannot be kept safely: the Secret Service"))
        #expect(result.stderr.hasSuffix("nothing was stored\n"))
        #expect(try todo(["account", "show", "--json"]).stdout == "null\n")
    }

    @Test func thePasswordIsNeverAnArgument() throws {
        let server = try SharedServer.server
        #expect(try todo(["account", "set", server.url, "--user", "ann"]).status == 2)
        #expect(try todo(["account", "set", server.url, "--user", "ann", "--password", "x"]).status == 2)
        #expect(
            try todo(["account", "set", "ftp://example.org", "--user", "ann", "--password-stdin"], stdin: "x").status
                == 1)
        let plain = try todo(
            ["account", "set", "http://example.org/dav", "--user", "ann", "--password-stdin"], stdin: "x")
        #expect(plain.status == 1 && plain.stderr.contains("is not https"))
        #expect(try todo(["account"]).status == 2)
    }

    @Test func syncJSONAndSigningOutKeepsTheList() throws {
        let server = try SharedServer.server, keyring = try SharedKeyring.keyring
        // Another user: signing out removes the password the other tests' account shares.
        let signedIn = try todo(
            ["account", "set", server.url, "--user", server.otherUser, "--password-stdin"], stdin: server.password)
        #expect(signedIn.status == 0)
        _ = try todo(["add", "Buy milk"])
        _ = try todo(["add", "Walk the dog"])
        let first = try todo(["sync", "--json"])
        #expect(first.status == 0)
        #expect(
            first.stdout.hasPrefix(
                "{\"sent\":{\"added\":2,\"changed\":0,\"deleted\":0},\"received\":{\"added\":0,\"changed\":0,\"deleted\":0},\"skipped\":[],\"conflicts\":[],\"createdCalendar\":false,\"merged\":true,\"requests\":"
            ), "\(first)")
        #expect(
            try todo(["sync"]).stdout
                == "Sent: 0 added, 0 changed, 0 deleted.\nReceived: 0 added, 0 changed, 0 deleted.\n")
        // Two syncs later (requests sent with it), still nowhere but in the keyring.
        try expectPasswordNowhere(server.password, in: [scratch.path])
        #expect(
            try todo(["account", "remove"]).stdout
                == "Signed out: the account and its password are forgotten; your to-dos stay.\n")
        #expect(keyring.lookup(server: server.url, user: server.otherUser) == nil)
        #expect(try todo(["list"]).stdout == "1. Buy milk\n2. Walk the dog\n")
        #expect(
            try todo(["sync"])
                == .init(status: 1, stdout: "", stderr: "todo: there is no sync account; set one up first\n"))
    }

    /// SIGKILL at every checkpoint of a sync (after each request answered and each transaction), then
    /// a sync again: two databases and the server end equal, nothing lost, nothing twice.
    @Test func killedAtEveryStepLosesNothing() throws {
        let server = try SharedServer.server
        let calendar = uniqueCalendar()
        let other = ScratchDirectory()
        let otherDB = other.path + "/foodpin.sqlite3"
        #expect(try signIn(server, calendar: calendar).status == 0)
        #expect(
            try TodoRun.run(
                [
                    "--db", otherDB, "account", "set", server.url, "--user", server.user, "--password-stdin",
                    "--calendar", calendar,
                ],
                stdin: server.password
            ).status == 0)
        for text in ["Keep", "Rename me", "Tick me", "Delete me"] { _ = try todo(["add", text]) }
        // Two rounds: a first sync stores the calendar's CTag and the second its sync token, so the
        // kills below hit syncs from a token (where the server reports deletions).
        for _ in 1...2 {
            #expect(try todo(["sync"]).status == 0)
            #expect(try TodoRun.run(["--db", otherDB, "sync"]).status == 0)
        }

        var step = 1
        var killed = 0
        while step < 60 {
            // Changes on both sides before each attempt.
            _ = try todo(["add", "Here \(step)"])
            _ = try TodoRun.run(["--db", otherDB, "add", "There \(step)"])
            if step == 1 {
                // Numbers as `todo list` shows them, open items first: remove before a tick reorders.
                _ = try todo(["edit", "2", "Renamed"])
                _ = try todo(["remove", "4"])
                _ = try todo(["done", "3"])
            }
            #expect(try TodoRun.run(["--db", otherDB, "sync"]).status == 0)
            let result = try todo(["sync"], environment: ["FOODPIN_SYNC_KILL_AT": String(step)])
            if result.status == 0 { break }
            #expect(result.status == -SIGKILL, "\(result)")
            killed += 1
            step += 1
        }
        #expect(killed >= 5, "too few checkpoints were reached: \(killed)")
        #expect(try todo(["sync"]).status == 0)
        #expect(try TodoRun.run(["--db", otherDB, "sync"]).status == 0)
        let here = try todo(["list"]).stdout, there = try TodoRun.run(["--db", otherDB, "list"]).stdout
        let lines = here.split(separator: "\n").map { $0.drop { $0 != " " }.dropFirst() }.sorted()
        #expect(lines == there.split(separator: "\n").map { $0.drop { $0 != " " }.dropFirst() }.sorted())
        #expect(Set(lines).count == lines.count, "a to-do is there twice:\n\(here)")
        #expect(lines.count == 3 + 2 * step, "\(here)")
        #expect(lines.contains("✓ Tick me") && lines.contains("Renamed") && !lines.contains("Delete me"))
    }
}
