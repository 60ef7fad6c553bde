import CGtk
import Synchronization

/// The Swift side of one signal connection: the closure, retained by GTK until it drops the connection.
///
/// GTK calls the `GClosureNotify` given to `g_signal_connect_data` when the handler is disconnected or
/// the instance is finalized; that releases the box. `liveCount` counts boxes alive, so tests can prove
/// that none outlives its widget.
final class SignalBox<Handler>: Sendable {
    nonisolated(unsafe) let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
        SignalBoxes.live.add(1, ordering: .relaxed)
    }

    deinit { SignalBoxes.live.subtract(1, ordering: .relaxed) }
}

/// Counts live signal boxes of every handler type.
package enum SignalBoxes {
    static let live = Atomic<Int>(0)
    /// Boxes not yet released by GTK.
    package static var liveCount: Int { live.load(ordering: .relaxed) }
}

/// A connected handler; `disconnect()` ends it early (otherwise it ends with the instance).
public struct SignalConnection: Sendable {
    nonisolated(unsafe) let instance: UnsafeMutableRawPointer
    let id: gulong

    /// Disconnects the handler; GTK then releases its closure.
    @MainActor public func disconnect() {
        if g_signal_handler_is_connected(instance, id) != 0 { g_signal_handler_disconnect(instance, id) }
    }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private func box(_ handler: some Any) -> UnsafeMutableRawPointer {
    Unmanaged<AnyObject>.passRetained(SignalBox(handler)).toOpaque()
}

@inline(__always)
private func unbox<H>(_ data: UnsafeMutableRawPointer?, as _: H.Type) -> H {
    Unmanaged<SignalBox<H>>.fromOpaque(data!).takeUnretainedValue().handler
}

/// Connects a C callback with a boxed Swift handler as user data.
@MainActor
private func connect(
    _ instance: some GPointer, _ signal: String, _ callback: GCallback, _ data: UnsafeMutableRawPointer,
    after: Bool = false
) -> SignalConnection {
    let id = g_signal_connect_data(
        instance.gpointer, signal, callback, data, releaseBox,
        after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
    precondition(
        id != 0,
        "g_signal_connect_data: no signal \"\(signal)\" on \(String(cString: typeName(instance)))")
    return SignalConnection(instance: instance.gpointer, id: id)
}

@inline(__always)
private func typeName(_ instance: some GPointer) -> UnsafePointer<CChar> {
    let type = instance.cast(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    return g_type_name(type)
}

// MARK: - Typed connections
//
// A C signal handler receives the instance, the signal's arguments and the user data, each in the
// register its C type asks for, so there is one thunk per argument shape. The handlers run on the main
// thread (GTK emits there); `MainActor.assumeIsolated` states that to Swift.

/// Handler shapes, by the signal's arguments after the instance.
package enum Signal {
    /// `(instance)` → void: `clicked`, `activate`, `changed`, `closed`, `button-clicked`, `value-changed`.
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        typealias H = @MainActor () -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let h = unbox(data, as: H.self)
            MainActor.assumeIsolated { h() }
        }
        return GtkKit.connect(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H), after: after)
    }

    /// `(instance)` → gboolean: `close-request`, `query-tooltip`-less boolean signals.
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        returning handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection {
        typealias H = @MainActor () -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            let h = unbox(data, as: H.self)
            return MainActor.assumeIsolated { h() }.gboolean
        }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, pointer)` → void: factory `setup`/`bind`/`unbind`, `notify::…` (GParamSpec),
    /// GSimpleAction `activate` (GVariant).
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> SignalConnection {
        typealias H = @MainActor (UnsafeMutableRawPointer?) -> Void
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
                _, argument, data in
                let h = unbox(data, as: H.self)
                MainActor.assumeIsolated { h(argument) }
            }
        return GtkKit.connect(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H), after: after)
    }

    /// `(instance, double, double)` → void: GtkGestureDrag `drag-begin`/`drag-update`/`drag-end`,
    /// GtkGestureLongPress `pressed`, GtkGestureSwipe `swipe`, motion `enter`/`motion`.
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        _ handler: @escaping @MainActor (Double, Double) -> Void
    ) -> SignalConnection {
        typealias H = @MainActor (Double, Double) -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, x, y, data in
            let h = unbox(data, as: H.self)
            MainActor.assumeIsolated { h(x, y) }
        }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, double, double)` → gboolean: GtkEventControllerScroll `scroll`.
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        returning handler: @escaping @MainActor (Double, Double) -> Bool
    ) -> SignalConnection {
        typealias H = @MainActor (Double, Double) -> Bool
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            _, x, y, data in
            let h = unbox(data, as: H.self)
            return MainActor.assumeIsolated { h(x, y) }.gboolean
        }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, int, double, double)` → void: GtkGestureClick `pressed`/`released`.
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        _ handler: @escaping @MainActor (Int, Double, Double) -> Void
    ) -> SignalConnection {
        typealias H = @MainActor (Int, Double, Double) -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void =
            { _, n, x, y, data in
                let h = unbox(data, as: H.self)
                MainActor.assumeIsolated { h(Int(n), x, y) }
            }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, keyval, keycode, modifiers)` → gboolean: GtkEventControllerKey `key-pressed`.
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        key handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool
    ) -> SignalConnection {
        typealias H = @MainActor (UInt32, GdkModifierType) -> Bool
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
                _, keyval, _, state, data in
                let h = unbox(data, as: H.self)
                return MainActor.assumeIsolated { h(keyval, GdkModifierType(rawValue: state)) }.gboolean
            }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, guint, guint, guint)` → void: GListModel `items-changed` (position, removed, added).
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        _ handler: @escaping @MainActor (Int, Int, Int) -> Void
    ) -> SignalConnection {
        typealias H = @MainActor (Int, Int, Int) -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Void =
            { _, a, b, c, data in
                let h = unbox(data, as: H.self)
                MainActor.assumeIsolated { h(Int(a), Int(b), Int(c)) }
            }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, pointer, double, double)` → gboolean: GtkDropTarget `drop` (the GValue).
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        returning handler: @escaping @MainActor (UnsafeMutableRawPointer?, Double, Double) -> Bool
    ) -> SignalConnection {
        typealias H = @MainActor (UnsafeMutableRawPointer?, Double, Double) -> Bool
        let thunk:
            @convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?
            ) -> gboolean = { _, value, x, y, data in
                let h = unbox(data, as: H.self)
                return MainActor.assumeIsolated { h(value, x, y) }.gboolean
            }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, double, double)` → pointer: GtkDragSource `prepare` (returns a GdkContentProvider,
    /// owned by the caller of the signal).
    @MainActor
    @discardableResult
    package static func connect(
        _ instance: some GPointer, _ signal: String,
        returningPointer handler: @escaping @MainActor (Double, Double) -> UnsafeMutableRawPointer?
    ) -> SignalConnection {
        typealias H = @MainActor (Double, Double) -> UnsafeMutableRawPointer?
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) ->
                UnsafeMutableRawPointer? = { _, x, y, data in
                    let h = unbox(data, as: H.self)
                    let address = MainActor.assumeIsolated { h(x, y).map { Int(bitPattern: $0) } ?? 0 }
                    return UnsafeMutableRawPointer(bitPattern: address)
                }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }
}

// MARK: - Integer and string arguments
//
// Named apart from `connect` because a trailing `{ _ in … }` would match every one-argument shape.

extension Signal {
    /// `(instance, gint)` or `(instance, guint)` → void: GtkNativeDialog and GtkDialog `response`,
    /// GtkListView `activate` (the position; a guint arrives in the same register, and positions stay
    /// below 2³¹).
    @MainActor
    @discardableResult
    package static func connectInt(
        _ instance: some GPointer, _ signal: String,
        _ handler: @escaping @MainActor (Int) -> Void
    ) -> SignalConnection {
        typealias H = @MainActor (Int) -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
            _, value, data in
            let h = unbox(data, as: H.self)
            MainActor.assumeIsolated { h(Int(value)) }
        }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }

    /// `(instance, const char *)` → void: AdwMessageDialog `response` (the response id).
    @MainActor
    @discardableResult
    package static func connectString(
        _ instance: some GPointer, _ signal: String,
        _ handler: @escaping @MainActor (String) -> Void
    ) -> SignalConnection {
        typealias H = @MainActor (String) -> Void
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void =
            { _, value, data in
                let h = unbox(data, as: H.self)
                MainActor.assumeIsolated { h(value.map { String(cString: $0) } ?? "") }
            }
        return GtkKit.connect(instance, signal, unsafeBitCast(thunk, to: GCallback.self), box(handler as H))
    }
}
