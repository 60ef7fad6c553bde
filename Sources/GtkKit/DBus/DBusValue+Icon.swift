import CGtk
import Foundation

extension DBusValue {
    /// An icon made of image bytes (PNG, JPEG, SVG), serialised as GIO serialises a `GIcon` for D-Bus
    /// (`g_icon_serialize`): what the Shell's search results and notifications take as `icon`.
    /// - Complexity: O(size of the data), copied once.
    public static func icon(imageData: Data) -> DBusValue {
        let bytes = imageData.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return serialized(g_bytes_icon_new(bytes))
    }

    /// An icon of the icon theme, by name (`"io.github.foodpin.FoodPin"`), serialised as `icon(imageData:)`.
    public static func icon(named name: String) -> DBusValue {
        serialized(g_themed_icon_new(name))
    }

    /// The serialisation of `icon`, which is released.
    private static func serialized(_ icon: OpaquePointer?) -> DBusValue {
        guard let icon else { return .tuple([]) }
        defer { g_object_unref(icon.gpointer) }
        guard let variant = g_icon_serialize(icon) else { return .tuple([]) }
        defer { g_variant_unref(variant) }
        return DBusValue(variant)
    }
}
