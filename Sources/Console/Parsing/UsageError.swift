import Localization

/// The command line does not fit the command's specification (exit status 2).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line saying what is wrong.
    public var message: String
    /// The command the error concerns (executable first), for the `--help` hint.
    public var commandPath: [String]

    public init(_ message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }

    /// "Try 'foodpin add --help'."
    public var hint: String {
        // Translators: printed after a command-line error; {command} is e.g. "foodpin add --help".
        localized("Try '{command}'.", ["command": (commandPath + ["--help"]).joined(separator: " ")])
    }

    public var description: String { message }
}
