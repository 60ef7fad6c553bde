// Why this exists: Swift's `CommandLine.arguments` decodes each argument as UTF-8 and replaces what is
// not with U+FFFD. A path given in another encoding (`--db $'caf\xe9.sqlite3'`) would silently become
// a different path — a file the user never named, created and written. The arguments are read here
// as the bytes the process received, and one that is not UTF-8 is a usage error naming it.
import Foundation
import Localization

/// The process's own arguments, as given.
public enum ProcessArguments {
    /// The arguments after the executable's name, decoded as UTF-8.
    /// - Parameter root: the executable, whose `--help` the error's hint names.
    /// - Throws: `UsageError` (exit status 2) naming the first argument that is not valid UTF-8, its
    ///   bytes shown with the invalid ones as `\x{..}`.
    /// - Complexity: O(total length of the arguments).
    public static func decoded(for root: CommandConfiguration) throws(UsageError) -> [String] {
        try decode(
            (1..<Int(CommandLine.argc)).map { index in
                CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) } ?? []
            }.map { $0.map { UInt8(bitPattern: $0) } }, root: root.name)
    }

    /// `decoded(for:)` on given bytes (tests).
    public static func decode(_ arguments: [[UInt8]], root: String) throws(UsageError) -> [String] {
        var decoded: [String] = []
        for (offset, bytes) in arguments.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw UsageError(
                    localized(
                        // Translators: {number} counts the arguments after the command's name, from 1;
                        // {argument} is the argument with the bytes that are not UTF-8 shown as \x{FF}.
                        "argument {number} is not valid UTF-8 text: {argument}; paths and names must be UTF-8",
                        ["number": localizedNumber(offset + 1), "argument": shown(bytes)]),
                    commandPath: [root])
            }
            decoded.append(text)
        }
        return decoded
    }

    /// The bytes as text, each byte that is not part of valid UTF-8 written `\x{FF}`.
    static func shown(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            // The longest valid sequence starting here (UTF-8 sequences are at most 4 bytes).
            if let length = (1...min(4, bytes.count - index)).first(where: {
                String(validating: bytes[index..<index + $0], as: UTF8.self) != nil
            }) {
                result += String(decoding: bytes[index..<index + length], as: UTF8.self)
                index += length
            } else {
                result += "\\x{" + String(bytes[index], radix: 16, uppercase: true) + "}"
                index += 1
            }
        }
        return result
    }
}

extension Console {
    /// Prints a usage error of the executable `root` as `run` does (one line, then the `--help`
    /// hint) and returns the exit status for it.
    public static func reportUsage(_ error: UsageError, of root: String) -> Int32 {
        writeError("\(root): \(displayed(error.message))\n\(displayed(error.hint))\n")
        return ExitStatus.usage
    }
}
