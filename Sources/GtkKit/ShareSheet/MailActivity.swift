import CGtk
import Foundation
import Localization

// Email: a new message in the user's mail app through `xdg-email` (xdg-utils), started with an
// argument vector — never through a shell — so no text can become a command.

extension Activity {
    /// Email; nil when `xdg-email` is not installed, so the sheet does not offer it.
    static var mail: Activity? {
        guard let executable = MailCommand.executable() else { return nil }
        return Activity(type: .mail, title: localized("Email"), image: "mail-send-symbolic") { run, finish in
            do {
                let attachment = try MailCommand.attachment(for: run.content)
                let arguments = MailCommand.arguments(
                    subject: run.controller.subject ?? MailCommand.subject(from: run.content.text),
                    body: run.content.text, attachment: attachment)
                try MailCommand.launch(executable, arguments) { status in
                    run.controller.showError(
                        ShareError.mailFailed(
                            reason: localized("xdg-email exited with status {status}", ["status": String(status)])))
                }
                finish(true, nil)
            } catch {
                finish(false, error)
            }
        }
    }
}

/// Builds and runs the `xdg-email` command.
public enum MailCommand {
    /// The argument vector for `xdg-email`: `--utf8`, then `--subject S`, `--body B` and
    /// `--attach FILE` for those given. Texts are passed as they are, one argument each.
    public static func arguments(subject: String?, body: String?, attachment: String?) -> [String] {
        var arguments = ["--utf8"]
        if let subject, !subject.isEmpty { arguments += ["--subject", subject] }
        if let body, !body.isEmpty { arguments += ["--body", body] }
        if let attachment { arguments += ["--attach", attachment] }
        return arguments
    }

    /// A subject from the shared text: its first line, at most 60 characters.
    static func subject(from text: String?) -> String? {
        guard let line = text?.split(separator: "\n", omittingEmptySubsequences: true).first else { return nil }
        return line.count > 60 ? String(line.prefix(59)) + "…" : String(line)
    }

    /// The file to attach: the image's own file when it came from one, else a PNG written to a
    /// temporary folder. nil when there is no image.
    @MainActor
    static func attachment(for content: ShareContent) throws -> String? {
        guard let image = content.image else { return nil }
        if let path = image.path, FileManager.default.isReadableFile(atPath: path) { return path }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-share-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Image.png").path
        try ShareFileWriter.write(ShareContent(text: nil, image: image), to: path, overwrite: false)
        return path
    }

    /// The `xdg-email` found on `PATH`, or nil.
    public static func executable(searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (searchPath ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/xdg-email"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments`; `onFailure` runs on the main actor if it exits with a
    /// non-zero status. Throws when it cannot start.
    @MainActor
    static func launch(
        _ executable: String, _ arguments: [String],
        onFailure: @escaping @MainActor (Int32) -> Void
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.terminationHandler = { process in
            let status = process.terminationStatus
            guard status != 0 else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { onFailure(status) } }
        }
        do { try process.run() } catch { throw ShareError.mailFailed(reason: error.localizedDescription) }
    }
}
