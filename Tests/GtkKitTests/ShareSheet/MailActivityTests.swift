import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// Email runs `xdg-email` with an argument vector; it is hidden when xdg-email is missing.
final class MailActivityTests: GtkTestCase {
    func testArgumentVectorIsExactAndPassesTextVerbatim() {
        let tricky = "Fish & chips; rm -rf ~ \"$(whoami)\"\nsecond line"
        XCTAssertEqual(
            MailCommand.arguments(subject: "Cafe Deadend", body: tricky, attachment: "/tmp/a b.png"),
            ["--utf8", "--subject", "Cafe Deadend", "--body", tricky, "--attach", "/tmp/a b.png"])
        XCTAssertEqual(MailCommand.arguments(subject: nil, body: "Hi", attachment: nil), ["--utf8", "--body", "Hi"])
        XCTAssertEqual(
            MailCommand.arguments(subject: "", body: nil, attachment: "/p.png"), ["--utf8", "--attach", "/p.png"])
    }

    func testEmailActivityLaunchesXdgEmailWithTheItems() throws {
        try onMain {
            let (folder, log) = try fakeMailer()
            let savedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            setenv("PATH", "\(folder):\(savedPath)", 1)
            defer { setenv("PATH", savedPath, 1) }
            XCTAssertEqual(MailCommand.executable(), "\(folder)/xdg-email")

            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            let image = dishPNG()
            let text = "Just checking in at Cafe Deadend; \"great\" $HOME"
            var reports: [Activity.ActivityType?] = []
            let share = ActivityViewController(activityItems: [.text(text), .image(path: image)])
            share.present(from: rows[0], in: window) { type, completed, _ in if completed { reports.append(type) } }
            guard let email = share.activityButtons.first(where: { $0.accessibleLabel == "Email" }) else {
                return XCTFail("Email is not offered though xdg-email is on PATH")
            }
            XCTAssertTrue(press(email.widget, until: { !reports.isEmpty }))
            XCTAssertEqual(reports, [.mail])
            // The fake writes one NUL-terminated field per argument: seven when it is done.
            func fields() -> [String] {
                let data = (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data()
                return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
                    String(decoding: $0, as: UTF8.self)
                }
            }
            waitUntil("xdg-email did not run, or not with seven arguments: \(fields())") { fields().count >= 7 }
            XCTAssertEqual(fields(), ["--utf8", "--subject", text, "--body", text, "--attach", image])
        }
    }

    func testEmailIsHiddenWithoutXdgEmail() {
        onMain {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
                "gtkkit-empty-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let savedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            setenv("PATH", empty.path, 1)
            defer { setenv("PATH", savedPath, 1) }
            XCTAssertNil(MailCommand.executable())
            let share = ActivityViewController(activityItems: [.text("Homei")])
            XCTAssertEqual(share.activities.map(\.activityType), [.copyToPasteboard, .saveToFile])
        }
    }
}
