// How a snapshot hashes its items, once each, when they are added (the diff uses the stored hashes).
//
// Most identifiers are hashed with their own `hashValue`. An identifier type that adopts
// `BitwiseIdentifier` — equality is the equality of its bytes, like a UUID's — is hashed from its
// bytes instead, by a seeded universal hash: Thorup's vector multiply-shift ("High Speed Hashing for
// Integers and Strings", 2015, §3.5) over its 64-bit words with 128-bit keys, the high 64 bits of
// `b + Σ aᵢ·xᵢ mod 2¹²⁸`, then mixed by a fixed bijection (`mix`: multiply-shift alone packs evenly
// spaced identifiers into long probe runs). Two different values collide with probability about 2⁻⁶³
// over the choice of keys, whatever the values, and the keys are drawn per process (from `Hasher`, so
// `SWIFT_DETERMINISTIC_HASHING` fixes them too), so identifiers chosen by someone else cannot make the
// index degrade, as with `Hasher`. It costs a few multiplications: a 16-byte UUID hashes about ten
// times faster than through `Hasher` (SipHash-1-3 over its bytes), which was most of the time taken
// to build a large snapshot.
//
// The choice is made per type at run time (`Item.self is any BitwiseIdentifier.Type`), the same way
// for every snapshot in the process, so hashes stored by one snapshot always agree with another's.
// A type larger than `ItemHash.maxWords` words, or not a plain value (`_isPOD`), keeps `hashValue`.

/// An identifier type whose equality is the equality of its bytes, so that a snapshot may hash its
/// bytes instead of calling `hash(into:)` (faster; see the design note of `ItemHash.swift`).
///
/// Adopt it only when two values are equal exactly when their in-memory bytes are equal: a plain
/// value with no references, no padding and no two representations of one value (not `Double`:
/// `0.0 == -0.0`). Foundation's `UUID` qualifies.
///
/// - Note: not in UIKit. Adopting it changes no result of a snapshot or a difference, only its speed.
public protocol BitwiseIdentifier: Hashable, Sendable {}

/// The hash a snapshot stores beside each item (see the note above).
@usableFromInline
enum ItemHash {
    /// The most 64-bit words a `BitwiseIdentifier` may have to be hashed from its bytes.
    @inlinable static var maxWords: Int { 8 }

    /// The keys, per process: `b` (two words, high then low), then `aᵢ` for each word i.
    @usableFromInline static let keys: ContiguousArray<UInt64> = {
        var keys = ContiguousArray<UInt64>()
        for k in 0..<(2 * maxWords + 2) {
            var hasher = Hasher()
            hasher.combine(0x6469_6666_6162_6c65 as UInt64)
            hasher.combine(k)
            keys.append(UInt64(UInt(bitPattern: hasher.finalize())))
        }
        return keys
    }()

    /// Whether items of this type are hashed from their bytes.
    /// - Complexity: O(1): a dynamic cast (a cached conformance lookup).
    @inlinable
    static func isBitwise<Item>(_: Item.Type) -> Bool {
        Item.self is any BitwiseIdentifier.Type && _isPOD(Item.self)
            && MemoryLayout<Item>.size <= 8 * maxWords
    }

    /// The hash of one item.
    /// - Complexity: O(1).
    @inlinable
    static func hash<Item: Hashable>(_ item: Item) -> Int {
        guard isBitwise(Item.self) else { return item.hashValue }
        return keys.withUnsafeBufferPointer { keys in bitwise(item, keys: keys.baseAddress!) }
    }

    /// The hashes of `items`, in order.
    /// - Complexity: O(k) for k items.
    @inlinable
    static func hashes<Item: Hashable>(_ items: [Item]) -> [Int] {
        guard isBitwise(Item.self) else { return items.map(\.hashValue) }
        return keys.withUnsafeBufferPointer { keys in
            let keys = keys.baseAddress!
            return [Int](unsafeUninitializedCapacity: items.count) { hashes, count in
                items.withUnsafeBufferPointer { items in
                    for k in items.indices { hashes[k] = bitwise(items[k], keys: keys) }
                }
                count = items.count
            }
        }
    }

    /// The multiply-shift hash of `item`'s bytes, read as 64-bit words (the last one zero-extended).
    @inlinable @inline(__always)
    static func bitwise<Item>(_ item: Item, keys: UnsafePointer<UInt64>) -> Int {
        withUnsafeBytes(of: item) { bytes in
            let size = MemoryLayout<Item>.size
            var high = keys[0], low = keys[1]
            var offset = 0, key = 2
            while offset < size {
                var word: UInt64 = 0
                if size - offset >= 8 {
                    word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                } else {
                    for byte in 0..<(size - offset) {
                        word |= UInt64(bytes[offset + byte]) << UInt64(8 * byte)
                    }
                }
                // (aₕ·2⁶⁴ + aₗ)·x mod 2¹²⁸ = aₗ·x + (aₕ·x mod 2⁶⁴)·2⁶⁴.
                let product = keys[key + 1].multipliedFullWidth(by: word)
                let (sum, carry) = low.addingReportingOverflow(product.low)
                low = sum
                high = high &+ product.high &+ keys[key] &* word &+ (carry ? 1 : 0)
                offset &+= 8
                key &+= 2
            }
            return Int(truncatingIfNeeded: mix(high))
        }
    }

    /// MurmurHash3's 64-bit finalizer, a bijection (so no new collision): multiply-shift maps an
    /// arithmetic progression of identifiers to evenly spaced hashes, which linear probing packs into
    /// long runs for some keys (Pătraşcu and Thorup, "On the k-independence required by linear
    /// probing", 2010); mixing the bits breaks that spacing.
    @inlinable @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }
}
