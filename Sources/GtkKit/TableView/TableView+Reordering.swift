import CGtk
import Diffable

extension TableView {
    func attachReordering(to container: RowContainer) {}
    func updateReorderingControls() {}
}
