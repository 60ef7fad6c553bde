import CAtspi

extension Accessible {
    /// The AT-SPI states tests usually ask about.
    public enum State: String, CaseIterable, Sendable {
        case showing, visible, focused, focusable, selected, selectable, checked, sensitive, enabled,
            editable, active, expanded, pressed, defunct

        var atspi: AtspiStateType {
            switch self {
            case .showing: ATSPI_STATE_SHOWING
            case .visible: ATSPI_STATE_VISIBLE
            case .focused: ATSPI_STATE_FOCUSED
            case .focusable: ATSPI_STATE_FOCUSABLE
            case .selected: ATSPI_STATE_SELECTED
            case .selectable: ATSPI_STATE_SELECTABLE
            case .checked: ATSPI_STATE_CHECKED
            case .sensitive: ATSPI_STATE_SENSITIVE
            case .enabled: ATSPI_STATE_ENABLED
            case .editable: ATSPI_STATE_EDITABLE
            case .active: ATSPI_STATE_ACTIVE
            case .expanded: ATSPI_STATE_EXPANDED
            case .pressed: ATSPI_STATE_PRESSED
            case .defunct: ATSPI_STATE_DEFUNCT
            }
        }
    }

    /// The object's current states. - Complexity: one round trip.
    public var states: Set<State> {
        guard let set = UITestStatistics.accessibilityCall({ atspi_accessible_get_state_set(pointer) }) else {
            return [.defunct]
        }
        defer { g_object_unref(set) }
        return Set(State.allCases.filter { atspi_state_set_contains(set, $0.atspi) != 0 })
    }

    /// Whether the object has `state`. - Complexity: one round trip.
    public func has(_ state: State) -> Bool { states.contains(state) }

    /// The raw SHOWING state. - Note: GTK 4.8 sets it on toplevel windows only: use `isOnScreen`.
    public var isShowing: Bool { has(.showing) }
    public var isVisible: Bool { has(.visible) }
    public var isFocused: Bool { has(.focused) }
    public var isSelected: Bool { has(.selected) }
    public var isChecked: Bool { has(.checked) }
    public var isSensitive: Bool { has(.sensitive) }
    public var isEditable: Bool { has(.editable) }
}
