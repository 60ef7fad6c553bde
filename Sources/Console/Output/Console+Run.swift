import Foundation
import Localization

/// Runs a command line and writes to the standard streams.
public enum Console {
    /// Parses `arguments` against `tree`, prints help or a usage error, or runs `execute` with what
    /// was parsed (for the root too, when no subcommand was given), and returns the exit status.
    ///
    /// Errors thrown by `execute` become one line on stderr, prefixed with the executable's name, with
    /// control characters escaped (`displayed(_:)`): `UsageError` exits 2 (with a hint line), anything
    /// else exits 1 (its `description`) — a failed write to standard output included.
    static func run(_ tree: Command, arguments: [String], execute: (Invocation) throws -> Void) -> Int32 {
        do {
            switch try Parser(root: tree).parse(arguments) {
            case .help(let text), .version(let text):
                try writeOut(text + "\n")
            case .invocation(let invocation):
                try execute(invocation)
            }
            return ExitStatus.success
        } catch let error as UsageError {
            return reportUsage(error, of: tree.name)
        } catch {
            writeError("\(tree.name): \(displayed(String(describing: error)))\n")
            return ExitStatus.failure
        }
    }

    /// Writes `text` to standard output, unbuffered.
    /// - Throws: `StandardStreams.WriteError` when it cannot (disk full, closed, reader gone).
    public static func writeOut(_ text: String) throws(StandardStreams.WriteError) {
        try StandardStreams.write(text, to: .output)
    }

    /// Writes `text` to standard error, if it can: there is nowhere left to report a failure.
    public static func writeError(_ text: String) {
        try? StandardStreams.write(text, to: .error)
    }

    /// Reports a change already made: writes `text` to standard output, and when that fails, runs
    /// `undo` so that a command whose outcome was not reported has changed nothing (a script that
    /// retries it must not do the change twice).
    /// - Throws: `UnreportedChange` when standard output could not be written.
    public static func report(_ text: String, undo: () throws -> Void) throws(UnreportedChange) {
        do {
            try writeOut(text)
        } catch {
            do {
                try undo()
            } catch let undoError {
                throw UnreportedChange(writeError: error, undoFailure: String(describing: undoError))
            }
            throw UnreportedChange(writeError: error, undoFailure: nil)
        }
    }
}

/// A change whose report could not be written to standard output (exit status 1).
public struct UnreportedChange: Error, Sendable, CustomStringConvertible {
    public var writeError: StandardStreams.WriteError
    /// Why the change could not be taken back, or nil when it was.
    public var undoFailure: String?

    public var description: String {
        if let undoFailure {
            return localized(
                "{error}; the change was made all the same (undoing it failed: {reason})",
                ["error": writeError.description, "reason": undoFailure])
        }
        return localized("{error}; nothing was changed", ["error": writeError.description])
    }
}
