import CGtk
import Foundation

/// `DBusValue` to and from GLib's `GVariant`, the form GDBus reads and writes. Internal: the rest of
/// GtkKit and the apps see `DBusValue` only.
extension DBusValue {
    /// A new floating `GVariant` of the value (a container constructor or GDBus sinks it).
    ///
    /// A string holding NUL is cut there (D-Bus strings cannot hold one); an object path that is not
    /// one becomes `/`; an array's elements must be of its element type, which a handler's reply is
    /// checked for by GDBus.
    func makeGVariant() -> OpaquePointer {
        switch self {
        case .boolean(let value): return g_variant_new_boolean(value.gboolean)
        case .byte(let value): return g_variant_new_byte(value)
        case .int32(let value): return g_variant_new_int32(value)
        case .uint32(let value): return g_variant_new_uint32(value)
        case .int64(let value): return g_variant_new_int64(gint64(value))
        case .uint64(let value): return g_variant_new_uint64(guint64(value))
        case .double(let value): return g_variant_new_double(value)
        case .string(let text): return g_variant_new_string(text)
        case .objectPath(let path):
            return g_variant_new_object_path(Bool(g_variant_is_object_path(path)) ? path : "/")
        case .bytes(let bytes):
            return Self.withType("y") { type in
                bytes.withUnsafeBytes { g_variant_new_fixed_array(type, $0.baseAddress, gsize(bytes.count), 1) }
            }
        case .array(let elementType, let elements):
            let children = elements.map { Optional($0.makeGVariant()) }
            return Self.withType(elementType) { type in
                children.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
            }
        case .dictEntry(let key, let value):
            return g_variant_new_dict_entry(key.makeGVariant(), value.makeGVariant())
        case .tuple(let members):
            let children = members.map { Optional($0.makeGVariant()) }
            return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        case .variant(let value):
            return g_variant_new_variant(value.makeGVariant())
        }
    }

    /// The value of `variant` (which the caller keeps).
    /// - Complexity: O(size of the value); an `ay` is copied in one piece.
    init(_ variant: OpaquePointer) {
        let kind = UInt8(truncatingIfNeeded: g_variant_classify(variant).rawValue)
        switch Character(Unicode.Scalar(kind)) {
        case "b": self = .boolean(Bool(g_variant_get_boolean(variant)))
        case "y": self = .byte(g_variant_get_byte(variant))
        case "n": self = .int32(Int32(g_variant_get_int16(variant)))
        case "q": self = .uint32(UInt32(g_variant_get_uint16(variant)))
        case "i", "h":
            self = .int32(kind == UInt8(ascii: "i") ? g_variant_get_int32(variant) : g_variant_get_handle(variant))
        case "u": self = .uint32(g_variant_get_uint32(variant))
        case "x": self = .int64(Int64(g_variant_get_int64(variant)))
        case "t": self = .uint64(UInt64(g_variant_get_uint64(variant)))
        case "d": self = .double(g_variant_get_double(variant))
        case "s", "g": self = .string(String(cString: g_variant_get_string(variant, nil)))
        case "o": self = .objectPath(String(cString: g_variant_get_string(variant, nil)))
        case "v":
            let inner = g_variant_get_variant(variant)!
            defer { g_variant_unref(inner) }
            self = .variant(DBusValue(inner))
        case "a":
            let type = String(cString: g_variant_get_type_string(variant)!)
            if type == "ay" {
                var count: gsize = 0
                let start = g_variant_get_fixed_array(variant, &count, 1)
                self = .bytes(Array(UnsafeRawBufferPointer(start: start, count: Int(count))))
            } else {
                self = .array(elementType: String(type.dropFirst()), Self.children(of: variant))
            }
        case "{":
            let members = Self.children(of: variant)
            self = .dictEntry(members[0], members[1])
        case "(":
            self = .tuple(Self.children(of: variant))
        default:
            // A maybe type: D-Bus has none, and no interface declared here uses one.
            self = .tuple([])
        }
    }

    private static func children(of container: OpaquePointer) -> [DBusValue] {
        (0..<g_variant_n_children(container)).map { index in
            let child = g_variant_get_child_value(container, index)!
            defer { g_variant_unref(child) }
            return DBusValue(child)
        }
    }

    private static func withType<T>(_ typeString: String, _ body: (OpaquePointer) -> T) -> T {
        let type = g_variant_type_new(Bool(g_variant_type_string_is_valid(typeString)) ? typeString : "s")!
        defer { g_variant_type_free(type) }
        return body(type)
    }
}
