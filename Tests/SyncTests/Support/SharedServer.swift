import Foundation
import SyncTestSupport
import Testing

/// One real server per suite, started before its first test and stopped after its last (a suite
/// trait's scope); each test works in a calendar of its own on it.
struct SharedServer: SuiteTrait, TestScoping {
    let kind: DAVServer.Kind

    @TaskLocal static var current: DAVServer?

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try DAVServer(kind)
        defer {
            server.stop()
            server.removeData()
        }
        try await Self.$current.withValue(server) { try await function() }
    }

    /// The suite's server.
    static var server: DAVServer {
        get throws {
            guard let current else { throw SyncTestError("no server: the suite lacks the .server(…) trait") }
            return current
        }
    }
}

extension Trait where Self == SharedServer {
    /// Runs the suite against one server of `kind`.
    static func server(_ kind: DAVServer.Kind) -> SharedServer { SharedServer(kind: kind) }
}
