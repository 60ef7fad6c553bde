import Localization

/// Builds the `--help` text of a command.
struct HelpFormatter {
    let root: Command

    func help(for command: Command, path: [String]) -> String {
        let globals = path.count > 1 ? root.options.filter(\.isInherited) : []
        let options = command.options + globals
        var usage = path.joined(separator: " ")
        if !command.subcommands.filter({ !$0.isHidden }).isEmpty { usage += " [COMMAND]" }
        for option in options {
            usage += option.isRequired ? " \(option.synopsis)" : " [\(option.synopsis)]"
        }
        for argument in command.arguments { usage += " \(argument.synopsis)" }

        // Translators: the first line of a usage synopsis; {usage} is e.g. "foodpin add --name NAME".
        var lines = ["\(command.abstract)", "", localized("Usage: {usage}", ["usage": usage])]
        if let discussion = command.discussion { lines += ["", discussion] }
        let commands = command.subcommands.filter { !$0.isHidden }
        if !commands.isEmpty {
            // Translators: heading of the list of subcommands in --help.
            lines += ["", localized("Commands:")] + table(commands.map { ($0.name, $0.abstract) })
        }
        if !command.arguments.isEmpty {
            // Translators: heading of the list of positional arguments in --help.
            lines += ["", localized("Arguments:")] + table(command.arguments.map { ($0.name, $0.help) })
        }
        // Translators: heading of the list of options in --help.
        let optionsHeading = localized("Options:")
        lines +=
            ["", optionsHeading]
            + table(
                options.map { ($0.synopsis, $0.help) } + [("-h, --help", localized("Show this help."))]
                    + (path.count == 1 && root.version != nil ? [("--version", localized("Show the version."))] : []))
        if !commands.isEmpty {
            lines += [
                "",
                localized(
                    // Translators: {command} is e.g. "foodpin COMMAND --help"; keep it as it is.
                    "See '{command}' for a command's options.",
                    ["command": path.joined(separator: " ") + " COMMAND --help"]),
            ]
        }
        return lines.joined(separator: "\n")
    }

    private func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { name, help in
            "  " + name + String(repeating: " ", count: width - name.count + 2) + help
        }
    }
}
