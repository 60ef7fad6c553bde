import CGtk
import Foundation
import Testing

@testable import GtkKit

/// `DBusValue` through GVariant and back: every case, nested, empty containers, text GLib would
/// choke on, and icons as GIO serialises them.
@Suite("DBusValue through GVariant")
struct DBusValueTests {
    func roundTrip(_ value: DBusValue) -> DBusValue {
        let variant = g_variant_ref_sink(value.makeGVariant())!
        defer { g_variant_unref(variant) }
        #expect(String(cString: g_variant_get_type_string(variant)) == value.signature)
        return DBusValue(variant)
    }

    @Test func testEveryCaseSurvivesTheRoundTripWithItsSignature() {
        let values: [DBusValue] = [
            .boolean(true), .byte(200), .int32(-7), .uint32(4_000_000_000), .int64(-1 << 40), .uint64(1 << 63),
            .double(2.5), .string("Café Crème 🍜"), .objectPath("/io/github/foodpin/FoodPin"),
            .bytes([0, 1, 255]), .bytes([]), .strings(["a", "", "c"]), .strings([]),
            .vardict([
                "name": .string("Teakha"), "count": .uint32(3),
                "icon": .tuple([.string("bytes"), .variant(.bytes([9]))]),
            ]),
            .array(elementType: "a{sv}", [.vardict([:]), .vardict(["id": .string("x")])]),
            .tuple([]), .tuple([.strings(["x"]), .uint32(5)]), .variant(.variant(.int32(1))),
        ]
        for value in values { #expect(roundTrip(value) == value, "\(value)") }
        #expect(DBusValue.vardict(["a": .boolean(false)]).signature == "a{sv}")
        #expect(DBusValue.tuple([.string("s"), .strings([]), .uint32(0)]).signature == "(sasu)")
    }

    @Test func testReadingAccessors() {
        #expect(DBusValue.strings(["tea", "kha"]).strings == ["tea", "kha"])
        #expect(DBusValue.string("tea").strings == nil)
        #expect(DBusValue.objectPath("/a").string == "/a")
        #expect(DBusValue.uint32(7).uint32 == 7)
        #expect(DBusValue.int32(7).uint32 == nil)
        #expect(
            DBusValue.vardict(["k": .string("v"), "n": .uint32(1)]).vardict == ["k": .string("v"), "n": .uint32(1)])
        #expect(DBusValue.strings(["k"]).vardict == nil)
    }

    /// GLib would refuse these (a critical, and no value): they come out as the nearest valid value.
    @Test func testTextGLibWouldRefuseIsMadeValid() {
        #expect(roundTrip(.string("cut\u{0}here")) == .string("cut"))
        #expect(roundTrip(.objectPath("not a path")) == .objectPath("/"))
    }

    @Test func testAnIconOfBytesIsWhatGIOSerialisesAndReadsBack() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
        let icon = DBusValue.icon(imageData: Data(png))
        #expect(icon == .tuple([.string("bytes"), .variant(.bytes(png))]))
        // The Shell deserialises it with g_icon_deserialize: a GBytesIcon holding the same bytes.
        let variant = g_variant_ref_sink(icon.makeGVariant())!
        defer { g_variant_unref(variant) }
        let gicon = try #require(g_icon_deserialize(variant))
        defer { g_object_unref(gicon.gpointer) }
        #expect(gicon.isA(g_bytes_icon_get_type()))
        let bytes = try #require(g_bytes_icon_get_bytes(gicon))
        var size: gsize = 0
        let start = g_bytes_get_data(bytes, &size)
        #expect(Array(UnsafeRawBufferPointer(start: start, count: Int(size))) == png)
        #expect(
            DBusValue.icon(named: "io.github.foodpin.FoodPin")
                == .tuple([
                    .string("themed"),
                    .variant(.strings(["io.github.foodpin.FoodPin", "io.github.foodpin.FoodPin-symbolic"])),
                ]))
    }
}
