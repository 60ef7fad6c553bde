/// What a list view implements so that a `DiffableDataSource` can drive it. The GTK table view adopts
/// it; tests adopt it with a recording fake.
@MainActor
public protocol DiffableDataSourceView: AnyObject {
    /// Applies the changes from `from` to `to` in one go, animated or not, then calls `completion` once
    /// its animations are over.
    /// The difference offers both the batch form and `splices(includingSectionHeaders:)`.
    func performBatchUpdates<Section, Item>(
        _ difference: SnapshotDifference<Section, Item>,
        from: DiffableSnapshot<Section, Item>,
        to: DiffableSnapshot<Section, Item>,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    )

    /// Drops every row and asks the data source again, then calls `completion`.
    func reloadData(completion: @escaping @MainActor () -> Void)
}
