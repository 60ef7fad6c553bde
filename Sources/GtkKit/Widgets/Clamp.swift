import CGtk

/// An `AdwClamp`: keeps its child at most `maximumSize` wide, centred, so content stays readable in a
/// wide window.
@MainActor
public final class Clamp: Widget {
    /// A clamp around `child`, at most `maximumSize` pixels wide.
    public init(child: Widget? = nil, maximumSize: Int32 = 600) {
        super.init(adw_clamp_new())
        adw_clamp_set_maximum_size(clamp, maximumSize)
        self.child = child  // observers do not run in init
        adw_clamp_set_child(clamp, child?.widget)
    }

    /// The clamped widget.
    public var child: Widget? {
        didSet { adw_clamp_set_child(clamp, child?.widget) }
    }

    /// The widest the child gets, in pixels.
    public var maximumSize: Int32 {
        get { adw_clamp_get_maximum_size(clamp) }
        set { adw_clamp_set_maximum_size(clamp, newValue) }
    }

    /// The width from which the child starts growing more slowly than the clamp.
    public var tighteningThreshold: Int32 {
        get { adw_clamp_get_tightening_threshold(clamp) }
        set { adw_clamp_set_tightening_threshold(clamp, newValue) }
    }

    private var clamp: OpaquePointer { widget.opaque }
}
