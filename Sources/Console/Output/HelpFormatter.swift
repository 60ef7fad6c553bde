/// Builds the `--help` text of a command.
struct HelpFormatter {
    let root: Command

    func help(for command: Command, path: [String]) -> String {
        let globals = path.count > 1 ? root.options : []
        let options = command.options + globals
        var usage = path.joined(separator: " ")
        if !command.subcommands.filter({ !$0.isHidden }).isEmpty { usage += " [COMMAND]" }
        for option in options {
            usage += option.isRequired ? " \(option.synopsis)" : " [\(option.synopsis)]"
        }
        for argument in command.arguments { usage += " \(argument.synopsis)" }

        var lines = ["\(command.abstract)", "", "Usage: \(usage)"]
        if let discussion = command.discussion { lines += ["", discussion] }
        let commands = command.subcommands.filter { !$0.isHidden }
        if !commands.isEmpty {
            lines += ["", "Commands:"] + table(commands.map { ($0.name, $0.abstract) })
        }
        if !command.arguments.isEmpty {
            lines += ["", "Arguments:"] + table(command.arguments.map { ($0.name, $0.help) })
        }
        lines += ["", "Options:"]
            + table(options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Show this help.")])
        if !commands.isEmpty {
            lines += ["", "See '\(path.joined(separator: " ")) COMMAND --help' for a command's options."]
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
