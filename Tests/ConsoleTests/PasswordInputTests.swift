import Testing

@testable import Console

/// `--password-stdin`: the password is what was piped in, less the one line ending `echo` or a file
/// adds; bytes that are not UTF-8 are refused, never sent as U+FFFD.
@Suite("Password from standard input")
struct PasswordInputTests {
    private func password(_ text: String) throws -> String { try Console.password(from: Array(text.utf8)) }

    /// A file written on Windows ends its line with CR LF, one Character to Swift: the password read kept
    /// "\r\n" and the server refused it.
    @Test func oneLineEndingIsNotPartOfIt() throws {
        #expect(try password("s3cret") == "s3cret")
        #expect(try password("s3cret\n") == "s3cret")
        #expect(try password("s3cret\r\n") == "s3cret")
    }

    @Test func everythingElseIs() throws {
        #expect(try password(" s3cret \n") == " s3cret ")
        #expect(try password("s3cret\n\n") == "s3cret\n")
        #expect(try password("s3cret\r") == "s3cret\r")
        #expect(try password("пароль🔑\n") == "пароль🔑")
    }

    @Test func noneIsAFailure() {
        for empty in ["", "\n", "\r\n"] {
            #expect(throws: CommandFailure.self) { try password(empty) }
        }
    }

    /// Latin-1 "café": decoding it leniently sent "caf\u{FFFD}", a password the user never typed.
    @Test func bytesThatAreNotUTF8AreRefused() {
        #expect(throws: CommandFailure.self) { try Console.password(from: [0x63, 0x61, 0x66, 0xE9, 0x0A]) }
    }
}
