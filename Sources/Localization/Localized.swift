import CIntl
// The three markers: a literal in, the user's language out. See Localization.swift for the design.
import Foundation

/// The translation of `message` in the user's language, or `message` itself.
///
/// - Complexity: O(m) for a message of length m (a hash lookup in the loaded catalogue).
public func localized(_ message: StaticString) -> String {
    Localization.prepare()
    return "\(message)".withCString { String(cString: dgettext(Localization.domain, $0)) }
}

/// The translation of `message` with each `{name}` replaced by its value.
///
///     localized("Deleted “{name}”", ["name": restaurant.name])
///
/// - Complexity: O(m + v) for a message of length m and values of total length v.
public func localized(_ message: StaticString, _ values: KeyValuePairs<String, String>) -> String {
    localized(message).filling(values)
}

/// The plural form of a message for `count`, chosen by the language's rules, with `{count}` (in the
/// locale's digits) and each other `{name}` filled in.
///
///     localizedPlural(one: "{count} restaurant", other: "{count} restaurants", count: 21)
///
/// - Complexity: O(m + v).
public func localizedPlural(
    one: StaticString, other: StaticString, count: Int, _ values: KeyValuePairs<String, String> = [:]
) -> String {
    Localization.prepare()
    let singular = "\(one)", plural = "\(other)"
    let form = singular.withCString { singular in
        plural.withCString { plural in
            String(cString: dngettext(Localization.domain, singular, plural, UInt(clamping: count.magnitude)))
        }
    }
    return form.filling(values, count: count)
}

/// The translation of `message` where the same English words need different translations, told
/// apart by `context` (gettext's `pgettext`), e.g. `localizedInContext("row action", "Share")`.
///
/// - Complexity: O(m).
public func localizedInContext(_ context: StaticString, _ message: StaticString) -> String {
    Localization.prepare()
    let key = "\(context)\u{04}\(message)"
    let translated = key.withCString { String(cString: dgettext(Localization.domain, $0)) }
    return translated == key ? "\(message)" : translated
}

/// The translation of `message` in `context`, with each `{name}` replaced by its value.
public func localizedInContext(
    _ context: StaticString, _ message: StaticString, _ values: KeyValuePairs<String, String>
) -> String {
    localizedInContext(context, message).filling(values)
}

/// `count` in the user's locale: digit grouping and, where the language uses them, its own digits.
///
/// - Complexity: O(d) for d digits.
public func localizedNumber(_ count: Int) -> String {
    Localization.prepare()
    return NumberFormatting.shared.string(count)
}

// MARK: - Internals

extension String {
    /// `self` with each `{name}` replaced by its value (and `{count}` by `count` in the locale's
    /// digits), in one pass: a value that itself contains braces is never filled again.
    func filling(_ values: KeyValuePairs<String, String>, count: Int? = nil) -> String {
        guard contains("{") else { return self }
        var result = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = rest[rest.index(after: open)..<close]
            if name == "count", let count {
                result += localizedNumber(count)
            } else if let value = values.first(where: { $0.key == name })?.value {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// One number formatter for the process's locale (LC_NUMERIC, else the language).
private final class NumberFormatting: @unchecked Sendable {
    static let shared = NumberFormatting()
    private let formatter: NumberFormatter
    private let lock = NSLock()

    private init() {
        formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: Self.localeIdentifier())
    }

    func string(_ count: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }

    private static func localeIdentifier() -> String {
        let environment = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_NUMERIC", "LANG"] {
            if let value = environment[key], !value.isEmpty, value != "C", value != "POSIX" {
                return String(value.prefix { $0 != "." && $0 != "@" })
            }
        }
        return "en_US_POSIX"
    }
}
