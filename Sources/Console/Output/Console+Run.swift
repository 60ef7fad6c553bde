import Foundation

/// Runs a command line and writes to the standard streams.
public enum Console {
    /// What `run` decided.
    public enum Outcome: Sendable, Equatable {
        /// The command ran (or help was shown, or an error printed): exit with this status.
        case exit(Int32)
        /// No subcommand was given: the caller starts its default mode (the GUI) with these options.
        case noSubcommand(Invocation)
    }

    /// Parses `arguments`, prints help or a usage error, or runs `execute` for a subcommand.
    ///
    /// Errors thrown by `execute` become one line on stderr, prefixed with the executable's name:
    /// `UsageError` exits 2 (with a hint line), anything else exits 1 (its `description`).
    public static func run(_ root: Command, arguments: [String],
                           execute: (Invocation) throws -> Void) -> Outcome {
        do {
            switch try Parser(root: root).parse(arguments) {
            case .help(let text):
                writeOut(text + "\n")
                return .exit(ExitStatus.success)
            case .invocation(let invocation) where invocation.path.isEmpty:
                return .noSubcommand(invocation)
            case .invocation(let invocation):
                try execute(invocation)
                return .exit(ExitStatus.success)
            }
        } catch let error as UsageError {
            writeError("\(root.name): \(error.message)\n\(error.hint)\n")
            return .exit(ExitStatus.usage)
        } catch {
            writeError("\(root.name): \(oneLine(String(describing: error)))\n")
            return .exit(ExitStatus.failure)
        }
    }

    /// Writes `text` to standard output, unbuffered.
    public static func writeOut(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    public static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `text` with line breaks shown as spaces, so an error stays on one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
