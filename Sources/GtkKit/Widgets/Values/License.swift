import CGtk

/// The licence an about window names: GTK's `GtkLicense` (as of GTK 4.8) as a Swift enum, so apps
/// never spell `GTK_LICENSE_*`.
public enum License: Sendable, Hashable, CaseIterable {
    /// No licence, or one the app describes itself.
    case unknown, custom
    /// GPL 2.0 or later, GPL 3.0 or later, LGPL 2.1 or later, LGPL 3.0 or later, BSD, MIT/X11, Artistic 2.0.
    case gpl2, gpl3, lgpl21, lgpl3, bsd, mitX11, artistic
    /// GPL 2.0 only, GPL 3.0 only, LGPL 2.1 only, LGPL 3.0 only, AGPL 3.0 or later, AGPL 3.0 only,
    /// BSD 3-clause, Apache 2.0, MPL 2.0.
    case gpl2Only, gpl3Only, lgpl21Only, lgpl3Only, agpl3, agpl3Only, bsd3, apache2, mpl2

    /// The GTK value. - Complexity: O(1).
    var gtk: GtkLicense {
        switch self {
        case .unknown: GTK_LICENSE_UNKNOWN
        case .custom: GTK_LICENSE_CUSTOM
        case .gpl2: GTK_LICENSE_GPL_2_0
        case .gpl3: GTK_LICENSE_GPL_3_0
        case .lgpl21: GTK_LICENSE_LGPL_2_1
        case .lgpl3: GTK_LICENSE_LGPL_3_0
        case .bsd: GTK_LICENSE_BSD
        case .mitX11: GTK_LICENSE_MIT_X11
        case .artistic: GTK_LICENSE_ARTISTIC
        case .gpl2Only: GTK_LICENSE_GPL_2_0_ONLY
        case .gpl3Only: GTK_LICENSE_GPL_3_0_ONLY
        case .lgpl21Only: GTK_LICENSE_LGPL_2_1_ONLY
        case .lgpl3Only: GTK_LICENSE_LGPL_3_0_ONLY
        case .agpl3: GTK_LICENSE_AGPL_3_0
        case .agpl3Only: GTK_LICENSE_AGPL_3_0_ONLY
        case .bsd3: GTK_LICENSE_BSD_3
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .mpl2: GTK_LICENSE_MPL_2_0
        }
    }

    /// The case for a GTK value; `.unknown` for one this enum does not name.
    /// - Complexity: O(1) (18 cases).
    init(_ gtk: GtkLicense) {
        self = License.allCases.first { $0.gtk == gtk } ?? .unknown
    }
}
