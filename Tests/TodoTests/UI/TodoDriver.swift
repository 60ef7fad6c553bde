import Foundation
import UITestSupport
import XCTest

/// Drives one launch of the real `todo` window under Xvfb: finds its widgets through AT-SPI, and reads
/// what is stored with the `todo` command line (never by SQL, never through the app).
final class TodoDriver {
    let process: AppProcess
    let window: Accessible
    private let cli: CommandRunner

    /// Launches `todo` on a fresh database (or `database`, for relaunches), after adding `seed` with
    /// `todo add` so the window opens on a known list.
    convenience init(
        seed: [String] = [], database: URL? = nil, colorScheme: AppProcess.ColorScheme = .preferLight,
        renderer: AppProcess.Renderer = .forBehaviourTests, environment: [String: String] = [:]
    ) throws {
        let sandbox = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-ui-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
        AppProcess.removeAtExit(sandbox)  // a relaunch may still need its database: not at terminate
        let databaseURL = database ?? sandbox.appendingPathComponent("foodpin.sqlite3")
        let cli = try CommandRunner("todo", home: sandbox.path)
        for text in seed { try Self.check(cli.run(["add", "--db", databaseURL.path, "--", text])) }
        let process = try AppProcess(
            product: "todo", environment: environment, colorScheme: colorScheme, renderer: renderer,
            databaseURL: databaseURL)
        try self.init(attachingTo: process, cli: cli)
        if !seed.isEmpty { try waitForRows(seed) }
    }

    /// Drives an already launched `todo` window, once it has come to rest.
    init(attachingTo process: AppProcess, cli: CommandRunner? = nil) throws {
        self.process = process
        self.cli = try cli ?? CommandRunner("todo", home: process.sandbox.path)
        window = try process.waitForWindow(title: "To-Do")
        try process.waitUntilIdle()
    }

    /// The database the window uses.
    var databaseURL: URL { process.databaseURL }

    func terminate() { process.terminate() }

    // MARK: - Widgets

    var entry: Accessible {
        get throws { try window.waitForFirst(role: "text", name: "New to-do") }
    }

    func button(_ name: String) throws -> Accessible {
        try window.waitForFirst(role: "push button", name: name)
    }

    /// An on-screen button named `name`, or nil (hidden buttons are not on screen).
    func visibleButton(_ name: String) -> Accessible? {
        window.first(role: "push button", name: name, onScreenOnly: true)
    }

    var isEntryShown: Bool { window.first(role: "text", name: "New to-do", onScreenOnly: true) != nil }

    /// The table (its scroll pane carries the name).
    var list: Accessible {
        get throws { try window.waitForFirst(role: "scroll pane", name: "To-dos", onScreenOnly: false) }
    }

    /// The rows on screen: the list items among the children of the table's list view, two levels
    /// below the scroll pane. A search of the whole pane would also walk into every row's widgets
    /// (a fifth of the keyboard walk's AT-SPI calls).
    func rows() throws -> [Accessible] {
        try list.all(role: "list item", onScreenOnly: true, maxDepth: 2)
    }

    /// The texts of the rows on screen, top to bottom.
    func rowTexts() throws -> [String] {
        try rows()
            .compactMap { item -> (Int, String)? in
                guard let label = item.first(role: "label", onScreenOnly: true), let frame = item.extents else {
                    return nil
                }
                return (frame.y, label.displayedText)
            }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
    }

    /// The list item showing `text`.
    func row(_ text: String) throws -> Accessible {
        try eventuallyValue("no row showing \"\(text)\"", dump: window) {
            try rows().first { item in
                item.first(role: "label", name: text, onScreenOnly: true) != nil
            }
        }
    }

    /// The label of the row showing `text` (the thing to click or drag).
    func rowLabel(_ text: String) throws -> Accessible {
        try XCTUnwrap(row(text).first(role: "label", name: text))
    }

    /// Waits until the rows on screen are exactly `texts`, in order.
    func waitForRows(_ texts: [String], timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line) throws
    {
        try eventually(
            timeout: timeout, "rows should be \(texts), are \((try? rowTexts()) ?? [])",
            file: file, line: line
        ) { try rowTexts() == texts }
    }

    // MARK: - Storage, through the command line

    /// The texts stored in the database, in list order (`todo list --json`).
    func storedTexts() throws -> [String] {
        let result = try cli.run(["list", "--json", "--db", databaseURL.path])
        try Self.check(result)
        let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return objects.compactMap { $0["text"] as? String }
    }

    func waitForStored(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        try eventually("stored items should be \(texts), are \((try? storedTexts()) ?? [])", file: file, line: line) {
            try storedTexts() == texts
        }
    }

    /// Runs `todo ARGUMENTS --db <this database>` as a user in a terminal would.
    @discardableResult
    func todo(_ arguments: String...) throws -> CommandRunner.Result {
        let result = try cli.run(arguments + ["--db", databaseURL.path])
        try Self.check(result)
        return result
    }

    private static func check(_ result: CommandRunner.Result) throws {
        if result.status != 0 { throw UITestError.launch("todo failed: \(result)") }
    }

    // MARK: - Screenshots

    /// Saves the screen as .build/screenshots/todo-NAME.png, cropped by nothing: the window sits at 0,0.
    @discardableResult
    func screenshot(_ name: String) throws -> URL {
        try Screenshot.capture("todo-\(name)")
    }
}
