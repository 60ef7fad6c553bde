import Foundation
import UITestSupport
import XCTest

/// GTK's file chooser (Choose… in the form, Set Photo… in a row's menu), as a user drives it.
extension FoodPinWindow {
    /// Waits for the “Choose a Photo” chooser, puts `file`'s path into its location entry (Ctrl+L, then
    /// over AT-SPI) and presses Return, then waits for the chooser to close.
    ///
    /// The path is checked in the entry before Return. A chooser that opens on Recent (a test's fresh
    /// home has nothing recent) may take a Return for the entry's completion and stay open with the
    /// whole path in it — under load it did (FormTests, three lanes on two cores), and clicking Open
    /// there does nothing either: a chooser still open after a while gets a second Return. (Waiting
    /// for the app to rest is not enough: the chooser reads the file's details asynchronously, with no
    /// CPU, before it closes.)
    func choosePhoto(_ file: URL, file source: StaticString = #filePath, line: UInt = #line) throws {
        let chooser = try eventuallyValue("no file chooser", file: source, line: line) {
            process.windows.first { $0.name == "Choose a Photo" }
        }
        let entry = { () -> Accessible? in
            chooser.first(role: "text", where: { $0.isEditable && $0.isFocused })
        }
        try Input.key("ctrl+l")
        _ = try eventuallyValue("the chooser's location entry did not take the focus", file: source, line: line) {
            entry()
        }
        // The path is put into GTK's own entry over AT-SPI, not typed: typed under load, the entry's
        // completion of the folder took keys, and the entry held "/tmp/foodpin-" after 14 s (a
        // clean-clone run). What FoodPin does with the chosen file is what these tests test.
        try eventually("the chooser's location entry does not hold \(file.path)", file: source, line: line) {
            guard let entry = entry() else { return false }
            if entry.text != file.path { try entry.setTextContents(file.path) }
            return entry.text == file.path
        }
        try Input.key("Return")
        func isOpen() -> Bool { process.windows.contains { $0.name == "Choose a Photo" } }
        let closed = happens(within: 1.5, because: "a chooser that took the Return as Open closes within it") {
            !isOpen()
        }
        if !closed { try Input.key("Return") }
        try eventually("the chooser did not close", file: source, line: line) { !isOpen() }
    }
}
