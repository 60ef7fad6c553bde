/// A named option: `--name VALUE` (or `--name=VALUE`), or a flag `--name`.
public struct Option: Sendable, Hashable {
    /// What follows the option's name.
    public enum Kind: Sendable, Hashable {
        /// A switch with no value.
        case flag
        /// An option taking one value, shown in help as `valueName`.
        case value(valueName: String)
    }

    /// The long name, without the leading dashes.
    public var name: String
    public var kind: Kind
    public var help: String
    /// Whether parsing fails when the option is absent (value options only).
    public var isRequired: Bool
    /// Whether `--name ""` is accepted (value options only); when not, it is a usage error.
    public var allowsEmptyValue: Bool

    public init(name: String, kind: Kind, help: String, isRequired: Bool = false, allowsEmptyValue: Bool = true) {
        self.name = name
        self.kind = kind
        self.help = help
        self.isRequired = isRequired
        self.allowsEmptyValue = allowsEmptyValue
    }

    /// A flag `--name`.
    public static func flag(_ name: String, help: String) -> Option {
        Option(name: name, kind: .flag, help: help)
    }

    /// An option `--name VALUE`; `allowsEmpty: false` makes `--name ""` a usage error.
    public static func value(
        _ name: String, _ valueName: String, help: String, required: Bool = false,
        allowsEmpty: Bool = true
    ) -> Option {
        Option(
            name: name, kind: .value(valueName: valueName), help: help, isRequired: required,
            allowsEmptyValue: allowsEmpty)
    }

    /// An option `--name PATH` whose value is a file path; an empty path is a usage error.
    public static func path(_ name: String, help: String) -> Option {
        value(name, "PATH", help: help, allowsEmpty: false)
    }

    /// How the option is written in a usage line: `--name VALUE` or `--name`.
    public var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let valueName): "--\(name) \(valueName)"
        }
    }
}
