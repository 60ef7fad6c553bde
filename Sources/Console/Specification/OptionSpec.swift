/// How the parser and the help see a named option: `--name VALUE` (or `--name=VALUE`), or a flag
/// `--name`. Made from an `@Option` or `@Flag` declaration, never written by hand.
struct OptionSpec: Sendable, Hashable {
    /// What follows the option's name.
    enum Kind: Sendable, Hashable {
        /// A switch with no value.
        case flag
        /// An option taking one value, shown in help as `valueName`.
        case value(valueName: String)
    }

    /// The long name, without the leading dashes.
    var name: String
    var kind: Kind
    var help: String
    /// Whether parsing fails when the option is absent (value options only).
    var isRequired = false
    /// Whether `--name ""` is accepted (value options only); when not, it is a usage error.
    var allowsEmptyValue = true
    /// Other long names it answers to, not shown in help (an old spelling kept working).
    var aliases: [String] = []
    /// For an option of the root: whether every subcommand accepts it too (and shows it in its help).
    var isInherited = true

    /// How the option is written in a usage line: `--name VALUE` or `--name`.
    var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let valueName): "--\(name) \(valueName)"
        }
    }
}
