import Foundation
import SyncTestSupport
import Testing
import UITestSupport

/// One keyring (gnome-keyring on a private D-Bus session) per suite, like the servers.
struct SharedKeyring: SuiteTrait, TestScoping {
    @TaskLocal static var current: KeyringSession?

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let keyring = try KeyringSession()
        try await Self.$current.withValue(keyring) { try await function() }
    }

    static var keyring: KeyringSession {
        get throws {
            guard let current else { throw SyncTestError("no keyring: the suite lacks the .keyring trait") }
            return current
        }
    }
}

extension Trait where Self == SharedKeyring {
    /// Runs the suite with a Secret Service of its own.
    static var keyring: SharedKeyring { SharedKeyring() }
}

/// Runs the built `todo` (or `foodpin`) with standard input, in the suite's keyring session and in English.
enum TodoRun {
    typealias Result = CommandRunner.Result

    static func run(
        _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:],
        program: String = "todo"
    ) throws -> Result {
        let process = Process()
        process.executableURL = try BuildProducts.executable(program)
        process.arguments = arguments
        var environment = try SharedKeyring.keyring.environment
        environment["FOODPIN_DB"] = nil
        environment["LANGUAGE"] = nil
        environment["LC_ALL"] = "C.UTF-8"
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("todo-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: output.path + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: output.path + ".out")
            try? FileManager.default.removeItem(atPath: output.path + ".err")
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: output.path + ".err"))
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        // Bounded: a sync that hangs fails its test instead of the suite.
        let deadline = Date().addingTimeInterval(scaled(180))
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let read = { (suffix: String) in
            String(decoding: FileManager.default.contents(atPath: output.path + suffix) ?? Data(), as: UTF8.self)
        }
        let status =
            process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return Result(status: status, stdout: read(".out"), stderr: read(".err"))
    }
}

/// Fails the test where `password` is in a file under `folders` or under the keyring session's home
/// (the apps' config, data, cache and any log land there: it is their `HOME` and `XDG_DATA_HOME`),
/// searched all the way down: the database, its journal and WAL, photos, anything a command left.
/// The keyring's own files are skipped: gnome-keyring keeps them encrypted, and they are where the
/// password belongs.
func expectPasswordNowhere(_ password: String, in folders: [String]) throws {
    let needle = Data(password.utf8)
    for folder in folders + [try SharedKeyring.keyring.home.path] {
        guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
        for case let file as String in files where !file.split(separator: "/").contains("keyrings") {
            guard let bytes = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            #expect(bytes.range(of: needle) == nil, "the password is in \(folder)/\(file)")
        }
    }
}
