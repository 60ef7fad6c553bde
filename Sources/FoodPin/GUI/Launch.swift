// Placeholder for the GUI entry point; the GUI engineer replaces this file.
import Foundation

/// Runs the FoodPin window on the database at `databasePath` (nil: the default location) and returns
/// the process exit status.
func runGraphicalApp(databasePath: String?) -> Int32 {
    print("The FoodPin window is not built yet")
    return 0
}
