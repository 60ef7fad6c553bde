// Console: a tiny command-line argument parser shared by `foodpin` and `todo`. No domain knowledge.
//
// Design
//   A command declares what it takes once, as typed properties of a `ParsableArguments` type —
//   `@Option var name: String?`, `@Flag var noImage: Bool`, `@Argument("NAME|ID") var target: String`
//   — and reads them as those properties (swift-argument-parser's shape, written here). The property
//   is the name (kebab case), the type says required or not, how many values, and how the text
//   converts (`ArgumentValue`: a wrong value is a usage error); `validate()` holds checks across
//   options. From those declarations (read with `Mirror`) `Console.run` builds the `Command` tree:
//   options (`--name VALUE`, `--name=VALUE`, flags), positional arguments and subcommands. The root's
//   options are global: accepted before or after the subcommand, and handed to the app to make the
//   context its commands run in (the database they open on first use) — except a flag declared
//   `inherited: false` (one that opens the window in some state), which is the root's alone: a
//   subcommand refuses it wherever it stands and leaves it out of its help. `Parser` turns argv into an
//   `Invocation` (text only, internal), the help text for `--help` / `-h`, the root's version
//   line for `--version`, or throws a `UsageError`; `--` ends options. `Console.run` maps thrown
//   errors to exit statuses (`ExitStatus`) and prints one line plus a hint on stderr.
//
//   Output is checked: every byte goes through `StandardStreams` (`write(2)`, no SIGPIPE), a failed
//   write is an error (exit 1), and a command that changed something and could not report it takes
//   the change back (`Console.report(_:undo:)`). The user's text is printed with control characters
//   escaped (`Console.displayed(_:)`), so a stored name cannot drive the terminal.
//
//   Language: every message and help line of its own (usage errors, the `Try '… --help'.` hint, the
//   help headings, write failures) goes through Localization's markers; command names, option names
//   and the JSON keys never do, so scripts read the same output in any language. Abstracts and help
//   texts are the executables' own, passed in already translated.
//
//   Declaration/    ParsableArguments (the declarations read with Mirror, decoding, validation),
//                   the wrappers Option, Flag, Argument; ArgumentValue (text → a typed value)
//   Specification/  Command (the parser's tree) and CommandConfiguration (a command's name and help),
//                   OptionSpec, ArgumentSpec (what the declarations say, for the parser and the help)
//   Parsing/        Parser, Invocation, UsageError
//   Output/         Subcommand + Console.run (the typed entry point), ExitStatus + CommandFailure,
//                   Console+Run (exit codes), StandardStreams (checked writes), TerminalText
//                   (escaping), HelpFormatter, JSON (ordered keys, stable text); the process's own
//                   input: ProcessArguments (argv as UTF-8), PasswordInput (`--password-stdin`)
//
// Threading rule: a command line is parsed and run on one thread (the main thread, which then
// exits): parsed arguments hold their values in slots of their own. JSON and the escaping are pure
// functions, usable from any thread.
