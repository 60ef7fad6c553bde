import CGtk
import Foundation
import Localization

// Save to File…: the image as PNG, or the text as a .txt file when there is no image, at a path the
// user picks in the desktop's Save dialog (which asks before replacing a file). The image is decoded
// at its own size when saved, within `ImageFile.Limits` (a file over them is never shared).

extension Activity {
    /// Save to File….
    static let saveToFile = Activity(
        type: .saveToFile, title: localized("Save to File…"), image: "document-save-symbolic"
    ) { run, finish in
        guard let kind = ShareFileWriter.Kind(run.content) else { return finish(false, ShareError.nothingToShare) }
        let chooser = FileChooser(
            mode: .save, title: kind == .png ? localized("Save Image") : localized("Save Text"), parent: run.window)
        switch kind {
        case .png: chooser.addFilter(name: localized("PNG Images"), mimeTypes: ["image/png"], patterns: ["*.png"])
        case .text: chooser.addFilter(name: localized("Text Files"), mimeTypes: ["text/plain"], patterns: ["*.txt"])
        }
        chooser.suggestedName = ShareFileWriter.suggestedName(base: run.controller.suggestedFileName, kind: kind)
        let content = run.content
        chooser.present { path in
            guard let path else { return finish(false, nil) }
            do {
                // The chooser has already asked whether to replace an existing file.
                try ShareFileWriter.write(content, to: path, overwrite: true)
                run.controller.showToast(localized("Saved “{file}”", ["file": (path as NSString).lastPathComponent]))
                finish(true, nil)
            } catch {
                finish(false, error)
            }
        }
    }
}

/// Writes shared content to a file.
@MainActor
public enum ShareFileWriter {
    /// What gets written.
    public enum Kind: Equatable {
        /// The image, encoded as PNG.
        case png
        /// The text, UTF-8.
        case text

        init?(_ content: ShareContent) {
            if content.image != nil { self = .png } else if content.text != nil { self = .text } else { return nil }
        }

        /// The file name extension the saved file gets: `png` or `txt`.
        public var fileExtension: String { self == .png ? "png" : "txt" }
    }

    /// Writes the image of `items` as PNG, or their text when there is no image, to `path`.
    ///
    /// - Parameters:
    ///   - items: what is shared; the first image wins over the text.
    ///   - path: the file to write.
    ///   - overwrite: whether an existing file may be replaced. Pass true only after the user
    ///     agreed (the Save dialog asks); with false an existing file is left alone and
    ///     `ShareError.fileExists` is thrown.
    /// - Returns: what was written.
    /// - Throws: `ShareError.nothingToShare`, `.fileExists`, `.writeFailed`.
    /// - Complexity: O(pixels) to decode and encode the image (at most `ImageFile.Limits.default`).
    @discardableResult
    public static func write(_ items: [ActivityItem], to path: String, overwrite: Bool) throws -> Kind {
        try write(ShareContent(items), to: path, overwrite: overwrite)
    }

    @discardableResult
    static func write(_ content: ShareContent, to path: String, overwrite: Bool) throws -> Kind {
        guard let kind = Kind(content) else { throw ShareError.nothingToShare }
        let data: Data
        switch kind {
        case .png:
            guard let image = content.image?.loadNow() else {
                throw ShareError.writeFailed(path: path, reason: localized("the image no longer loads"))
            }
            data = image.pngData()
        case .text:
            data = Data(content.text!.utf8)
        }
        if !overwrite, FileManager.default.fileExists(atPath: path) { throw ShareError.fileExists(path: path) }
        do {
            // Without overwrite, O_EXCL also refuses a file that appeared since the check.
            try data.write(to: URL(fileURLWithPath: path), options: overwrite ? .atomic : .withoutOverwriting)
        } catch let error as CocoaError where error.code == .fileWriteFileExists {
            throw ShareError.fileExists(path: path)
        } catch {
            throw ShareError.writeFailed(path: path, reason: (error as NSError).localizedDescription)
        }
        return kind
    }

    /// A file name for the Save dialog: `base` (or "Shared Image"/"Shared Text") without characters
    /// that file systems refuse, plus the extension.
    static func suggestedName(base: String?, kind: Kind) -> String {
        // Translators: file names suggested when saving a shared image or text (no extension).
        let fallback = kind == .png ? localized("Shared Image") : localized("Shared Text")
        let cleaned = (base ?? "").map { "/\\:\0".contains($0) ? "-" : $0 }
        let name = String(cleaned).trimmingCharacters(in: .whitespacesAndNewlines)
        return "\(name.isEmpty ? fallback : name).\(kind.fileExtension)"
    }
}
