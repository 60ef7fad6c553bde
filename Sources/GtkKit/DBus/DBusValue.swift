// D-Bus: what an app needs to offer a service on the session bus — GNOME Shell's search provider,
// for one — in Swift values, with GDBus underneath.
//
// Design
//   DBusValue            a D-Bus value (GVariant's D-Bus subset) as a Swift enum: what a method
//                        receives and returns; converted to and from GVariant in DBusValue+GVariant
//   DBusObject           one object exported on the session bus: its interface as introspection
//                        XML, and a Swift handler called for each method call
//   DBusDispatchThread   the thread that runs the handlers, with a GLib main context of its own
//   DBusValue+Icon       a GIcon serialised for D-Bus (an image's bytes, or a themed icon's name)
//   Application+Service  an app started by D-Bus activation, alive while it is used
//
// Threading rule: method calls never wait for the main thread, and the main thread never waits for
// them. Handlers run one at a time on the D-Bus dispatch thread, in the order the calls arrived; a
// handler that must touch widgets hops to the main queue itself. `DBusValue` is a Sendable value.
import Foundation

/// A value as D-Bus carries it: the arguments of a method call, and what it returns.
///
/// The cases follow the D-Bus type system (GVariant's subset of it); `signature` is the type string
/// (`"s"`, `"as"`, `"a{sv}"`, `"(su)"`). A method's arguments arrive as the elements of its argument
/// tuple, already checked by GDBus against the interface's introspection XML.
public indirect enum DBusValue: Sendable, Hashable {
    /// `b`: true or false.
    case boolean(Bool)
    /// `y`: one byte.
    case byte(UInt8)
    /// `i`: a signed 32-bit integer (`n`, a 16-bit one, arrives as this too).
    case int32(Int32)
    /// `u`: an unsigned 32-bit integer, such as the Shell's timestamps (`q` arrives as this too).
    case uint32(UInt32)
    /// `x`: a signed 64-bit integer.
    case int64(Int64)
    /// `t`: an unsigned 64-bit integer.
    case uint64(UInt64)
    /// `d`: a double.
    case double(Double)
    /// `s`: UTF-8 text without NUL (a signature, `g`, arrives as this too).
    case string(String)
    /// `o`: an object path (`/io/github/foodpin/FoodPin`).
    case objectPath(String)
    /// `ay`: bytes (an icon's PNG, a file name), kept as one buffer rather than an array of `.byte`s.
    case bytes([UInt8])
    /// `a<element>`: the element type is named so that an empty array has a type.
    case array(elementType: String, [DBusValue])
    /// `{kv}`: an element of a dictionary (`a{kv}`).
    case dictEntry(DBusValue, DBusValue)
    /// `(…)`: a structure; `()` is the empty tuple a method without results returns.
    case tuple([DBusValue])
    /// `v`: a value of any type, boxed.
    case variant(DBusValue)

    /// The D-Bus type string of the value.
    /// - Complexity: O(size of the value's type), and O(1) for arrays (their element type is named).
    public var signature: String {
        switch self {
        case .boolean: "b"
        case .byte: "y"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .bytes: "ay"
        case .array(let elementType, _): "a" + elementType
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .tuple(let members): "(" + members.map(\.signature).joined() + ")"
        case .variant: "v"
        }
    }

    /// `a{sv}`, the dictionary D-Bus APIs use for named, optional values (the Shell's result metas,
    /// `org.freedesktop.Application`'s platform data), in the order given.
    /// - Complexity: O(n).
    public static func vardict(_ entries: KeyValuePairs<String, DBusValue>) -> DBusValue {
        .array(elementType: "{sv}", entries.map { .dictEntry(.string($0.key), .variant($0.value)) })
    }

    /// `as`, an array of strings.
    /// - Complexity: O(n).
    public static func strings(_ strings: [String]) -> DBusValue {
        .array(elementType: "s", strings.map(DBusValue.string))
    }

    // MARK: - Reading

    /// The text of a `.string` or `.objectPath`, else nil.
    public var string: String? {
        switch self {
        case .string(let text), .objectPath(let text): text
        default: nil
        }
    }

    /// The number of a `.uint32`, else nil.
    public var uint32: UInt32? {
        if case .uint32(let number) = self { number } else { nil }
    }

    /// The strings of an `as`, else nil.
    /// - Complexity: O(n).
    public var strings: [String]? {
        guard case .array("s", let elements) = self else { return nil }
        return elements.compactMap(\.string)
    }

    /// The entries of an `a{sv}` by key (the variants unboxed), else nil. A key given twice keeps its
    /// last value.
    /// - Complexity: O(n).
    public var vardict: [String: DBusValue]? {
        guard case .array("{sv}", let elements) = self else { return nil }
        var entries: [String: DBusValue] = [:]
        for case .dictEntry(.string(let key), .variant(let value)) in elements { entries[key] = value }
        return entries
    }
}
