import CGtk
import Localization

/// The quiet note at the top of a map that says why it shows no new tiles: "Online Maps Are Off"
/// (the switch) or "Offline" (the last request could not reach the server). Hidden otherwise.
@MainActor
final class MapStatusNote {
    /// The note's widget (a label styled as an on-screen display), for the map's overlay.
    let label: Label

    init() {
        label = Label()
        label.addCSSClass("osd")
        label.addCSSClass("gtkkit-map-status")
        label.halign = .center
        label.valign = .start
        label.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        label.isVisible = false
        gtk_widget_set_can_target(label.widget, 0)  // clicks go to the map
    }

    /// The note for `services` now; nil when none is shown.
    static func text(for services: OnlineMapServices) -> String? {
        if !services.isEnabled {
            // Translators: shown on a map when the user turned online maps off in Preferences.
            return localized("Online Maps Are Off")
        }
        // Translators: shown on a map when the tile server cannot be reached; cached tiles still show.
        return services.isReachable ? nil : localized("Offline")
    }

    /// Shows or hides the note for `services`.
    func update(for services: OnlineMapServices) {
        let text = Self.text(for: services)
        label.text = text ?? ""
        label.isVisible = text != nil
    }
}
