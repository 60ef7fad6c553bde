import CGtk

/// One libadwaita animation of a single value, replaced whenever a new one starts.
///
/// A spring settles gestures (it starts from the finger's velocity); a timed ease closes the row after
/// an action. libadwaita skips straight to the end value when gtk-enable-animations is off or the
/// widget is not mapped, so callers need no special case.
@MainActor
final class RowAnimation {
    private var animation: UnsafeMutablePointer<AdwAnimation>?
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let apply: @MainActor (Double) -> Void

    /// `apply` receives every frame's value; it must not retain the widget's owner strongly.
    init(widget: UnsafeMutablePointer<GtkWidget>, apply: @escaping @MainActor (Double) -> Void) {
        self.widget = widget
        self.apply = apply
    }

    /// Whether an animation is running.
    var isRunning: Bool {
        guard let animation else { return false }
        return adw_animation_get_state(animation) == ADW_ANIMATION_PLAYING
    }

    /// Springs from `from` to `to`, starting at `velocity` units per second.
    func spring(from: Double, to: Double, velocity: Double = 0, damping: Double = 1, stiffness: Double = 400,
                clamp: Bool = false, done: (@MainActor () -> Void)? = nil) {
        // The animation takes over both the parameters and the target (transfer full).
        let new = adw_spring_animation_new(widget, from, to, adw_spring_params_new(damping, 1, stiffness), makeTarget())!
        adw_spring_animation_set_initial_velocity(new.opaque, velocity)
        adw_spring_animation_set_clamp(new.opaque, clamp.gboolean)
        play(new, done: done)
    }

    /// Eases out from `from` to `to` in `milliseconds`.
    func ease(from: Double, to: Double, milliseconds: UInt32 = 250, done: (@MainActor () -> Void)? = nil) {
        let new = adw_timed_animation_new(widget, from, to, milliseconds, makeTarget())!
        adw_timed_animation_set_easing(new.opaque, ADW_EASE_OUT_CUBIC)
        play(new, done: done)
    }

    /// Stops where it is, without reaching the end value or running `done`.
    func stop() {
        guard let old = animation else { return }
        animation = nil
        adw_animation_pause(old)
        g_object_unref(old)
    }

    private func play(_ new: UnsafeMutablePointer<AdwAnimation>, done: (@MainActor () -> Void)?) {
        stop()
        animation = new
        Signal.connect(new, "done") { [weak self] in
            guard let self, self.animation == new else { return }
            self.animation = nil
            g_object_unref(new)
            done?()
        }
        adw_animation_play(new)
    }

    private func makeTarget() -> OpaquePointer {
        let box = Unmanaged.passRetained(TargetBox(apply)).toOpaque()
        let callback: AdwAnimationTargetFunc = { value, data in
            let box = Unmanaged<TargetBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.apply(value) }
        }
        let release: GDestroyNotify = { data in Unmanaged<TargetBox>.fromOpaque(data!).release() }
        return adw_callback_animation_target_new(callback, box, release)
    }
}

private final class TargetBox {
    let apply: @MainActor (Double) -> Void
    init(_ apply: @escaping @MainActor (Double) -> Void) { self.apply = apply }
}
