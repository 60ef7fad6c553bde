import CGtk
import Foundation

// Copy: the text and the image on the clipboard as one offer, so a chat app pastes both and a text
// editor pastes the text.

extension Activity {
    /// Copy (UIKit's `.copyToPasteboard`).
    static let copy = Activity(type: .copyToPasteboard, title: "Copy", image: "edit-copy-symbolic") { run, finish in
        do {
            try ShareClipboard.copy(run.content, to: gtk_widget_get_clipboard(run.window.widget))
            run.controller.showToast("Copied to clipboard")
            finish(true, nil)
        } catch {
            finish(false, error)
        }
    }
}

/// Builds the clipboard offer for shared content.
@MainActor
enum ShareClipboard {
    typealias Provider = UnsafeMutablePointer<GdkContentProvider>

    /// The MIME type of the text offer.
    static let textType = "text/plain;charset=utf-8"
    /// The MIME type of the image offer.
    static let imageType = "image/png"

    /// Puts `content` on `clipboard`: a union of a UTF-8 text provider and a PNG provider, whichever
    /// of the two the content has.
    /// - Complexity: O(pixels) to encode the image as PNG once; pasting copies the bytes.
    static func copy(_ content: ShareContent, to clipboard: OpaquePointer?) throws {
        guard let clipboard else { throw ShareError.clipboardRefused }
        guard let provider = contentProvider(for: content) else { throw ShareError.nothingToShare }
        defer { g_object_unref(provider.gpointer) }
        guard Bool(gdk_clipboard_set_content(clipboard, provider)) else { throw ShareError.clipboardRefused }
    }

    /// A new content provider (the caller owns it) offering the text and the PNG image; nil when the
    /// content is empty.
    static func contentProvider(for content: ShareContent) -> Provider? {
        var providers: [Provider?] = []
        if let text = content.text {
            providers.append(provider(textType, Data(text.utf8)))
        }
        if let image = content.image {
            let bytes = gdk_texture_save_to_png_bytes(image.texture)!
            providers.append(gdk_content_provider_new_for_bytes(imageType, bytes))
            g_bytes_unref(bytes)
        }
        switch providers.count {
        case 0: return nil
        case 1: return providers[0]
        default: return providers.withUnsafeMutableBufferPointer { gdk_content_provider_new_union($0.baseAddress, gsize($0.count)) }
        }
    }

    private static func provider(_ mimeType: String, _ data: Data) -> Provider? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_content_provider_new_for_bytes(mimeType, bytes)
    }
}
