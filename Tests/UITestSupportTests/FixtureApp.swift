import Foundation
import UITestSupport

/// Launches Fixtures/fixture.py (GTK 4 + libadwaita through PyGObject) and finds its parts.
final class FixtureApp {
    let process: AppProcess
    let window: Accessible

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        let script = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fixture.py")
        process = try AppProcess(executable: URL(fileURLWithPath: "/usr/bin/python3"), arguments: [script.path])
        window = try process.waitForWindow(title: "UITest Fixture", file: file, line: line)
    }

    /// The label each fixture reaction is written into (accessible description "Status").
    func status() throws -> Accessible {
        try window.waitForFirst(role: "label") { $0.accessibleDescription == "Status" }
    }

    /// Waits until the status label reads `expected`.
    func waitForStatus(
        _ expected: String, timeout: Double = 5, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let status = try status()
        try eventually(
            timeout: timeout, "status should read \"\(expected)\", reads \"\(status.displayedText)\"",
            dump: window, file: file, line: line
        ) { status.displayedText == expected }
    }
}
