// Why this exists: `--password-stdin` (docker login's convention) reads a password piped in. `echo`
// or a file ends it with a line ending — LF, or CR LF from a file written on Windows, which Swift sees
// as one Character, so `hasSuffix("\n")` misses it — and decoding with `String(decoding:)` turns
// bytes that are not UTF-8 into U+FFFD. Either way the server got a password the user never typed
// and refused it, with no word of why. Both apps' `account set` read it here.
import Foundation
import Localization

extension Console {
    /// Reads a password from standard input, to its end.
    /// - Throws: `CommandFailure` (exit status 1) when there is none or it is not UTF-8 text.
    /// - Complexity: O(n) in the bytes read.
    public static func readPassword() throws(CommandFailure) -> String {
        try password(from: Array(FileHandle.standardInput.readDataToEndOfFile()))
    }

    /// The password in `bytes`: one line ending (LF or CR LF) at the end is not part of it; anything
    /// else — spaces, a second line ending — is.
    /// - Throws: `CommandFailure` when it is empty or not UTF-8 text.
    static func password(from bytes: [UInt8]) throws(CommandFailure) -> String {
        var bytes = bytes[...]
        if bytes.last == UInt8(ascii: "\n") {
            bytes.removeLast()
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        }
        guard !bytes.isEmpty else { throw CommandFailure(localized("no password on standard input")) }
        guard let password = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(
                localized("the password on standard input is not UTF-8 text; nothing was sent or stored"))
        }
        return password
    }
}
