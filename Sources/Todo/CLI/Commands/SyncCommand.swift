import Console
import FoodPinModel
import Foundation
import Localization
import Sync

/// `todo sync [--json]`: one two-way sync with the account's calendar.
enum SyncCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "sync", abstract: localized("Sync the list with the account's calendar, both ways."),
        discussion: localized(
            "Prints what was sent and received. A value that lost a conflict is printed with its to-do, so that you can give it back with todo edit."
        ))

    struct Arguments: ParsableArguments {
        @Flag(help: localized("Print JSON.")) var json: Bool
    }

    static func run(_ arguments: Arguments, in database: TodoCommandLine.Database) throws {
        let path = try database.path()
        let ledger = try SyncLedger(path: path)
        let report = try Synchronizer(ledger: ledger, mapping: TodoMapping(), secrets: SecretService()).sync()
        try Console.writeOut(arguments.json ? json(report) + "\n" : text(report, path: path))
    }

    private static func json(_ report: SyncReport) -> String {
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
                    report.conflicts.map {
                        .object([
                            ("id", .string($0.id.uuidString.lowercased())), ("field", .string($0.field)),
                            ("kept", .string($0.kept)), ("lost", .string($0.lost)),
                        ])
                    })
            ),
            ("createdCalendar", .bool(report.createdCollection)), ("merged", .bool(report.merged)),
            ("requests", .integer(report.requests)),
        ]).text
    }

    private static func text(_ report: SyncReport, path: String) -> String {
        var lines: [String] = []
        if report.createdCollection { lines.append(localized("Made the calendar on the server.")) }
        if report.merged {
            lines.append(localized("First sync with this calendar: both lists were merged, nothing was deleted."))
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
        for conflict in report.conflicts {
            let values: KeyValuePairs<String, String> = [
                "kept": Console.displayed(conflict.kept ?? ""), "lost": Console.displayed(conflict.lost ?? ""),
            ]
            lines.append(
                conflict.field == TodoRecords.Field.summary
                    ? localized(
                        "Both sides renamed a to-do: kept the later “{kept}”; the other text was “{lost}” (give it back with todo edit).",
                        values)
                    : localized("Both sides ticked or moved the same to-do: kept the later change."))
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
