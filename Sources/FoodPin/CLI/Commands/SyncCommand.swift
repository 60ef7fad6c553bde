import Console
import FoodPinModel
import Foundation
import Localization
import Sync

/// `foodpin sync [--json]`: one two-way sync of the restaurants with the account's address book.
enum SyncCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "sync", abstract: localized("Sync the restaurants with the account's address book, both ways."),
        discussion: localized(
            "Prints what was sent and received. A value that lost a conflict is printed with its restaurant, so that you can give it back with foodpin edit."
        ))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Print JSON.")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: FoodPinCommandLine.Database) throws {
        let path = try database.path()
        let ledger = try SyncLedger(path: path)
        let report = try Synchronizer(
            ledger: ledger, mapping: RestaurantMapping(photos: CardPhotos()), secrets: SecretService()
        ).sync()
        let conflicts = try report.conflicts.map { try Lost(conflict: $0, path: path) }
        try Console.writeOut(arguments.json ? json(report, conflicts) + "\n" : text(report, conflicts))
    }

    /// A value that lost a conflict, as the user gets it back: text, or a photo saved as a file.
    private struct Lost {
        var conflict: SyncConflict
        var restaurant: String
        var value: String

        init(conflict: SyncConflict, path: String) throws {
            self.conflict = conflict
            restaurant = try RestaurantStore(path: path).restaurant(id: conflict.id)?.name ?? ""
            let lost = conflict.lost ?? ""
            value =
                conflict.field == RestaurantRecords.Field.photo
                ? RestaurantRecords.keepLostPhoto(lost, for: conflict.id) ?? "" : lost
        }
    }

    private static func json(_ report: SyncReport, _ conflicts: [Lost]) -> String {
        func counts(_ counts: SyncReport.Counts) -> JSON {
            .object([
                ("added", .integer(counts.added)), ("changed", .integer(counts.changed)),
                ("deleted", .integer(counts.deleted)),
            ])
        }
        return JSON.object([
            ("sent", counts(report.sent)), ("received", counts(report.received)),
            (
                "skipped",
                .array(
                    report.skipped.map {
                        .object([("resource", .string($0.resource)), ("reason", .string($0.reason))])
                    })
            ),
            (
                "conflicts",
                .array(
                    conflicts.map {
                        .object([
                            ("id", .string($0.conflict.id.uuidString.lowercased())),
                            ("field", .string($0.conflict.field)),
                            ("restaurant", .string($0.restaurant)), ("lost", .string($0.value)),
                        ])
                    })
            ),
            ("createdAddressBook", .bool(report.createdCollection)), ("merged", .bool(report.merged)),
            ("requests", .integer(report.requests)),
        ]).text
    }

    private static func text(_ report: SyncReport, _ conflicts: [Lost]) -> String {
        var lines: [String] = []
        if report.createdCollection { lines.append(localized("Made the address book on the server.")) }
        if report.merged {
            lines.append(
                localized("First sync with this address book: both lists were merged, nothing was deleted."))
        }
        let sent = report.sent, received = report.received
        lines.append(
            localized(
                "Sent: {added} added, {changed} changed, {deleted} deleted.",
                [
                    "added": localizedNumber(sent.added), "changed": localizedNumber(sent.changed),
                    "deleted": localizedNumber(sent.deleted),
                ]))
        lines.append(
            localized(
                "Received: {added} added, {changed} changed, {deleted} deleted.",
                [
                    "added": localizedNumber(received.added), "changed": localizedNumber(received.changed),
                    "deleted": localizedNumber(received.deleted),
                ]))
        for skipped in report.skipped {
            lines.append(
                localized(
                    "Skipped {resource}: {reason}",
                    ["resource": Console.displayed(skipped.resource), "reason": Console.displayed(skipped.reason)]))
        }
        lines += conflicts.map(line)
        return lines.map { $0 + "\n" }.joined()
    }

    /// One conflict's sentence: which restaurant, what was kept, and how to give the other back.
    private static func line(_ lost: Lost) -> String {
        typealias Field = RestaurantRecords.Field
        let values: KeyValuePairs<String, String> = [
            "restaurant": Console.displayed(lost.restaurant), "lost": Console.displayed(lost.value),
        ]
        switch lost.conflict.field {
        case Field.name:
            return localized(
                "Both sides renamed “{restaurant}”: kept the later name; the other was “{lost}” (give it back with foodpin edit --name).",
                values)
        case Field.type:
            return localized(
                "Both sides changed the type of “{restaurant}”: kept the later one; the other was “{lost}” (foodpin edit --type).",
                values)
        case Field.location:
            return localized(
                "Both sides changed the location of “{restaurant}”: kept the later one; the other was “{lost}” (foodpin edit --location).",
                values)
        case Field.phone:
            return localized(
                "Both sides changed the phone of “{restaurant}”: kept the later one; the other was “{lost}” (foodpin edit --phone).",
                values)
        case Field.summary:
            return localized(
                "Both sides changed the description of “{restaurant}”: kept the later one; the other was “{lost}” (foodpin edit --summary).",
                values)
        case Field.photo where !lost.value.isEmpty:
            return localized(
                "Both sides changed the photo of “{restaurant}”: kept the later one; the other is saved as {lost} (foodpin edit --image).",
                values)
        default:
            return localized(
                "Both sides changed “{restaurant}” (favourite, order or photo): kept the later change.", values)
        }
    }
}
