/// While a row is open, a press anywhere else in its window or Escape closes it (UIKit's tap
/// elsewhere). The watch lives on the window, in the capture phase, only while the row is open.
/// (Adding and removing controllers on a window the row does not own: Core/Events/AttachedControllers.)
@MainActor
final class OutsideWatch {
    private let controllers: AttachedControllers

    init?(row: SwipeRow) {
        guard let window = row.asHandle.root else { return nil }
        let press = ClickGesture(button: MouseButton.any)
        press.phase = .capture
        press.onPressed { [weak row] _, x, y in
            guard let row, let window = row.asHandle.root,
                let inRow = window.convert((x, y), to: row.asHandle)
            else { return }
            if !row.asHandle.contains(x: inRow.x, y: inRow.y) {
                row.close(animated: true)
            }
        }
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak row] keyval, _ in
            guard let row, keyval == Key.escape, row.isOpen else { return false }
            row.close(animated: true)
            return true
        }
        controllers = AttachedControllers([press, keys], to: window)
    }

    /// Removes the controllers from the window, if it still exists.
    func stop() { controllers.detach() }
}

extension SwipeRow {
    func watchOutside() {
        guard outsideWatch == nil else { return }
        outsideWatch = OutsideWatch(row: self)
    }

    func stopWatchingOutside() {
        outsideWatch?.stop()
        outsideWatch = nil
    }
}
