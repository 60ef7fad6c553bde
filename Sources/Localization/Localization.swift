import CIntl
// Localization: every user-visible string of the apps, GtkKit, Console and the model's error texts.
//
// Design
//   Marking    `localized("…")`, `localizedPlural(one:other:count:)` and `localizedInContext(_:_:)`
//              take string *literals* only (`StaticString`): a sentence built at run time cannot be
//              marked, so it cannot escape extraction. `make pot` reads the sources as C with these
//              three names as xgettext keywords (see po/README.md); a `// Translators:` comment on the
//              line above reaches the translator.
//   Values     never concatenated: a message names its values in braces — "Deleted “{name}”" — and
//              the call passes them by name, so a translation may move them (Arabic, German word order).
//              `{count}` of a plural message is filled in for you, in the locale's digits.
//   Lookup     GNU gettext (Glibc) in one text domain, `foodpin`. `Localization.prepare()` binds it
//              once, before the first lookup: the catalogues come from $FOODPIN_LOCALEDIR, else the
//              build tree (`.build/locale`, written by `make translations`), else `<prefix>/share/locale`
//              beside the installed binary — the first of these that holds a `foodpin.mo`.
//   Domain     GtkKit's strings (share sheet, undo toast, file choosers) share the apps' domain: GtkKit is
//              a static library built into each executable, never installed alone, so one catalogue per
//              app keeps one `.pot`, one team and one `make update-po`; a separate `gtkkit` domain would
//              only pay off once GtkKit ships as a library of its own. The language follows LANGUAGE / LC_ALL / LC_MESSAGES / LANG;
//              a message without a translation stays English.
//   Direction  GTK mirrors its windows when its own catalogue (gtk40) says the language runs right to
//              left. Ours says so too (`isWrittenRightToLeft`, GTK's "default:RTL" convention), so the
//              window mirrors wherever our texts are right-to-left, even for a language GTK has no
//              catalogue for; GtkKit's `Application` applies it at start-up.
import Foundation

public enum Localization {
    /// The gettext text domain of both apps and their libraries.
    public static let domain = "foodpin"

    /// Adopts the user's locale and binds the text domain. Idempotent; call first thing in `main`.
    ///
    /// - Complexity: O(1) after the first call; the first looks for the catalogue directory.
    public static func prepare() {
        _ = bound
    }

    /// The translators' names for an About window, or "" when the user's language has none.
    public static var translatorCredits: String {
        // Translators: your names, one per line, e.g. "Jane Doe <jane@example.org>"; About shows them.
        let credits = localized("translator-credits")
        return credits == "translator-credits" ? "" : credits
    }

    /// Whether this domain's catalogue for the user's language says it is written right to left.
    /// False when it says left to right or there is no catalogue (GTK's own catalogue then decides).
    ///
    /// - Complexity: O(1).
    public static var isWrittenRightToLeft: Bool {
        // Translators: "default:RTL" if your language is written right to left (Arabic, Hebrew), else
        // "default:LTR", exactly as in GTK's catalogue; it mirrors the whole window.
        localizedInContext("text direction", "default:LTR") == "default:RTL"
    }

    /// Where the message catalogues were found (nil: nowhere; every message stays English).
    public static var catalogueDirectory: String? { bound }

    private static let bound: String? = {
        setlocale(LC_ALL, "")
        let directory = findCatalogueDirectory()
        if let directory {
            bindtextdomain(domain, directory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        return directory
    }()

    private static func findCatalogueDirectory() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment["FOODPIN_LOCALEDIR"], !directory.isEmpty { return directory }
        // The running binary itself (argv[0] may be relative, or a name found on PATH).
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
        let parent = folder.deletingLastPathComponent()
        let candidates = [
            // .build/debug/.. (SwiftPM's symlink resolved: the triple's folder)
            parent.appendingPathComponent("locale"),
            parent.deletingLastPathComponent().appendingPathComponent("locale"),  // .build/<triple>/debug/../..
            parent.appendingPathComponent("share/locale"),  // <prefix>/bin/../share/locale
        ]
        let catalogue = "LC_MESSAGES/\(domain).mo"
        return candidates.first { directory in
            // A folder that holds this domain's catalogue for at least one language.
            let languages = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return languages.contains {
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent($0).appendingPathComponent(catalogue).path)
            }
        }?.path
    }
}
