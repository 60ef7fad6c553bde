import Localization

/// Parses argv against a `Command` tree.
struct Parser: Sendable {
    /// What parsing produced.
    enum Result: Sendable, Equatable {
        /// Run this.
        case invocation(Invocation)
        /// `--help` or `-h` was given: print this text and exit 0.
        case help(String)
        /// `--version` was given (and the root has a version): print this line and exit 0.
        case version(String)
    }

    let root: Command

    /// Parses `arguments` (without the executable's own name).
    /// - Throws: `UsageError` for an unknown option or command, a missing or extra value.
    func parse(_ arguments: [String]) throws(UsageError) -> Result {
        var command = root
        var names = [root.name]
        var invocation = Invocation()
        var optionsEnded = false
        var wantsHelp = false
        var index = 0

        // A subcommand takes its own options and the root's inherited ones; the root's others (a flag
        // that opens the window in some state) are the root's alone.
        func known() -> [OptionSpec] { command.options + (names.count > 1 ? root.options.filter(\.isInherited) : []) }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument == "--" {
                optionsEnded = true
            } else if !optionsEnded, argument == "--help" || argument == "-h" {
                wantsHelp = true
            } else if !optionsEnded, argument == "--version", let version = root.version {
                return .version("\(root.name) \(version)")
            } else if !optionsEnded, argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let option = known().first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                    throw UsageError(
                        localized("unknown option '{option}'", ["option": "--" + name]), commandPath: names)
                }
                switch option.kind {
                case .flag:
                    if inline != nil {
                        throw UsageError(
                            localized("option '{option}' takes no value", ["option": "--" + name]),
                            commandPath: names)
                    }
                    invocation.flags.insert(option.name)
                case .value(let valueName):
                    let value: String
                    if let inline {
                        value = inline
                    } else if index < arguments.count {
                        value = arguments[index]
                        index += 1
                    } else {
                        throw UsageError(
                            localized(
                                // Translators: {value} is the value's placeholder, e.g. PATH or NAME.
                                "option '{option}' needs a value {value}",
                                ["option": "--" + name, "value": valueName]), commandPath: names)
                    }
                    if value.isEmpty, !option.allowsEmptyValue {
                        throw UsageError(
                            localized(
                                "option '{option}' needs a value {value}, not an empty one",
                                ["option": "--" + name, "value": valueName]), commandPath: names)
                    }
                    invocation.values[option.name] = value
                }
            } else if !optionsEnded, argument.hasPrefix("-"), argument.count > 1 {
                throw UsageError(localized("unknown option '{option}'", ["option": argument]), commandPath: names)
            } else if invocation.arguments.isEmpty, let sub = command.subcommand(named: argument) {
                command = sub
                names.append(sub.name)
                invocation.path.append(sub.name)
            } else if command.arguments.isEmpty, !command.subcommands.isEmpty {
                throw UsageError(localized("unknown command '{command}'", ["command": argument]), commandPath: names)
            } else {
                invocation.arguments.append(argument)
            }
        }

        if wantsHelp { return .help(HelpFormatter(root: root).help(for: command, path: names)) }
        try validate(invocation, against: command, options: known(), path: names)
        return .invocation(invocation)
    }

    private func validate(
        _ invocation: Invocation, against command: Command, options: [OptionSpec],
        path: [String]
    ) throws(UsageError) {
        // A root option given before the subcommand that the subcommand does not take
        // (`foodpin --search list`) is refused as it is after it, not dropped in silence.
        for option in root.options where !options.contains(where: { $0.name == option.name }) {
            if invocation.flags.contains(option.name) || invocation.values[option.name] != nil {
                throw UsageError(
                    localized("unknown option '{option}'", ["option": "--" + option.name]), commandPath: path)
            }
        }
        for option in options where option.isRequired && invocation.values[option.name] == nil {
            // Translators: {option} is a required option with its value, e.g. "--name NAME".
            throw UsageError(localized("missing {option}", ["option": option.synopsis]), commandPath: path)
        }
        var remaining = invocation.arguments.count
        for argument in command.arguments {
            switch argument.arity {
            case .one:
                guard remaining >= 1 else { throw missing(argument, path) }
                remaining -= 1
            case .optional:
                remaining = max(0, remaining - 1)
            case .oneOrMore:
                guard remaining >= 1 else { throw missing(argument, path) }
                remaining = 0
            }
        }
        if remaining > 0 {
            let extra = invocation.arguments[invocation.arguments.count - remaining]
            throw UsageError(localized("unexpected argument '{argument}'", ["argument": extra]), commandPath: path)
        }
    }

    private func missing(_ argument: ArgumentSpec, _ path: [String]) -> UsageError {
        // Translators: {argument} is a positional argument's placeholder, e.g. TEXT or NAME|ID.
        UsageError(localized("missing {argument}", ["argument": argument.name]), commandPath: path)
    }
}
