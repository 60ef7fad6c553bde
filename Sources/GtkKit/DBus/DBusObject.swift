import CGtk
import Foundation
import Synchronization

/// An object an app offers other programs on the session bus: one D-Bus interface at one object path,
/// whose method calls a Swift handler answers — GNOME Shell's search provider, for one.
///
/// The handler runs on GtkKit's D-Bus dispatch thread, one call at a time, never on the main thread:
/// a window busy with a long list does not delay the caller, and a slow answer does not freeze the
/// window. GDBus checks each call's arguments against the interface before the handler sees them, and
/// each reply against its out-arguments.
///
/// Export the object before `Application.run()`: the application takes its bus name then, and a call
/// that arrives before the object is exported is answered with an error by GDBus.
@MainActor
public final class DBusObject {
    /// A method call, its arguments already checked against the interface.
    public struct MethodCall: Sendable {
        /// The unique bus name of the caller (`:1.42`).
        public var sender: String?
        /// The interface, as the caller named it.
        public var interface: String
        /// The method's name.
        public var method: String
        /// The in-arguments, in order.
        public var arguments: [DBusValue]
    }

    /// What a method call gets back.
    public enum Reply: Sendable {
        /// The out-arguments, in order (none for a method that returns nothing).
        case values([DBusValue])
        /// A D-Bus error, named like an interface (`org.freedesktop.DBus.Error.InvalidArgs`).
        case error(name: String, message: String)
    }

    /// Why an object could not be exported (GLib's reason, in English: for logs, not for people).
    public enum ExportError: Error, Equatable {
        /// There is no session bus to connect to (no `DBUS_SESSION_BUS_ADDRESS`, or it refused).
        case noSessionBus(String)
        /// The introspection XML does not parse or declares no interface.
        case invalidInterface(String)
        /// The path is not an object path, or another object is exported there with this interface.
        case cannotExport(String)
    }

    /// The object path.
    public let path: String
    /// The interface's name, from the introspection XML.
    public let interfaceName: String
    private let connection: OpaquePointer
    private let node: UnsafeMutablePointer<GDBusNodeInfo>
    private var registration: guint

    /// Exports an object at `path` on the session bus, implementing the first interface of
    /// `introspectionXML` (a `<node>` as `gdbus introspect` prints it); `handler` answers its calls.
    /// - Throws: `ExportError` when there is no session bus, the XML is not an interface, or `path`
    ///   cannot be used.
    /// - Complexity: O(size of the XML); one round trip to the bus is not needed (registration is local).
    public init(
        path: String, introspectionXML: String,
        handler: @escaping @Sendable (MethodCall) -> Reply
    ) throws(ExportError) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw .noSessionBus(Self.take(&error))
        }
        guard let node = g_dbus_node_info_new_for_xml(introspectionXML, &error) else {
            g_object_unref(connection.gpointer)
            throw .invalidInterface(Self.take(&error))
        }
        guard let interfaces = node.pointee.interfaces, let interface = interfaces[0] else {
            g_dbus_node_info_unref(node)
            g_object_unref(connection.gpointer)
            throw .invalidInterface("no <interface> in the XML")
        }
        let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
        // GDBus calls the vtable in the thread-default context of the thread that registers: the
        // dispatch thread's own.
        var id: guint = 0
        DBusDispatchThread.shared.perform {
            id = g_dbus_connection_register_object(
                connection, path, interface, &dbusObjectVTable, box, releaseHandlerBox, &error)
        }
        guard id != 0 else {
            g_dbus_node_info_unref(node)
            g_object_unref(connection.gpointer)
            throw .cannotExport(Self.take(&error))
        }
        self.path = path
        self.interfaceName = String(cString: interface.pointee.name)
        self.connection = connection
        self.node = node
        self.registration = id
    }

    /// Stops answering: later calls get GDBus's "no such object" error. Calls in progress finish.
    public func unexport() {
        guard registration != 0 else { return }
        g_dbus_connection_unregister_object(connection, registration)
        registration = 0
    }

    /// Whether the object is still exported.
    public var isExported: Bool { registration != 0 }

    isolated deinit {
        unexport()
        g_dbus_node_info_unref(node)
        g_object_unref(connection.gpointer)
    }

    private static func take(_ error: inout UnsafeMutablePointer<GError>?) -> String {
        defer { g_clear_error(&error) }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
}

/// The one method-call function every exported object shares; `user_data` is its `HandlerBox`. Called
/// on the dispatch thread: file-level, so that no actor isolation is inferred for it.
nonisolated(unsafe) private var dbusObjectVTable = GDBusInterfaceVTable(
    method_call: { _, sender, _, interface, method, parameters, invocation, data in
        guard let data, let invocation, let parameters else { return }
        let handler = Unmanaged<HandlerBox>.fromOpaque(data).takeUnretainedValue().handler
        let arguments: [DBusValue] = if case .tuple(let members) = DBusValue(parameters) { members } else { [] }
        let call = DBusObject.MethodCall(
            sender: sender.map { String(cString: $0) }, interface: interface.map { String(cString: $0) } ?? "",
            method: method.map { String(cString: $0) } ?? "", arguments: arguments)
        switch handler(call) {
        case .values(let values):
            g_dbus_method_invocation_return_value(invocation, DBusValue.tuple(values).makeGVariant())
        case .error(let name, let message):
            g_dbus_method_invocation_return_dbus_error(invocation, name, message)
        }
    },
    get_property: nil, set_property: nil,
    padding: (nil, nil, nil, nil, nil, nil, nil, nil))

/// Releases a registration's `HandlerBox` when GDBus drops it (after `unexport`, on any thread).
private let releaseHandlerBox: GDestroyNotify = { Unmanaged<HandlerBox>.fromOpaque($0!).release() }

/// The handler of one exported object, kept alive by its registration.
private final class HandlerBox: Sendable {
    let handler: @Sendable (DBusObject.MethodCall) -> DBusObject.Reply
    init(_ handler: @escaping @Sendable (DBusObject.MethodCall) -> DBusObject.Reply) { self.handler = handler }
}

/// The thread D-Bus method calls are answered on: a GLib main context of its own, its thread-default
/// context, iterated forever.
final class DBusDispatchThread: Sendable {
    static let shared = DBusDispatchThread()

    /// The context handlers are dispatched in (owned for the whole process).
    nonisolated(unsafe) let context: OpaquePointer

    private init() {
        let context = g_main_context_new()!
        self.context = context
        let address = Int(bitPattern: UnsafeMutableRawPointer(context))
        let thread = Thread {
            let context = OpaquePointer(bitPattern: address)
            g_main_context_push_thread_default(context)
            while true { g_main_context_iteration(context, 1) }
        }
        thread.name = "GtkKit D-Bus"
        thread.start()
    }

    /// Runs `body` on the dispatch thread and returns when it has run: what it registers with GDBus is
    /// dispatched there.
    func perform(_ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            let work = Work(body)
            g_main_context_invoke_full(
                context, G_PRIORITY_DEFAULT,
                { data in
                    let work = Unmanaged<Work>.fromOpaque(data!).takeUnretainedValue()
                    work.body?()
                    work.body = nil  // the closure must not outlive `perform`, which GLib's reference may
                    work.done.signal()
                    return 0
                }, Unmanaged.passRetained(work).toOpaque(), { Unmanaged<Work>.fromOpaque($0!).release() })
            work.done.wait()
        }
    }

    /// A closure handed to the dispatch thread while the caller waits for it (so it may capture the
    /// caller's state: nothing else touches it meanwhile).
    private final class Work: @unchecked Sendable {
        var body: (() -> Void)?
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
