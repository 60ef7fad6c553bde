// Why this exists: a screen whose choices arrive one after another — the book's review screen slides
// its five moods in from the side, each a little after the one before (UIKit: a transform and an
// alpha per button, `UIView.animate(withDuration: 0.4, delay: …)`). GTK has no per-widget transform a
// container keeps, so this stack lays its rows out itself and places each at its offset of the
// moment, faded by the same progress.
import CGtk
import Foundation

/// A column of widgets that can enter one after another: each slides in from the trailing side
/// (the left in a right-to-left window) and fades in, a fixed delay after the one before.
///
/// Laid out like a vertical `Box` (every row as wide as the stack, `spacing` apart); the entrance moves
/// rows only where they are drawn, so focus, accessibility and the stack's size never change with it.
/// When the system turns animations off (`gtk-enable-animations`), or the stack is not on screen,
/// `playEntrance` puts every row in place at once.
@MainActor
public final class EntranceStack: Box {
    private let spacing: Int32
    private var rows: [Widget] = []
    /// Each row's progress of the entrance, 0 (off to the side, transparent) to 1 (in place).
    private var progress: [Double] = []
    private var animation: Animation?
    private var distance = 0.0

    /// An empty stack whose rows are `spacing` pixels apart.
    public init(spacing: Int32 = 0) {
        self.spacing = spacing
        super.init(.vertical, spacing: spacing)
        setCustomLayout(
            measure: { [weak self] orientation, forSize in
                self?.measureRows(orientation, forSize: forSize) ?? SizeRequest(minimum: 0, natural: 0)
            },
            allocate: { [weak self] width, height, _ in self?.allocateRows(width: width, height: height) })
    }

    /// Adds `child` below the others, in place.
    /// - Complexity: O(1).
    public override func append(_ child: Widget) {
        super.append(child)
        rows.append(child)
        progress.append(1)
    }

    /// Removes `child`.
    /// - Complexity: O(n) in the rows.
    public override func remove(_ child: Widget) {
        super.remove(child)
        if let index = rows.firstIndex(where: { $0 === child }) {
            rows.remove(at: index)
            progress.remove(at: index)
        }
    }

    /// The rows, top to bottom. - Complexity: O(1).
    public var arrangedRows: [Widget] { rows }

    /// Whether an entrance is playing now. - Complexity: O(1).
    public var isPlayingEntrance: Bool { animation?.isPlaying ?? false }

    /// Slides the rows in, top first: each takes `duration` seconds from `distance` pixels beyond the
    /// trailing side (nil: the stack's width) to its place, with a slight overshoot, starting `stagger`
    /// seconds after the row above; `completion` runs when the last is in place (at once when
    /// animations are off).
    /// - Note: UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` run once per row,
    ///   as one animation here (so skipping it, or the setting, ends every row at once).
    /// - Complexity: O(n) in the rows per frame drawn.
    public func playEntrance(
        distance: Double? = nil, duration: Double = 0.4, stagger: Double = 0.05,
        completion: (@MainActor () -> Void)? = nil
    ) {
        animation = nil
        self.distance = distance ?? Double(max(width, 320))
        guard !rows.isEmpty, isMapped else {
            progress = Array(repeating: 1, count: rows.count)
            applyProgress()
            completion?()
            return
        }
        let total = duration + stagger * Double(rows.count - 1)
        progress = Array(repeating: 0, count: rows.count)
        applyProgress()
        let animation = Animation.linear(on: self, from: 0, to: total, milliseconds: UInt32(total * 1000)) {
            [weak self] elapsed in
            guard let self else { return }
            for index in self.progress.indices {
                let local = (elapsed - stagger * Double(index)) / duration
                self.progress[index] = Self.easeOutBack(min(max(local, 0), 1))
            }
            self.applyProgress()
        }
        animation.onDone { [weak self] in
            guard let self else { return }
            self.progress = Array(repeating: 1, count: self.rows.count)
            self.applyProgress()
            completion?()
        }
        self.animation = animation
        animation.play()
    }

    /// Holds every row where an entrance starts — off to the side, transparent — until `playEntrance`:
    /// so that the window's first frame does not show them in place first.
    /// - Complexity: O(n) in the rows.
    public func prepareEntrance() {
        animation = nil
        progress = Array(repeating: 0, count: rows.count)
        applyProgress()
    }

    /// Puts every row in place now, ending an entrance (its completion runs).
    /// - Complexity: O(n) in the rows.
    public func finishEntrance() { animation?.skip() }

    // MARK: - Layout

    /// Ease-out with a slight overshoot (libadwaita's ease-out-back): the row passes its place a
    /// little and settles, as the book's spring does.
    static func easeOutBack(_ t: Double) -> Double {
        let overshoot = 1.70158
        let u = t - 1
        return 1 + (overshoot + 1) * u * u * u + overshoot * u * u
    }

    private func applyProgress() {
        for (row, value) in zip(rows, progress) { row.opacity = min(max(value, 0), 1) }
        queueAllocate()
    }

    private func measureRows(_ orientation: Orientation, forSize: Int32) -> SizeRequest {
        var request = SizeRequest(minimum: 0, natural: 0)
        let visible = rows.filter(\.isVisible)
        for row in visible {
            let size = row.measure(orientation, forSize: orientation == .vertical ? forSize : -1)
            if orientation == .vertical {
                request.minimum += size.minimum
                request.natural += size.natural
            } else {
                request.minimum = max(request.minimum, size.minimum)
                request.natural = max(request.natural, size.natural)
            }
        }
        if orientation == .vertical, visible.count > 1 {
            request.minimum += spacing * Int32(visible.count - 1)
            request.natural += spacing * Int32(visible.count - 1)
        }
        return request
    }

    private func allocateRows(width: Int32, height: Int32) {
        var y: Int32 = 0
        let direction: Double = isRightToLeft ? -1 : 1
        for (row, value) in zip(rows, progress) where row.isVisible {
            let rowHeight = row.measure(.vertical, forSize: width).natural
            row.allocate(width: width, height: rowHeight, x: direction * (1 - value) * distance, y: Double(y))
            y += rowHeight + spacing
        }
    }
}
