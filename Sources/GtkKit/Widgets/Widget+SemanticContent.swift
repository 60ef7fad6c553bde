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

extension Widget {
    /// The direction of this widget and of every widget inside it now (GTK does not pass a
    /// direction down to children, and a button's label is a child). Set it after the widget's
    /// children are in place. GTK keeps no "unset" apart from the resolved direction, so a widget
    /// forced to the locale's own direction reads back as `.unspecified`.
    /// - Complexity: O(number of widgets inside).
    public var semanticContentAttribute: SemanticContentAttribute {
        get {
            switch gtk_widget_get_direction(widget) {
            case GTK_TEXT_DIR_LTR where gtk_widget_get_default_direction() != GTK_TEXT_DIR_LTR: .forceLeftToRight
            case GTK_TEXT_DIR_RTL where gtk_widget_get_default_direction() != GTK_TEXT_DIR_RTL: .forceRightToLeft
            default: .unspecified
            }
        }
        set {
            let direction =
                switch newValue {
                case .unspecified: GTK_TEXT_DIR_NONE
                case .forceLeftToRight: GTK_TEXT_DIR_LTR
                case .forceRightToLeft: GTK_TEXT_DIR_RTL
                }
            Self.setDirection(direction, of: widget)
        }
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
