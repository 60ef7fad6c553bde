import CGtk
import Foundation
import Synchronization
import UITestSupport
import XCTest

@testable import GtkKit

/// An object exported on the session bus (the test's own, from `scripts/with-display.sh`), called by
/// another program — `gdbus` — as the Shell calls a search provider.
final class DBusObjectTests: GtkTestCase {
    static let interface = """
        <node>
          <interface name="io.github.foodpin.Test">
            <method name="Echo">
              <arg type="as" name="words" direction="in"/>
              <arg type="u" name="count" direction="in"/>
              <arg type="as" name="words" direction="out"/>
              <arg type="aa{sv}" name="metas" direction="out"/>
            </method>
            <method name="Fail"/>
          </interface>
        </node>
        """

    /// What the handler saw, from its thread.
    final class Calls: Sendable {
        private let state = Mutex<[(DBusObject.MethodCall, Bool)]>([])
        func record(_ call: DBusObject.MethodCall) { state.withLock { $0.append((call, Thread.isMainThread)) } }
        var all: [(call: DBusObject.MethodCall, onMain: Bool)] { state.withLock { $0.map { ($0.0, $0.1) } } }
    }

    static func handler(_ calls: Calls) -> @Sendable (DBusObject.MethodCall) -> DBusObject.Reply {
        { call in
            calls.record(call)
            switch call.method {
            case "Echo":
                let words = call.arguments[0].strings ?? []
                let count = Int(call.arguments[1].uint32 ?? 0)
                return .values([
                    .strings(Array(words.prefix(count))),
                    .array(elementType: "a{sv}", words.map { .vardict(["word": .string($0)]) }),
                ])
            default:
                return .error(name: "io.github.foodpin.Test.Error.Refused", message: "refused on purpose")
            }
        }
    }

    /// `gdbus call` on this process's connection, run to its end while the main thread waits for it
    /// (so only the dispatch thread can answer).
    func gdbus(_ path: String, _ method: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let unique = try onMain { () throws -> String in
            var error: UnsafeMutablePointer<GError>?
            let connection = try XCTUnwrap(g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error))
            defer { g_object_unref(connection.gpointer) }
            return String(cString: g_dbus_connection_get_unique_name(connection))
        }
        let result = try Subprocess.run(
            "gdbus",
            ["call", "--session", "--timeout", "20", "--dest", unique, "--object-path", path, "--method", method]
                + arguments,
            timeout: 30, environment: ProcessInfo.processInfo.environment)
        return (result.status, result.text + result.stderr)
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            XCTFail("D-Bus tests need a session bus: run them through scripts/with-display.sh")
            throw XCTSkip("no session bus")
        }
    }

    func testCallsAreAnsweredOffTheMainThreadWhileItIsBusy() throws {
        let calls = Calls()
        let object = try onMain {
            try DBusObject(
                path: "/io/github/foodpin/Test", introspectionXML: Self.interface, handler: Self.handler(calls))
        }
        defer { onMain { object.unexport() } }
        XCTAssertEqual(onMain { object.interfaceName }, "io.github.foodpin.Test")
        let reply = try gdbus("/io/github/foodpin/Test", "io.github.foodpin.Test.Echo", ["['tea', 'kha', 'x']", "2"])
        XCTAssertEqual(reply.status, 0, reply.output)
        XCTAssertEqual(
            reply.output, "(['tea', 'kha'], [{'word': <'tea'>}, {'word': <'kha'>}, {'word': <'x'>}])\n")
        let seen = try XCTUnwrap(calls.all.first)
        XCTAssertFalse(seen.onMain, "the handler ran on the main thread")
        XCTAssertEqual(seen.call.method, "Echo")
        XCTAssertEqual(seen.call.interface, "io.github.foodpin.Test")
        XCTAssertEqual(seen.call.arguments, [.strings(["tea", "kha", "x"]), .uint32(2)])
        XCTAssertNotNil(seen.call.sender)
    }

    func testErrorsArgumentsAndUnexporting() throws {
        let calls = Calls()
        let object = try onMain {
            try DBusObject(
                path: "/io/github/foodpin/Test2", introspectionXML: Self.interface, handler: Self.handler(calls))
        }
        let failed = try gdbus("/io/github/foodpin/Test2", "io.github.foodpin.Test.Fail", [])
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertTrue(failed.output.contains("io.github.foodpin.Test.Error.Refused"), failed.output)
        XCTAssertTrue(failed.output.contains("refused on purpose"), failed.output)
        // GDBus checks arguments against the interface: the handler never sees a wrong call.
        let wrong = try gdbus("/io/github/foodpin/Test2", "io.github.foodpin.Test.Echo", ["'not a list'", "2"])
        XCTAssertNotEqual(wrong.status, 0)
        XCTAssertEqual(calls.all.map(\.call.method), ["Fail"])

        onMain { object.unexport() }
        XCTAssertFalse(onMain { object.isExported })
        let gone = try gdbus("/io/github/foodpin/Test2", "io.github.foodpin.Test.Echo", ["['a']", "1"])
        XCTAssertNotEqual(gone.status, 0)
        XCTAssertEqual(calls.all.count, 1, "no call reached the handler after unexport")
    }

    func testExportRefusals() throws {
        try onMain {
            XCTAssertThrowsError(
                try DBusObject(path: "/x", introspectionXML: "<node><oops", handler: { _ in .values([]) })
            ) {
                guard case .invalidInterface = $0 as? DBusObject.ExportError else { return XCTFail("\($0)") }
            }
            XCTAssertThrowsError(try DBusObject(path: "/x", introspectionXML: "<node/>", handler: { _ in .values([]) }))
            {
                guard case .invalidInterface = $0 as? DBusObject.ExportError else { return XCTFail("\($0)") }
            }
            let first = try DBusObject(path: "/io/github/foodpin/Twice", introspectionXML: Self.interface) { _ in
                .values([])
            }
            defer { first.unexport() }
            XCTAssertThrowsError(
                try DBusObject(path: "/io/github/foodpin/Twice", introspectionXML: Self.interface) { _ in .values([]) }
            ) {
                guard case .cannotExport = $0 as? DBusObject.ExportError else { return XCTFail("\($0)") }
            }
        }
    }
}
