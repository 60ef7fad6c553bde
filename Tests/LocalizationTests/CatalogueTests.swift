import Foundation
import Testing
import UITestSupport

/// The translations as `make test` checks them (scripts/check-po.sh), and the apps speaking them.
@Suite("Translations")
struct CatalogueTests {
    static let root = SourceScanTests.root

    @Test func everyCatalogueIsCompleteCheckedAndCurrent() throws {
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent("scripts/check-po.sh")
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "scripts/check-po.sh:\n\(text)")
    }
}

/// The real executables in German and Arabic, and in a language nobody translated.
@Suite("Command line in other languages")
struct LocalizedCommandLineTests {
    let scratch = ScratchDirectory()

    func run(_ tool: String, language: String, locale: String, _ arguments: String...) throws -> CommandRunner.Result {
        var runner = try CommandRunner(tool, home: scratch.path)
        runner.environment["LANGUAGE"] = language
        runner.environment["LC_ALL"] = locale
        runner.environment["FOODPIN_LOCALEDIR"] = CatalogueTests.root.appendingPathComponent(".build/locale").path
        return try runner.run(arguments + ["--db", scratch.path + "/foodpin.sqlite3"])
    }

    @Test func germanHelpAndErrorsAreTranslatedAndJSONIsNot() throws {
        let help = try run("foodpin", language: "de", locale: "de_DE.UTF-8", "add", "--help")
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix("Ein Restaurant am Ende der Liste hinzufügen.\n\nAufruf: foodpin add --name NAME"),
            "\(help)")
        #expect(
            help.stdout.contains("\nOptionen:\n  --name NAME ") && help.stdout.contains("Diese Hilfe anzeigen."),
            "\(help)")
        let unknown = try run("foodpin", language: "de", locale: "de_DE.UTF-8", "frob")
        #expect(
            unknown
                == .init(
                    status: 2, stdout: "",
                    stderr: "foodpin: Unbekannter Befehl »frob«\nVersuchen Sie »foodpin --help«.\n"))
        let missing = try run("foodpin", language: "de", locale: "de_DE.UTF-8", "delete", "Nowhere")
        #expect(
            missing
                == .init(
                    status: 1, stdout: "", stderr: "foodpin: kein Restaurant mit dem Namen oder der ID \"Nowhere\"\n"))
        let german = try run("foodpin", language: "de", locale: "de_DE.UTF-8", "list", "--json")
        let english = try run("foodpin", language: "en", locale: "C.UTF-8", "list", "--json")
        #expect(german.status == 0 && german.stdout == english.stdout && german.stdout.contains(#""isFavorite":false"#))
    }

    @Test func germanPluralsAndNumbers() throws {
        _ = try run("todo", language: "de", locale: "de_DE.UTF-8", "add", "Milch kaufen")
        #expect(try run("todo", language: "de", locale: "de_DE.UTF-8", "clear").stdout == "1 Eintrag entfernt.\n")
        for text in ["a", "b", "c"] { _ = try run("todo", language: "de", locale: "de_DE.UTF-8", "add", text) }
        #expect(
            try run("todo", language: "de", locale: "de_DE.UTF-8", "remove", "9")
                == .init(status: 1, stdout: "", stderr: "todo: Es gibt keinen Eintrag 9: Die Liste hat 3 Einträge.\n"))
        _ = try run("foodpin", language: "de", locale: "de_DE.UTF-8", "delete", "Homei", "Teakha")
        #expect(
            try run("foodpin", language: "de", locale: "de_DE.UTF-8", "restore-samples").stdout
                == "2 Beispiele wiederhergestellt\n")
        let added = try run("foodpin", language: "de", locale: "de_DE.UTF-8", "add-synthetic", "1200")
        #expect(added.stdout == "1.200 Restaurants hinzugefügt\n", "German digit grouping: \(added)")
    }

    @Test func arabicUsesItsSixPluralForms() throws {
        let ar = { (arguments: [String]) throws -> CommandRunner.Result in
            var runner = try CommandRunner("foodpin", home: scratch.path)
            runner.environment["LANGUAGE"] = "ar"
            runner.environment["LC_ALL"] = "ar_EG.UTF-8"
            runner.environment["FOODPIN_LOCALEDIR"] = CatalogueTests.root.appendingPathComponent(".build/locale").path
            return try runner.run(arguments + ["--db", scratch.path + "/foodpin.sqlite3"])
        }
        _ = try ar(["delete", "Homei", "Teakha"])
        #expect(try ar(["restore-samples"]).stdout == "استُعيد نموذجان\n", "the dual")
        _ = try ar(["delete", "Homei"])
        #expect(try ar(["restore-samples"]).stdout == "استُعيد نموذج واحد\n", "the singular")
        let few = try ar(["add-synthetic", "5"]).stdout
        let many = try ar(["add-synthetic", "11"]).stdout
        let other = try ar(["add-synthetic", "100"]).stdout
        #expect(few.hasPrefix("أُضيفت ") && few.hasSuffix(" مطاعم\n"), "3–10 take the plural: \(few)")
        #expect(many.hasSuffix(" مطعمًا\n"), "11–99 take the accusative singular: \(many)")
        #expect(other.hasSuffix(" مطعم\n") && !other.hasSuffix("مطعمًا\n"), "100 takes the genitive singular: \(other)")
        #expect(try ar(["frob"]).stderr.hasPrefix("foodpin: أمر غير معروف 'frob'\n"))
    }

    @Test func anUntranslatedLanguageFallsBackToEnglish() throws {
        let help = try run("todo", language: "tlh", locale: "C.UTF-8", "--help")
        #expect(
            help.status == 0 && help.stdout.hasPrefix("To-Do: a list of things to do.")
                && help.stdout.contains("\nUsage: todo"))
        let french = try run("todo", language: "fr", locale: "fr_FR.UTF-8", "remove", "x")
        #expect(french.stderr == "todo: N must be a whole number from 1 (got 'x')\nTry 'todo remove --help'.\n")
    }
}
