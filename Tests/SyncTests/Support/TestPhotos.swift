import Foundation
import TestSupport

/// Photos for the sync tests: a solid PNG of a size (TestSupport's, written by python3).
enum TestPhotos {
    static func write(width: Int, height: Int, to path: String) throws {
        try SolidPNG.write(width: width, height: height, to: path)
    }
}
