// Why this type exists: the photos on FoodPin's cards (CardDAV sync) are made and checked with the
// same bounded image reader as every photo the window shows — GtkKit's `ImageFile` — which the Sync
// library, with no image code of its own, is handed through `CardPhotoCodec`. No GTK widget, no
// display: the command line uses it too.
import Foundation
import GtkKit
import Sync

struct CardPhotos: CardPhotoCodec {
    func cardJPEG(fromFile path: String, maximumSide: Int, maximumBytes: Int) -> Data? {
        try? ImageFile.jpegData(path, maximumSide: maximumSide, maximumBytes: maximumBytes).get()
    }

    func decodes(_ path: String) -> Bool {
        if case .success = ImageFile.decode(path, size: .fitting(64)) { true } else { false }
    }
}
