// Why this exists: a command's options and arguments are declared once, as typed properties, and read
// as those properties — never looked up by a name in a string, where a typo reads nil in silence.
// swift-argument-parser's shape, without its dependency: `@Option`, `@Flag` and `@Argument` wrap the
// properties; the parser's specification (names, help, arity) is read from a prototype with `Mirror`,
// and the parsed text is written into each wrapper's slot, converted to its declared type.
import Localization

/// A command's options and positional arguments, as the properties of a type that has an `init()`:
///
///     struct Arguments: ParsableArguments {
///         @Option(valueName: "NAME", help: localized("The new name.")) var name: String?
///         @Flag(help: localized("Remove the photo.")) var noImage: Bool
///         @Argument("NAME|ID", help: localized("A name or an id.")) var target: String
///     }
///
/// An option's name is its property's, in kebab case (`noImage` is `--no-image`) unless given; help
/// lists options and arguments in the order they are declared.
public protocol ParsableArguments {
    /// Every property with its declaration and no value yet.
    init()
    /// Checks that runs after parsing, across options (`--image` with `--no-image`); throw a
    /// `ValidationError` to make it a usage error (exit 2, with the `--help` hint).
    func validate() throws
}

extension ParsableArguments {
    public func validate() throws {}

    /// Whether the command line gave any of these options (flags included).
    public var givesAnyOption: Bool {
        Mirror(reflecting: self).children.contains { ($0.value as? any DeclaredParameter)?.isGivenOption == true }
    }
}

/// What `validate()` found wrong with a command line, in one line.
public struct ValidationError: Error, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

/// No options and no arguments.
public struct NoArguments: ParsableArguments {
    public init() {}
}

// MARK: - Declarations and decoding (internal)

/// A property wrapper the parser knows: it says how it is written on a command line and takes its
/// value from what was parsed.
protocol DeclaredParameter {
    /// How the parser and the help see it; `property` is the property's name, without the underscore.
    func declaration(property: String) -> Declaration
    /// Stores the value parsed for it. - Throws: `InvalidArgument` when the text is not a value of its type.
    func fill(_ parsed: Parsed) throws
    /// Whether it is an option the command line gave.
    var isGivenOption: Bool { get }
}

enum Declaration {
    case option(OptionSpec)
    case argument(ArgumentSpec)
}

/// What the parser read for one declaration.
enum Parsed {
    case option(value: String?)
    case flag(Bool)
    case arguments([String])
}

extension ParsableArguments {
    /// The declarations of `Self`, in the order of its properties.
    static var declarations: [Declaration] {
        Mirror(reflecting: Self()).children.compactMap { child in
            guard let parameter = child.value as? any DeclaredParameter else { return nil }
            return parameter.declaration(property: propertyName(child.label))
        }
    }

    static var optionSpecs: [OptionSpec] {
        declarations.compactMap { if case .option(let spec) = $0 { spec } else { nil } }
    }

    static var argumentSpecs: [ArgumentSpec] {
        declarations.compactMap { if case .argument(let spec) = $0 { spec } else { nil } }
    }

    /// `invocation`'s text as `Self`, validated. The parser has already checked that every required
    /// option and argument is there and that nothing is left over.
    /// - Throws: `UsageError` naming `commandPath`, for a value of the wrong type or a failed `validate()`.
    static func decoded(from invocation: Invocation, commandPath: [String]) throws(UsageError) -> Self {
        let value = Self()
        var positionals = invocation.arguments[...]
        do {
            for child in Mirror(reflecting: value).children {
                guard let parameter = child.value as? any DeclaredParameter else { continue }
                switch parameter.declaration(property: propertyName(child.label)) {
                case .option(let spec) where spec.kind == .flag:
                    try parameter.fill(.flag(invocation.flags.contains(spec.name)))
                case .option(let spec):
                    try parameter.fill(.option(value: invocation.values[spec.name]))
                case .argument(let spec):
                    let count =
                        switch spec.arity {
                        case .one: 1
                        case .optional: min(1, positionals.count)
                        case .oneOrMore: positionals.count
                        }
                    try parameter.fill(.arguments(Array(positionals.prefix(count))))
                    positionals = positionals.dropFirst(count)
                }
            }
            try value.validate()
        } catch let error as InvalidArgument {
            throw UsageError(error.message, commandPath: commandPath)
        } catch let error as ValidationError {
            throw UsageError(error.message, commandPath: commandPath)
        } catch {
            throw UsageError(String(describing: error), commandPath: commandPath)
        }
        return value
    }

    /// `_noImage` → `noImage`.
    private static func propertyName(_ label: String?) -> String {
        let label = label ?? ""
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

/// `noImage` → `no-image`: an option's default name.
func kebabCased(_ property: String) -> String {
    var name = ""
    for character in property {
        if character.isUppercase {
            name += "-" + character.lowercased()
        } else {
            name.append(character)
        }
    }
    return name
}

/// The value a wrapper holds once parsed, shared by the wrapper and the copies `Mirror` hands out.
final class Slot<Value> {
    var value: Value?
    var isGiven = false
}
