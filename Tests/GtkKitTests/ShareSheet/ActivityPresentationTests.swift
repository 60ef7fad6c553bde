import CGtk
import Foundation
import XCTest

@testable import GtkKit

/// Popover on a wide window, sheet on a narrow one, sheet without a source; completion once.
final class ActivityPresentationTests: GtkTestCase {
    typealias Report = (type: Activity.ActivityType?, completed: Bool, error: Error?)

    func testWideWindowShowsAPopoverAnchoredAtTheSourceRect() throws {
        try onMain {
            // Email shows when xdg-email is installed: a fake one makes the screenshot complete.
            let (mailer, _) = try fakeMailer()
            let savedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            setenv("PATH", "\(mailer):\(savedPath)", 1)
            defer { setenv("PATH", savedPath, 1) }
            let (window, rows) = restaurantWindow(width: 1100, height: 660)
            defer { window.destroy() }
            let source = rows[2]
            let rect = Rect(x: Double(source.width - 60), y: 0, width: 60, height: Double(source.height))
            var reports: [Report] = []
            let favourite = Activity(title: "Add to Favourites", image: "emblem-favorite-symbolic") { _ in }
            let share = ActivityViewController(
                activityItems: [.text("Just checking in at Teakha"), .image(path: dishPNG())],
                applicationActivities: [favourite])
            share.present(from: source, sourceRect: rect, in: window) { reports.append(($0, $1, $2)) }

            XCTAssertEqual(share.presentationStyle, .popover)
            XCTAssertNil(share.presentedSheet)
            guard let popover = share.presentedPopover else { return XCTFail("no popover") }
            XCTAssertTrue(spin(until: { popover.isMapped }), "the popover did not show")
            XCTAssertEqual(popover.parentPointer, source.widget, "the popover is not anchored to the source view")
            let pointing = popover.pointingTo
            XCTAssertEqual(pointing?.x, Int32(source.width - 60))
            XCTAssertEqual(pointing?.y, 0)
            XCTAssertEqual(pointing?.width, 60)
            XCTAssertEqual(pointing?.height, Int32(source.height))
            XCTAssertEqual(share.activityButtons.map(\.accessibleLabel), share.activities.map(\.title))
            screenshot("sharesheet-popover", width: 1100, height: 660)

            share.dismiss()
            XCTAssertTrue(spin(until: { popover.parentPointer == nil }), "the popover stayed on its source")
            XCTAssertEqual(reports.count, 1)
            XCTAssertNil(reports.first?.type)
            XCTAssertEqual(reports.first?.completed, false)
            share.dismiss()
            XCTAssertEqual(reports.count, 1, "the completion ran twice")
        }
    }

    func testNarrowWindowShowsAModalSheetNotAPopover() throws {
        try onMain {
            let (mailer, _) = try fakeMailer()
            let savedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            setenv("PATH", "\(mailer):\(savedPath)", 1)
            defer { setenv("PATH", savedPath, 1) }
            let (window, rows) = restaurantWindow(width: 360, height: 640)
            defer { window.destroy() }
            var reports: [Report] = []
            let share = ActivityViewController(activityItems: [
                .text("Just checking in at Cafe Deadend"), .image(path: dishPNG()),
            ])
            share.present(from: rows[0], sourceRect: nil, in: window) { reports.append(($0, $1, $2)) }

            XCTAssertEqual(share.presentationStyle, .sheet)
            XCTAssertNil(share.presentedPopover)
            guard let sheet = share.presentedSheet else { return XCTFail("no sheet") }
            XCTAssertTrue(spin(until: { sheet.isMapped }))
            XCTAssertEqual(gtk_window_get_transient_for(sheet.window), window.window)
            XCTAssertTrue(sheet.isModal)
            XCTAssertNil(popoverChild(of: rows[0]), "a popover was attached to the row")
            XCTAssertEqual(share.activityButtons.map(\.accessibleLabel), share.activities.map(\.title))
            // No window manager here: put the sheet where GNOME's would, over the bottom of its window.
            waitUntil("the sheet was never laid out") { sheet.height > 0 }
            moveWindow(titled: "Share", x: (360 - sheet.width) / 2, y: 640 - sheet.height)
            screenshot("sharesheet-sheet", width: 360, height: 640)

            guard let cancel = buttons(labelled: "Cancel", in: sheet.widget).first else { return XCTFail("no Cancel") }
            XCTAssertTrue(press(cancel, until: { !reports.isEmpty }))
            XCTAssertNil(share.presentedSheet)
            XCTAssertEqual(reports.count, 1)
            XCTAssertNil(reports.first?.type)
        }
    }

    func testNilSourceFallsBackToASheetOnAWideWindow() {
        onMain {
            let (window, _) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            let share = ActivityViewController(activityItems: [.text("Just checking in at Homei")])
            share.present(from: nil, in: window)
            XCTAssertEqual(share.presentationStyle, .sheet)
            XCTAssertTrue(spin(until: { share.presentedSheet?.isMapped ?? false }))
            share.dismiss()

            // A source that is not in the window (a recycled row, say) also gives the sheet.
            let detached = Label("Not shown")
            XCTAssertEqual(ActivityViewController.style(for: detached, in: window), .sheet)
            share.present(from: detached, in: window)
            XCTAssertEqual(share.presentationStyle, .sheet)
            share.dismiss()
        }
    }

    func testClosingTheParentWindowCancelsTheSheet() {
        onMain {
            let (window, _) = restaurantWindow(width: 360, height: 640)
            var reports: [Report] = []
            weak var weakShare: ActivityViewController?
            do {
                let share = ActivityViewController(activityItems: [.text("Homei")])
                share.present(from: nil, in: window) { reports.append(($0, $1, $2)) }
                weakShare = share
            }
            XCTAssertNotNil(weakShare, "a presented controller must keep itself alive")
            window.destroy()
            XCTAssertTrue(spin(until: { reports.count == 1 }, timeout: 2), "the sheet died without reporting")
            drain()
            XCTAssertNil(weakShare, "the controller outlived its sheet")
        }
    }

    func testEscapeCancelsTheSheet() throws {
        try onMain {
            try requireTool("xdotool")
            let (window, _) = restaurantWindow(width: 360, height: 640)
            defer { window.destroy() }
            var reports: [Report] = []
            let share = ActivityViewController(activityItems: [.text("Just checking in at Homei")])
            share.present(from: nil, in: window) { reports.append(($0, $1, $2)) }
            guard let sheet = share.presentedSheet else { return XCTFail("no sheet") }
            let title = "Share-\(UUID().uuidString)"
            sheet.title = title
            xdotool(["search", "--sync", "--name", title, "windowfocus", "--sync"])
            waitUntil("the sheet's window never became active", timeout: 2) { Bool(gtk_window_is_active(sheet.window)) }
            xdotool(["key", "Escape"])
            XCTAssertTrue(spin(until: { reports.count == 1 }, timeout: 3), "Escape did not cancel the sheet")
            XCTAssertNil(share.presentedSheet)
            XCTAssertNil(reports.first?.type)
        }
    }

    func testApplicationActivityRunsWithTheItemsAndReportsItsType() {
        onMain {
            let (window, rows) = restaurantWindow(width: 900, height: 620)
            defer { window.destroy() }
            var received: [String] = []
            let favourite = Activity(title: "Add to Favourites", image: "starred-symbolic") { items in
                for item in items { if case let .text(text) = item.content { received.append(text) } }
            }
            struct Refused: Error {}
            let failing = Activity(title: "Print", image: "document-print-symbolic") { _ in throw Refused() }
            var reports: [Report] = []
            let share = ActivityViewController(
                activityItems: [.text("Just checking in at Teakha")],
                applicationActivities: [favourite, failing])
            share.excludedActivityTypes = [.saveToFile]
            XCTAssertFalse(share.activities.contains { $0.activityType == .saveToFile })
            XCTAssertEqual(share.activities.suffix(2).map(\.title), ["Add to Favourites", "Print"])

            share.present(from: rows[1], in: window) { reports.append(($0, $1, $2)) }
            waitUntil("the share popover was never mapped") { share.presentedPopover?.isMapped ?? false }
            let button = share.activityButtons.first { $0.accessibleLabel == "Add to Favourites" }!
            XCTAssertTrue(press(button.widget, until: { !reports.isEmpty }))
            XCTAssertEqual(received, ["Just checking in at Teakha"])
            XCTAssertEqual(reports.count, 1)
            XCTAssertEqual(reports.first?.type, favourite.activityType)
            XCTAssertEqual(reports.first?.completed, true)
            XCTAssertNil(share.presentationStyle, "the sheet stayed up after its activity ran")

            share.present(from: rows[1], in: window) { reports.append(($0, $1, $2)) }
            waitUntil("the share popover was never mapped") { share.presentedPopover?.isMapped ?? false }
            XCTAssertTrue(
                press(
                    share.activityButtons.first { $0.accessibleLabel == "Print" }?.widget, until: { reports.count == 2 }
                ))
            XCTAssertEqual(reports.count, 2)
            XCTAssertEqual(reports.last?.completed, false)
            XCTAssertTrue(reports.last?.error is Refused)
            // The error shows in the window's toast overlay.
            XCTAssertTrue(
                spin(
                    until: {
                        descendants(of: window.widget).contains {
                            $0.isA(gtk_label_get_type())
                                && String(cString: gtk_label_get_text($0.opaque)) == "Refused()"
                        }
                    }, timeout: 2), "the activity's error was not shown")
            drain()
        }
    }
}

/// A popover child of `widget`, if one is attached.
@MainActor
private func popoverChild(of widget: Widget) -> UnsafeMutablePointer<GtkWidget>? {
    descendants(of: widget.widget).first { $0.isA(gtk_popover_get_type()) }
}
