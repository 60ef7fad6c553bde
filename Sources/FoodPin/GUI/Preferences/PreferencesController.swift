// Why this type exists: FoodPin's Preferences — a GtkKit `PreferencesWindow` with one page per
// concern. Maps (issue 30): the online-maps switch and the tile server; Sync (issues 26/27) adds its
// page beside it. Each setting takes effect at once and is saved (`MapSettings`).
//
// Threading rule: main thread only.
import FoodPinModel
import GtkKit
import Localization
import SyncUI

@MainActor
enum PreferencesController {
    /// Opens Preferences over `window`: FoodPin's own pages, then Sync's when `sync` is given (SyncUI
    /// owns that window then: one Preferences window, however it was opened).
    static func present(over window: Window, settings: MapSettings, sync: SyncController?) {
        if let sync { return sync.presentPreferences(over: window, after: [mapsPage(settings)]) }
        let preferences = PreferencesWindow(title: localized("Preferences"), transientFor: window)
        preferences.add(mapsPage(settings))
        preferences.present()
    }

    /// Maps: whether maps and Find on Map may use the network, and whose tiles maps show.
    private static func mapsPage(_ settings: MapSettings) -> PreferencesPage {
        let page = PreferencesPage(title: localized("Maps"), iconName: "mark-location-symbolic")

        let network = PreferencesGroup(
            title: localized("Online Maps"),
            description: localized(
                "Maps download their tiles, and Find on Map looks places up, only when you open a map or ask to find a place. Turned off, maps show only the tiles already saved on this computer."
            ))
        let online = ActionRow(title: localized("Online Maps"))
        let onlineSwitch = Switch(isOn: settings.onlineMaps)
        online.addSuffix(onlineSwitch)
        online.setActivatableWidget(onlineSwitch)
        onlineSwitch.onToggled { settings.onlineMaps = onlineSwitch.isOn }
        network.add(online)
        page.add(network)

        let tiles = PreferencesGroup(
            title: localized("Tile Server"),
            description: localized(
                "Leave empty for OpenStreetMap’s tiles. Another server’s address names the tile with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png."
            ))
        let server = EntryRow(title: localized("Tile Server Address"), text: settings.tileServer ?? "")
        let apply = Button(iconName: "object-select-symbolic", accessibleLabel: localized("Use This Tile Server"))
        apply.valign = .center
        apply.addCSSClass("flat")
        server.addSuffix(apply)
        // Why an address is refused, said under the row as the form says it under a field (the
        // row's red alone says only that something is wrong).
        let reason = Label()
        reason.xalign = 0
        reason.wraps = true
        reason.addCSSClass("caption")
        reason.addCSSClass("error")
        reason.setMargins(top: 6, start: 12)
        reason.isVisible = false
        let say = { (text: String?) in
            server.errorMessage = text
            reason.text = text ?? ""
            reason.isVisible = text != nil
        }
        let use = {
            do throws(TileSourceError) {
                try settings.setTileServer(server.text)
                say(nil)
            } catch {
                say(error.description)
            }
        }
        apply.onClicked { use() }
        server.onChanged { say(nil) }
        tiles.add(server)
        tiles.add(reason)
        page.add(tiles)
        return page
    }
}
