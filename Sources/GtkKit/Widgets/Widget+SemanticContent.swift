import CGtk

/// Which way a widget lays out and shapes its text, whatever the locale's direction: UIKit's
/// `semanticContentAttribute`. A phone number is digits and separators with no letter to say its
/// direction, so in an Arabic or Hebrew window its groups come out reversed ("8128 2871 852+")
/// unless it is kept left to right.
public enum SemanticContentAttribute: Sendable {
    /// The locale's direction (the default).
    case unspecified
    /// Always left to right: phone numbers, codes, file paths.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension SemanticContentAttribute {
    /// What `widget`'s direction says against the default one.
    @MainActor init(of widget: UnsafeMutablePointer<GtkWidget>) {
        switch gtk_widget_get_direction(widget) {
        case GTK_TEXT_DIR_LTR where gtk_widget_get_default_direction() != GTK_TEXT_DIR_LTR: self = .forceLeftToRight
        case GTK_TEXT_DIR_RTL where gtk_widget_get_default_direction() != GTK_TEXT_DIR_RTL: self = .forceRightToLeft
        default: self = .unspecified
        }
    }

    var direction: GtkTextDirection {
        switch self {
        case .unspecified: GTK_TEXT_DIR_NONE
        case .forceLeftToRight: GTK_TEXT_DIR_LTR
        case .forceRightToLeft: GTK_TEXT_DIR_RTL
        }
    }
}

extension EntryRow {
    /// The direction of the row's text field alone; its title keeps the window's. A field kept left to
    /// right in a right-to-left window — a phone number — still begins where the row does, at its right
    /// edge. Reads back like `semanticContentAttribute`.
    /// - Complexity: O(1).
    public var textSemanticContentAttribute: SemanticContentAttribute {
        get { gtk_editable_get_delegate(widget.opaque).map { SemanticContentAttribute(of: $0.cast()) } ?? .unspecified }
        set {
            // AdwEntryRow hands its editing to a GtkText inside it (its delegate).
            guard let text = gtk_editable_get_delegate(widget.opaque) else { return }
            gtk_widget_set_direction(text.cast(), newValue.direction)
            let against =
                switch (newValue, gtk_widget_get_default_direction()) {
                case (.forceLeftToRight, GTK_TEXT_DIR_RTL), (.forceRightToLeft, GTK_TEXT_DIR_LTR): true
                default: false
                }
            // The text's alignment is read in its own direction: its far side is the row's start then.
            gtk_editable_set_alignment(text, against ? 1 : 0)
        }
    }
}

extension Widget {
    /// The direction of this widget and of every widget inside it now (GTK does not pass a
    /// direction down to children, and a button's label is a child). Set it after the widget's
    /// children are in place. GTK keeps no "unset" apart from the resolved direction, so a widget
    /// forced to the locale's own direction reads back as `.unspecified`.
    /// - Complexity: O(number of widgets inside).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { SemanticContentAttribute(of: widget) }
        set { Self.setDirection(newValue.direction, of: widget) }
    }

    private static func setDirection(_ direction: GtkTextDirection, of root: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_direction(root, direction)
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            setDirection(direction, of: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
