import CGtk

/// One libadwaita animation (`AdwAnimation`) of a single value: a spring or a timed ease, driving a
/// Swift closure or a widget property. The wrapper owns it.
///
/// libadwaita skips straight to the end value when gtk-enable-animations is off or the widget is not
/// mapped, so callers need no special case. Why it exists: the row animations read as Swift; the
/// targets, parameters and callbacks stay here.
///
/// Ownership: while it plays, libadwaita holds a reference of its own and a hook on the widget's
/// "unmap" that skips it (emitting "done"). When the wrapper goes, it first disconnects its "done"
/// handler and ends a running animation without "done" (`adw_animation_reset`), so no "done" ever
/// reaches a handler whose owner is gone, and no animation keeps running (or gets skipped on a later
/// unmap) after its owner dropped it. Targets are Swift closures holding the widget weakly, never a
/// property target: a property target outliving its widget is a libadwaita critical.
@MainActor
final class Animation {
    nonisolated(unsafe) private let animation: UnsafeMutablePointer<AdwAnimation>
    nonisolated(unsafe) private var doneHandler: gulong = 0

    private init(_ animation: UnsafeMutablePointer<AdwAnimation>) { self.animation = animation }

    /// A spring from `from` to `to` on `widget`'s frame clock, starting at `velocity` units per
    /// second; `apply` gets every frame's value and must not retain the widget's owner strongly.
    static func spring(
        on widget: Widget, from: Double, to: Double, velocity: Double, damping: Double,
        stiffness: Double, clamp: Bool, apply: @escaping @MainActor (Double) -> Void
    ) -> Animation {
        // The animation takes over both the parameters and the target (transfer full).
        let new = adw_spring_animation_new(
            widget.widget, from, to, adw_spring_params_new(damping, 1, stiffness),
            callbackTarget(apply))!
        adw_spring_animation_set_initial_velocity(new.opaque, velocity)
        adw_spring_animation_set_clamp(new.opaque, clamp.gboolean)
        return Animation(new)
    }

    /// An ease-out-cubic from `from` to `to` in `milliseconds`, given to `apply` frame by frame.
    static func easeOut(
        on widget: Widget, from: Double, to: Double, milliseconds: UInt32,
        apply: @escaping @MainActor (Double) -> Void
    ) -> Animation {
        timed(on: widget, from: from, to: to, milliseconds: milliseconds, easing: ADW_EASE_OUT_CUBIC, apply: apply)
    }

    /// A steady run from `from` to `to` in `milliseconds` (no easing), given to `apply` frame by frame:
    /// for callers that ease parts of it themselves (`EntranceStack`'s staggered rows).
    static func linear(
        on widget: Widget, from: Double, to: Double, milliseconds: UInt32,
        apply: @escaping @MainActor (Double) -> Void
    ) -> Animation {
        timed(on: widget, from: from, to: to, milliseconds: milliseconds, easing: ADW_LINEAR, apply: apply)
    }

    private static func timed(
        on widget: Widget, from: Double, to: Double, milliseconds: UInt32, easing: AdwEasing,
        apply: @escaping @MainActor (Double) -> Void
    ) -> Animation {
        let new = adw_timed_animation_new(widget.widget, from, to, milliseconds, callbackTarget(apply))!
        adw_timed_animation_set_easing(new.opaque, easing)
        return Animation(new)
    }

    /// Runs `handler` when the animation reaches its end (played out or skipped); one handler, set
    /// before `play()`. Not run once the wrapper is gone.
    func onDone(_ handler: @escaping @MainActor () -> Void) {
        precondition(doneHandler == 0, "one done handler per animation")
        doneHandler = Signal.connect(animation, "done", handler).id
    }

    func play() { adw_animation_play(animation) }
    /// Stops where it is, without reaching the end value or emitting done.
    func pause() { adw_animation_pause(animation) }
    /// Jumps to the end value (emits done).
    func skip() { adw_animation_skip(animation) }

    /// Whether it is playing now. - Complexity: O(1).
    var isPlaying: Bool { adw_animation_get_state(animation) == ADW_ANIMATION_PLAYING }

    deinit {
        if doneHandler != 0 { g_signal_handler_disconnect(animation, doneHandler) }
        // Ends a running animation without "done", dropping libadwaita's own reference and its
        // unmap hook (a no-op when it is idle, paused or finished).
        if adw_animation_get_state(animation) == ADW_ANIMATION_PLAYING { adw_animation_reset(animation) }
        g_object_unref(animation)
    }

    private static func callbackTarget(_ apply: @escaping @MainActor (Double) -> Void) -> OpaquePointer {
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
