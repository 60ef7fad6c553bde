/// Parses argv against a `Command` tree.
public struct Parser: Sendable {
    /// What parsing produced.
    public enum Result: Sendable, Equatable {
        /// Run this.
        case invocation(Invocation)
        /// `--help` or `-h` was given: print this text and exit 0.
        case help(String)
    }

    public let root: Command

    public init(root: Command) {
        self.root = root
    }

    /// Parses `arguments` (without the executable's own name).
    /// - Throws: `UsageError` for an unknown option or command, a missing or extra value.
    public func parse(_ arguments: [String]) throws(UsageError) -> Result {
        var command = root
        var names = [root.name]
        var invocation = Invocation()
        var optionsEnded = false
        var wantsHelp = false
        var index = 0

        func known() -> [Option] { command.options + (names.count > 1 ? root.options : []) }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, argument == "--" {
                optionsEnded = true
            } else if !optionsEnded, argument == "--help" || argument == "-h" {
                wantsHelp = true
            } else if !optionsEnded, argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let option = known().first(where: { $0.name == name }) else {
                    throw UsageError("unknown option '--\(name)'", commandPath: names)
                }
                switch option.kind {
                case .flag:
                    if inline != nil { throw UsageError("option '--\(name)' takes no value", commandPath: names) }
                    invocation.flags.insert(name)
                case .value(let valueName):
                    let value: String
                    if let inline {
                        value = inline
                    } else if index < arguments.count {
                        value = arguments[index]
                        index += 1
                    } else {
                        throw UsageError("option '--\(name)' needs a value \(valueName)", commandPath: names)
                    }
                    if value.isEmpty, !option.allowsEmptyValue {
                        throw UsageError("option '--\(name)' needs a value \(valueName), not an empty one", commandPath: names)
                    }
                    invocation.values[name] = value
                }
            } else if !optionsEnded, argument.hasPrefix("-"), argument.count > 1 {
                throw UsageError("unknown option '\(argument)'", commandPath: names)
            } else if invocation.arguments.isEmpty, let sub = command.subcommand(named: argument) {
                command = sub
                names.append(sub.name)
                invocation.path.append(sub.name)
            } else if command.arguments.isEmpty, !command.subcommands.isEmpty {
                throw UsageError("unknown command '\(argument)'", commandPath: names)
            } else {
                invocation.arguments.append(argument)
            }
        }

        if wantsHelp { return .help(HelpFormatter(root: root).help(for: command, path: names)) }
        try validate(invocation, against: command, options: known(), path: names)
        return .invocation(invocation)
    }

    private func validate(_ invocation: Invocation, against command: Command, options: [Option],
                          path: [String]) throws(UsageError) {
        for option in options where option.isRequired && invocation.values[option.name] == nil {
            throw UsageError("missing \(option.synopsis)", commandPath: path)
        }
        var remaining = invocation.arguments.count
        for argument in command.arguments {
            switch argument.arity {
            case .one:
                guard remaining >= 1 else { throw UsageError("missing \(argument.name)", commandPath: path) }
                remaining -= 1
            case .optional:
                remaining = max(0, remaining - 1)
            case .oneOrMore:
                guard remaining >= 1 else { throw UsageError("missing \(argument.name)", commandPath: path) }
                remaining = 0
            }
        }
        if remaining > 0 {
            let extra = invocation.arguments[invocation.arguments.count - remaining]
            throw UsageError("unexpected argument '\(extra)'", commandPath: path)
        }
    }
}
