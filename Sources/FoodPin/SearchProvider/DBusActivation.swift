// Why this exists: `main.swift` must recognise D-Bus's way of starting the app before the command
// line parses its arguments (`--gapplication-service` is no FoodPin option), and it imports no GtkKit.
import GtkKit

/// How D-Bus starts FoodPin: `data/dbus-1/services/io.github.foodpin.FoodPin.service` runs
/// `foodpin --gapplication-service`.
enum DBusActivation {
    /// Whether `arguments` (without the program's name) are D-Bus activation's.
    static func isServiceLaunch(_ arguments: some Collection<String>) -> Bool {
        Application.isServiceLaunch(arguments)
    }
}
