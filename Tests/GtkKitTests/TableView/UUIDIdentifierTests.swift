import Foundation
import Testing

@testable import Diffable
@testable import GtkKit

/// The apps' identifier type, UUID, is hashed from its bytes by every snapshot in a process that links
/// GtkKit (which adopts `BitwiseIdentifier` for it), and snapshots of UUIDs answer as before.
struct UUIDIdentifierTests {
    @Test func uuidIsHashedFromItsBytes() {
        #expect((UUID.self as Any.Type) is any BitwiseIdentifier.Type)
        #expect(ItemHash.isBitwise(UUID.self), "UUID: \(MemoryLayout<UUID>.size) bytes, POD \(_isPOD(UUID.self))")
        let id = UUID()
        #expect(ItemHash.hash(id) == ItemHash.hash(UUID(uuid: id.uuid)))
    }

    @Test func snapshotsOfUUIDs() {
        let ids = (0..<5_000).map { _ in UUID() }
        var snapshot = DiffableSnapshot<Int, UUID>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(ids[..<2_500]), toSection: 0)
        snapshot.appendItems(Array(ids[2_500...]), toSection: 1)
        for k in stride(from: 0, to: ids.count, by: 97) {
            #expect(snapshot.indexPath(of: ids[k]) == IndexPath(item: k % 2_500, section: k / 2_500))
        }
        #expect(snapshot.indexPath(of: UUID()) == nil)
        var copy = snapshot
        copy.deleteItems([ids[10]])
        copy.moveItem(ids[20], afterItem: ids[4_000])
        let difference = SnapshotDifference(from: snapshot, to: copy)
        #expect(difference.itemDeletes == [IndexPath(item: 10, section: 0)])
        #expect(
            difference.itemMoves == [
                IndexMove(from: IndexPath(item: 20, section: 0), to: IndexPath(item: 1_501, section: 1))
            ])
    }
}
