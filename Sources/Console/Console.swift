// Console: a tiny command-line argument parser shared by `foodpin` and `todo`. No domain knowledge.
//
// Design
//   A `Command` tree describes the program: options (`--name VALUE`, `--name=VALUE`, flags),
//   positional arguments and subcommands. Options of the root are global: accepted before or after
//   the subcommand. `Parser` turns argv into an `Invocation` (the chosen command path, option values,
//   flags, positionals), the help text for `--help` / `-h`, the root's version line for
//   `--version`, or throws a `UsageError`.
//   `--` ends options. Executables decide what to do with an invocation; `Console.run` maps thrown
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
//   Specification/  Command, Option, Argument
//   Parsing/        Parser, Invocation, UsageError
//   Output/         ExitStatus + CommandFailure, Console.run (exit codes), StandardStreams (checked
//                   writes), TerminalText (escaping), HelpFormatter, JSON (ordered keys, stable text)
//
// Threading rule: everything here is a value type or a pure function; use from any thread.
