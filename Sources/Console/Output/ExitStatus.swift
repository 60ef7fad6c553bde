/// The exit statuses of both executables.
public enum ExitStatus {
    /// It worked.
    public static let success: Int32 = 0
    /// The user asked for something that cannot be done (unknown name, bad file, empty text…).
    public static let failure: Int32 = 1
    /// The command line itself is wrong.
    public static let usage: Int32 = 2
}

/// A user error with the one line to print (exit status 1).
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
