import CAtspi

extension Accessible {
    // MARK: - Component

    /// The bounds in window coordinates, or nil when the object has no Component interface.
    /// - Note: AT-SPI screen coordinates are wrong under Xvfb with no window manager, and window
    ///   coordinates leave out the CSD margin and are wrong inside popovers: for pointer input use
    ///   `screenExtents` or `Input.frame(of:)`.
    public var extents: Rect? {
        guard let component = atspi_accessible_get_component_iface(pointer) else { return nil }
        defer { g_object_unref(component) }
        var error: UnsafeMutablePointer<GError>?
        let rect = UITestStatistics.accessibilityCall {
            atspi_component_get_extents(component, ATSPI_COORD_TYPE_WINDOW, &error)
        }
        if let error { g_error_free(error); return nil }
        guard let rect else { return nil }
        defer { g_free(rect) }
        return Rect(
            x: Int(rect.pointee.x), y: Int(rect.pointee.y),
            width: Int(rect.pointee.width), height: Int(rect.pointee.height))
    }

    // MARK: - Text

    /// The text content (AtspiText) of a label, entry or text view; nil when not a text object.
    public var text: String? {
        guard let text = atspi_accessible_get_text_iface(pointer) else { return nil }
        defer { g_object_unref(text) }
        var error: UnsafeMutablePointer<GError>?
        let count = UITestStatistics.accessibilityCall { atspi_text_get_character_count(text, &error) }
        if let error { g_error_free(error); return nil }
        return UITestStatistics.accessibilityCall { try? string { atspi_text_get_text(text, 0, count, $0) } }
    }

    /// The text if this is a text object, else the name: what a person reads on it.
    public var displayedText: String { text ?? name }

    /// Replaces the content of an editable text object (no key events; prefer `Input.type` to test input).
    public func setTextContents(_ contents: String) throws {
        guard let editable = atspi_accessible_get_editable_text_iface(pointer) else {
            throw UITestError.accessibility("\(self) is not editable text")
        }
        defer { g_object_unref(editable) }
        var error: UnsafeMutablePointer<GError>?
        _ = atspi_editable_text_set_text_contents(editable, contents, &error)
        if let error { throw Accessible.consume(error, "SetTextContents on \(self)") }
    }

    // MARK: - Action

    /// The names of the object's actions ("click", "activate", "press"…).
    public var actionNames: [String] {
        guard let action = atspi_accessible_get_action_iface(pointer) else { return [] }
        defer { g_object_unref(action) }
        var error: UnsafeMutablePointer<GError>?
        let count = atspi_action_get_n_actions(action, &error)
        if let error { g_error_free(error); return [] }
        return (0..<max(0, count)).map { index in
            (try? string { atspi_action_get_action_name(action, index, $0) }) ?? ""
        }
    }

    /// Performs action `index` (0 is "click" for GTK buttons).
    /// - Note: This bypasses the pointer; use `Input.click(_:)` to test real input handling.
    public func doAction(_ index: Int = 0) throws {
        guard let action = atspi_accessible_get_action_iface(pointer) else {
            throw UITestError.accessibility("\(self) has no actions")
        }
        defer { g_object_unref(action) }
        var error: UnsafeMutablePointer<GError>?
        let done = atspi_action_do_action(action, gint(index), &error)
        if let error { throw Accessible.consume(error, "DoAction(\(index)) on \(self)") }
        if done == 0 { throw UITestError.accessibility("\(self) refused action \(index)") }
    }
}
