import UITestSupport
import XCTest

/// A UI test of the real `todo` window: every launch gets a fresh sandbox and database, and is ended
/// when the test ends.
class TodoUITestCase: XCTestCase {
    /// The renderer of every launch of the class: GTK's default for the screenshot suite, whose pictures
    /// the README shows; cairo otherwise (see `AppProcess.Renderer`).
    class var renderer: AppProcess.Renderer { .forBehaviourTests }

    /// Launches `todo` (see `TodoDriver.init`) and ends it after the test.
    func launch(
        seed: [String] = [], database: URL? = nil, colorScheme: AppProcess.ColorScheme = .preferLight,
        environment: [String: String] = [:]
    ) throws -> TodoDriver {
        let app = try TodoDriver(
            seed: seed, database: database, colorScheme: colorScheme, renderer: Self.renderer,
            environment: environment)
        addTeardownBlock { app.terminate() }
        return app
    }

    /// Types `text` into the entry (clicked first, as a person would) and presses Enter.
    func typeAndEnter(_ text: String, in app: TodoDriver) throws {
        let entry = try app.entry
        try Input.click(entry)
        try eventually("the entry should take the focus") { entry.isFocused }
        try Input.type(text)
        try eventually("the entry should hold \"\(text)\", holds \"\(entry.text ?? "nil")\"") { entry.text == text }
        try Input.key("Return")
    }

    /// Clicks a row: selecting a row enters edit mode (seed 001, Gold).
    func enterEditMode(byClicking text: String, in app: TodoDriver) throws {
        try Input.click(app.rowLabel(text))
        try eventually("Done should show after selecting a row") { app.visibleButton("Done") != nil }
    }
}
