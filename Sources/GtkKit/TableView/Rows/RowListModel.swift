// The GObject side of the table's rows, in Swift terms: the model GTK reads a `RowList` through,
// and the row objects it makes (plain GObjects owning a `RowRef`). The GType, qdata and weak
// references behind them live in Core/Lists/SwiftListModel.swift.

/// The table's list model: a `SwiftListModel` that owns its `RowList`.
enum RowListModel {
    /// A new model (one reference, the wrapper's) that owns `list` and that `list` reports to.
    @MainActor
    static func make(owning list: RowList) -> SwiftListModel {
        let model = SwiftListModel(owning: list)
        list.model = model.handle
        return model
    }
}

extension RowList: ListModelSource {}

/// What a row object's weak reference reaches: the list, while it lives. Each weak reference holds
/// one retain, released when the object is finalised, so the notification never reaches freed memory.
final class RowListWatcher: ItemObjectWatcher, @unchecked Sendable {
    weak var list: RowList?

    @MainActor func objectFinalised(_ object: ItemObject) { list?.objectFinalised(object) }
}

/// A row whose object is held (one reference) for as long as this lives: a vanishing row kept in the
/// model, or a row the table asked for and must find again.
final class HeldRow {
    let row: RowRef
    private let object: ItemObject

    init(row: RowRef, object: ItemObject) {
        self.row = row
        self.object = object
        object.retain()
    }

    deinit { object.release() }
}

/// Makes and reads the row objects: plain GObjects owning a `RowRef`.
@MainActor
enum RowObject {
    /// A new object (one reference, the caller's) owning `row`, that tells `watcher` when it is
    /// finalised.
    /// - Complexity: O(1): one GObject, one qdata entry, one weak reference.
    static func make(_ row: RowRef, watchedBy watcher: RowListWatcher) -> ItemObject {
        ItemObject.make(owning: row, watchedBy: watcher)
    }

    /// The row owned by a row object.
    static func row(of object: UnsafeMutableRawPointer) -> RowRef? { ItemObject.owner(of: object, as: RowRef.self) }
}
