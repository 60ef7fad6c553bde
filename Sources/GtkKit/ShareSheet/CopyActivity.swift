import CGtk
import Foundation
import Localization

// Copy: the text and the image on the clipboard as one offer, so a chat app pastes both and a text
// editor pastes the text. The image is decoded off the main thread at most `SharedImage.clipboardSide`
// pixels on its longest side (a 200-megapixel photo is never decoded: it is not shared at all).

extension Activity {
    /// Copy (UIKit's `.copyToPasteboard`).
    static let copy = Activity(type: .copyToPasteboard, title: localized("Copy"), image: "edit-copy-symbolic") {
        run, finish in
        let text = run.content.text, clipboard = gtk_widget_get_clipboard(run.window.widget)
        @MainActor func copy(_ image: Texture?) {
            do {
                try ShareClipboard.copy(text: text, image: image, to: clipboard)
                run.controller.showToast(localized("Copied to clipboard"))
                finish(true, nil)
            } catch {
                finish(false, error)
            }
        }
        guard let image = run.content.image else { return copy(nil) }
        image.load(.fitting(SharedImage.clipboardSide)) { copy($0) }
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

    /// Puts `text` and `image` on `clipboard`: a union of a UTF-8 text provider and a PNG provider,
    /// whichever of the two there is.
    /// - Complexity: O(pixels) to encode the image as PNG once; pasting copies the bytes.
    static func copy(text: String?, image: Texture?, to clipboard: OpaquePointer?) throws {
        guard let clipboard else { throw ShareError.clipboardRefused }
        guard let provider = contentProvider(text: text, image: image) else { throw ShareError.nothingToShare }
        defer { g_object_unref(provider.gpointer) }
        guard Bool(gdk_clipboard_set_content(clipboard, provider)) else { throw ShareError.clipboardRefused }
    }

    /// A new content provider (the caller owns it) offering the text and the PNG image; nil when
    /// there is neither.
    static func contentProvider(text: String?, image: Texture?) -> Provider? {
        var providers: [Provider?] = []
        if let text {
            providers.append(provider(textType, Data(text.utf8)))
        }
        if let image {
            let bytes = gdk_texture_save_to_png_bytes(image.texture)!
            providers.append(gdk_content_provider_new_for_bytes(imageType, bytes))
            g_bytes_unref(bytes)
        }
        switch providers.count {
        case 0: return nil
        case 1: return providers[0]
        default:
            return providers.withUnsafeMutableBufferPointer {
                gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
            }
        }
    }

    private static func provider(_ mimeType: String, _ data: Data) -> Provider? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_content_provider_new_for_bytes(mimeType, bytes)
    }
}
