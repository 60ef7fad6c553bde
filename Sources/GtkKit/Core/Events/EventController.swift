import CGtk

// GTK's event controllers and gestures as small Swift classes with closure properties.
//
// Why they exist: the table view and the row actions listen to clicks, drags, long presses, keys,
// focus and scrolling; the C calls and signal shapes stay here.
//
// Ownership: a controller is made, given its handlers, then added to a widget (`Widget.add(_:)`),
// which owns it from then on. The Swift object holds no reference: it is a handle that the handlers
// may capture (they capture the controller, never the widget's owner strongly) and that is valid for
// as long as the widget lives.

/// When a controller sees an event: GTK's propagation phase.
enum PropagationPhase {
    /// Before the widget under the pointer (from the window down).
    case capture
    /// After it (from the widget up); the default.
    case bubble

    var gtk: GtkPropagationPhase { self == .capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE }
}

/// Any `GtkEventController`.
@MainActor
class EventController {
    /// The controller (not referenced: the widget it is added to owns it).
    nonisolated(unsafe) let pointer: OpaquePointer

    /// Wraps a controller just made (`*_new`, one reference, handed to the widget on `add`).
    init(_ pointer: some GPointer) { self.pointer = pointer.opaque }

    /// When the controller sees events. - Complexity: O(1).
    var phase: PropagationPhase {
        get { gtk_event_controller_get_propagation_phase(pointer) == GTK_PHASE_CAPTURE ? .capture : .bubble }
        set { gtk_event_controller_set_propagation_phase(pointer, newValue.gtk) }
    }

    /// The time of the event being handled, in seconds. - Complexity: O(1).
    var currentEventTime: Double { Double(gtk_event_controller_get_current_event_time(pointer)) / 1000 }

    /// The modifier keys held during the event being handled. - Complexity: O(1).
    var currentModifiers: KeyModifiers { KeyModifiers(gtk_event_controller_get_current_event_state(pointer)) }

    /// Connects a `(double, double) → void` signal (a place or an offset).
    func connectPoint(_ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void) {
        Signal.connect(pointer, signal, handler)
    }

    /// Connects a `() → void` signal.
    func connectPlain(_ signal: String, _ handler: @escaping @MainActor () -> Void) {
        Signal.connect(pointer, signal, handler)
    }
}

/// Any `GtkGesture` (single-point): it may claim the event sequence or give it up.
@MainActor
class Gesture: EventController {
    /// Claims the sequence: no other gesture gets it.
    func claim() { gtk_gesture_set_state(pointer, GTK_EVENT_SEQUENCE_CLAIMED) }
    /// Gives the sequence up to other gestures.
    func deny() { gtk_gesture_set_state(pointer, GTK_EVENT_SEQUENCE_DENIED) }

    /// Which mouse button it listens to: 0 any, 1 primary, 3 secondary. - Complexity: O(1).
    var button: Int {
        get { Int(gtk_gesture_single_get_button(pointer)) }
        set { gtk_gesture_single_set_button(pointer, guint(newValue)) }
    }

    /// Whether it listens to touch only. - Complexity: O(1).
    var isTouchOnly: Bool {
        get { Bool(gtk_gesture_single_get_touch_only(pointer)) }
        set { gtk_gesture_single_set_touch_only(pointer, newValue.gboolean) }
    }

    /// Whether the sequence being handled comes from a touch screen. - Complexity: O(1).
    var isTouch: Bool {
        guard let device = gtk_gesture_get_device(pointer) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// Runs `handler` when the sequence is cancelled (`cancel`).
    func onCancel(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(pointer, "cancel") { (_: UnsafeMutableRawPointer?) in handler() }
    }
}

/// Mouse buttons, for `Gesture.button`.
enum MouseButton {
    static let any = 0
    static let primary = Int(GDK_BUTTON_PRIMARY)
    static let secondary = Int(GDK_BUTTON_SECONDARY)
}

/// A `GtkGestureClick`: presses and releases, with their count (2 for a double click) and place.
@MainActor
final class ClickGesture: Gesture {
    /// A click gesture on `button` (`MouseButton`).
    init(button: Int = MouseButton.primary) {
        super.init(gtk_gesture_click_new()!)
        self.button = button
    }

    /// `pressed`: the number of presses so far and where, in the widget's coordinates.
    func onPressed(_ handler: @escaping @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void) {
        Signal.connect(pointer, "pressed", handler)
    }

    /// `released`: the number of presses and where.
    func onReleased(_ handler: @escaping @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void) {
        Signal.connect(pointer, "released", handler)
    }
}

/// A `GtkGestureDrag`: where a drag began, then its offsets from there.
@MainActor
final class DragGesture: Gesture {
    init() { super.init(gtk_gesture_drag_new()!) }

    /// `drag-begin`: the start, in the widget's coordinates.
    func onBegin(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        connectPoint("drag-begin", handler)
    }
    /// `drag-update`: the offset from the start.
    func onUpdate(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) {
        connectPoint("drag-update", handler)
    }
    /// `drag-end`: the final offset.
    func onEnd(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) {
        connectPoint("drag-end", handler)
    }
}

/// A `GtkGestureLongPress`: a press held in place.
@MainActor
final class LongPressGesture: Gesture {
    init() { super.init(gtk_gesture_long_press_new()!) }

    /// `pressed`: where, in the widget's coordinates.
    func onPressed(_ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) {
        connectPoint("pressed", handler)
    }
}

/// A `GtkEventControllerFocus`: the focus entering and leaving the widget (or a descendant).
@MainActor
final class FocusController: EventController {
    init() { super.init(gtk_event_controller_focus_new()!) }

    func onEnter(_ handler: @escaping @MainActor () -> Void) { connectPlain("enter", handler) }
    func onLeave(_ handler: @escaping @MainActor () -> Void) { connectPlain("leave", handler) }
}

/// A `GtkEventControllerKey`: key presses while the widget (or a descendant) has the focus.
@MainActor
final class KeyController: EventController {
    init() { super.init(gtk_event_controller_key_new()!) }

    /// `key-pressed`: the key and its modifiers; return true when the key was used.
    func onKeyPressed(_ handler: @escaping @MainActor (_ keyval: UInt32, _ modifiers: KeyModifiers) -> Bool) {
        Signal.connect(pointer, "key-pressed", key: { keyval, state in handler(keyval, KeyModifiers(state)) })
    }
}

/// A `GtkEventControllerScroll` on both axes, kinetic: wheels and touchpads.
@MainActor
final class ScrollController: EventController {
    init() {
        let flags = GtkEventControllerScrollFlags(
            rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
                | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        super.init(gtk_event_controller_scroll_new(flags)!)
    }

    /// `scroll`: the deltas; return true when the scroll was used.
    func onScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) {
        Signal.connect(pointer, "scroll", returning: handler)
    }

    /// `scroll-begin` and `scroll-end` (touchpads that report them).
    func onBegin(_ handler: @escaping @MainActor () -> Void) { connectPlain("scroll-begin", handler) }
    func onEnd(_ handler: @escaping @MainActor () -> Void) { connectPlain("scroll-end", handler) }
    /// `decelerate`: the velocity a kinetic scroll ends with.
    func onDecelerate(_ handler: @escaping @MainActor (_ vx: Double, _ vy: Double) -> Void) {
        connectPoint("decelerate", handler)
    }

    /// Whether the scroll being handled is in wheel units (clicks, or fractions on X11 touchpads)
    /// rather than surface pixels. - Complexity: O(1).
    var isInWheelUnits: Bool { gtk_event_controller_scroll_get_unit(pointer) == GDK_SCROLL_UNIT_WHEEL }
}
