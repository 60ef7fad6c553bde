import CGtk
import Foundation
import XCTest

@testable import GtkKit

final class DialogTests: GtkTestCase {
    func testMessageDialogReportsTheResponseOnceAndKeepsItselfAlive() {
        onMain {
            let window = shownWindow(Label("Parent"))
            defer { window.destroy() }
            var responses: [String] = []
            weak var weakDialog: MessageDialog?
            do {
                let dialog = MessageDialog(
                    parent: window, heading: "Delete Restaurant?", body: "This cannot be undone.")
                dialog.addResponse("cancel", label: "_Cancel")
                dialog.addResponse("delete", label: "_Delete", appearance: .destructive)
                dialog.defaultResponse = "cancel"
                dialog.onResponse = { responses.append($0) }
                dialog.present()
                weakDialog = dialog
                XCTAssertEqual(
                    adw_message_dialog_get_response_appearance(dialog.widget.cast(), "delete"), ADW_RESPONSE_DESTRUCTIVE
                )
                XCTAssertEqual(dialog.closeResponse, "close")
            }
            XCTAssertNotNil(weakDialog, "a presented dialog must keep itself alive")
            XCTAssertTrue(spin(until: { weakDialog?.isMapped ?? false }))
            guard
                let delete = buttons(labelled: "_Delete", in: weakDialog!.widget).first
                    ?? buttons(labelled: "Delete", in: weakDialog!.widget).first
            else { return XCTFail("no Delete button") }
            gtk_widget_activate(delete)
            XCTAssertTrue(spin(until: { !responses.isEmpty }, timeout: 2))
            XCTAssertEqual(responses, ["delete"])
            drain()
        }
    }

    func testAboutWindowCarriesTheAppDetails() {
        onMain {
            let about = AboutWindow(
                parent: nil, applicationName: "FoodPin", applicationIcon: "org.foodpin.FoodPin",
                version: "1.0", developerName: "FoodPin Team", website: "https://example.org/foodpin",
                copyright: "© 2026 FoodPin Team", license: .mitX11)
            XCTAssertEqual(about.applicationName, "FoodPin")
            XCTAssertEqual(about.version, "1.0")
            XCTAssertEqual(about.developerName, "FoodPin Team")
            XCTAssertEqual(about.website, "https://example.org/foodpin")
            XCTAssertEqual(about.copyright, "© 2026 FoodPin Team")
            XCTAssertEqual(about.license, .mitX11)
            about.setDevelopers(["Ada <ada@example.org>"])
            gtk_window_destroy(about.widget.cast())
        }
    }

    func testFileChooserFiltersAndReportsTheChosenPath() {
        onMain {
            let open = FileChooser.openImage(parent: nil)
            XCTAssertEqual(open.filterNames, ["Images"])
            var chosen: [String?] = []
            open.present { chosen.append($0) }
            XCTAssertTrue(open.isVisible)
            open.cancel()
            XCTAssertEqual(chosen, [nil])
            XCTAssertFalse(open.isVisible)

            let path = temporaryPNG(named: "chosen.png")
            let save = FileChooser(mode: .save, title: "Save", parent: nil)
            save.setCurrentFolder((path as NSString).deletingLastPathComponent)
            save.suggestedName = "chosen.png"
            save.present { chosen.append($0) }
            // The chooser loads the folder asynchronously; until then it names no file.
            waitUntil("the chooser never named \(path)") {
                guard let file = gtk_file_chooser_get_file(save.object.opaque) else { return false }
                defer { g_object_unref(file.gpointer) }
                guard let raw = g_file_get_path(file) else { return false }
                defer { g_free(raw) }
                return String(cString: raw) == path
            }
            gtkshim_signal_emit_int(save.object, "response", GTK_RESPONSE_ACCEPT.rawValue)
            XCTAssertEqual(chosen, [nil, path])
            drain()
        }
    }
}
