/// One animation of a single value, replaced whenever a new one starts.
///
/// A spring settles gestures (it starts from the finger's velocity); a timed ease closes the row after
/// an action. libadwaita skips straight to the end value when gtk-enable-animations is off or the
/// widget is not mapped, so callers need no special case. (The libadwaita calls: Core/Animation.swift.)
@MainActor
final class RowAnimation {
    private var animation: Animation?
    private unowned let widget: Widget
    private let apply: @MainActor (Double) -> Void

    /// `apply` receives every frame's value; it must not retain the widget's owner strongly.
    /// The widget must outlive the animation (it owns it).
    init(widget: Widget, apply: @escaping @MainActor (Double) -> Void) {
        self.widget = widget
        self.apply = apply
    }

    /// Whether an animation is running.
    var isRunning: Bool { animation?.isPlaying ?? false }

    /// Springs from `from` to `to`, starting at `velocity` units per second.
    func spring(
        from: Double, to: Double, velocity: Double = 0, damping: Double = 1, stiffness: Double = 400,
        clamp: Bool = false, done: (@MainActor () -> Void)? = nil
    ) {
        play(
            Animation.spring(
                on: widget, from: from, to: to, velocity: velocity, damping: damping,
                stiffness: stiffness, clamp: clamp, apply: apply), done: done)
    }

    /// Eases out from `from` to `to` in `milliseconds`.
    func ease(from: Double, to: Double, milliseconds: UInt32 = 250, done: (@MainActor () -> Void)? = nil) {
        play(Animation.easeOut(on: widget, from: from, to: to, milliseconds: milliseconds, apply: apply), done: done)
    }

    /// Stops where it is, without reaching the end value or running `done`.
    func stop() {
        guard let old = animation else { return }
        animation = nil
        old.pause()
    }

    private func play(_ new: Animation, done: (@MainActor () -> Void)?) {
        stop()
        animation = new
        new.onDone { [weak self, weak new] in
            guard let self, let new, self.animation === new else { return }
            self.animation = nil
            done?()
        }
        new.play()
    }
}
