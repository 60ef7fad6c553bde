import CGtk

/// A pointer to a GObject instance, typed or opaque.
///
/// GTK's derivable types arrive in Swift as `UnsafeMutablePointer<T>` and its final types as
/// `OpaquePointer`; this protocol lets the two cast helpers below accept either, so that casting
/// happens here and nowhere else.
package protocol GPointer {
    /// The same address as `gpointer`.
    var gpointer: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GPointer {
    package var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GPointer {
    package var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GPointer {
    package var gpointer: UnsafeMutableRawPointer { self }
}

extension GPointer {
    /// The same instance as a typed pointer (`GtkWidget`, `GtkWindow`, `GObject`, …).
    @inline(__always)
    package func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        gpointer.assumingMemoryBound(to: T.self)
    }

    /// The same instance as an opaque pointer (`GtkLabel`, `GListModel`, event controllers, …).
    @inline(__always)
    package var opaque: OpaquePointer { OpaquePointer(gpointer) }

    /// Whether the instance is of `type` or a subtype (`G_TYPE_CHECK_INSTANCE_TYPE`).
    package func isA(_ type: GType) -> Bool { gtkshim_is_a(gpointer, type) != 0 }
}

/// A Swift string from a C string that may be NULL.
@inline(__always)
func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

extension Bool {
    @inline(__always) var gboolean: gboolean { self ? 1 : 0 }
    @inline(__always) init(_ value: gboolean) { self = value != 0 }
}
