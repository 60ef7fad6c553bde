import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// `DBusValue` through GVariant and back: every case, nested, empty containers, text GLib would
/// choke on, and icons as GIO serialises them.
final class DBusValueTests: XCTestCase {
    func roundTrip(_ value: DBusValue) -> DBusValue {
        let variant = g_variant_ref_sink(value.makeGVariant())!
        defer { g_variant_unref(variant) }
        XCTAssertEqual(String(cString: g_variant_get_type_string(variant)), value.signature)
        return DBusValue(variant)
    }

    func testEveryCaseSurvivesTheRoundTripWithItsSignature() {
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
        for value in values { XCTAssertEqual(roundTrip(value), value, "\(value)") }
        XCTAssertEqual(DBusValue.vardict(["a": .boolean(false)]).signature, "a{sv}")
        XCTAssertEqual(DBusValue.tuple([.string("s"), .strings([]), .uint32(0)]).signature, "(sasu)")
    }

    func testReadingAccessors() {
        XCTAssertEqual(DBusValue.strings(["tea", "kha"]).strings, ["tea", "kha"])
        XCTAssertNil(DBusValue.string("tea").strings)
        XCTAssertEqual(DBusValue.objectPath("/a").string, "/a")
        XCTAssertEqual(DBusValue.uint32(7).uint32, 7)
        XCTAssertNil(DBusValue.int32(7).uint32)
        XCTAssertEqual(
            DBusValue.vardict(["k": .string("v"), "n": .uint32(1)]).vardict, ["k": .string("v"), "n": .uint32(1)])
        XCTAssertNil(DBusValue.strings(["k"]).vardict)
    }

    /// GLib would refuse these (a critical, and no value): they come out as the nearest valid value.
    func testTextGLibWouldRefuseIsMadeValid() {
        XCTAssertEqual(roundTrip(.string("cut\u{0}here")), .string("cut"))
        XCTAssertEqual(roundTrip(.objectPath("not a path")), .objectPath("/"))
    }

    func testAnIconOfBytesIsWhatGIOSerialisesAndReadsBack() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
        let icon = DBusValue.icon(imageData: Data(png))
        XCTAssertEqual(icon, .tuple([.string("bytes"), .variant(.bytes(png))]))
        // The Shell deserialises it with g_icon_deserialize: a GBytesIcon holding the same bytes.
        let variant = g_variant_ref_sink(icon.makeGVariant())!
        defer { g_variant_unref(variant) }
        let gicon = try XCTUnwrap(g_icon_deserialize(variant))
        defer { g_object_unref(gicon.gpointer) }
        XCTAssertTrue(gicon.isA(g_bytes_icon_get_type()))
        let bytes = try XCTUnwrap(g_bytes_icon_get_bytes(gicon))
        var size: gsize = 0
        let start = g_bytes_get_data(bytes, &size)
        XCTAssertEqual(Array(UnsafeRawBufferPointer(start: start, count: Int(size))), png)
        XCTAssertEqual(
            DBusValue.icon(named: "io.github.foodpin.FoodPin"),
            .tuple([
                .string("themed"),
                .variant(.strings(["io.github.foodpin.FoodPin", "io.github.foodpin.FoodPin-symbolic"])),
            ]))
    }
}
