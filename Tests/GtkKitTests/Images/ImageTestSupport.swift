import CGtk
import Foundation
import GtkKit
import TestSupport
import UITestSupport
import XCTest

/// Photo files no app should trust, made once per test process.
enum HostilePhotos {
    /// A 9,000 × 9,000 PNG (81 megapixels, over the default 50-megapixel cap; 324 MB if decoded), 250 KB on disk.
    static let overCap: String = write(side: 9_000, name: "over-cap.png")
    /// A 3,000 × 2,000 PNG: within the cap, far larger than any preview or the clipboard's 2048 px.
    static let big: String = write(width: 3_000, height: 2_000, name: "big.png")

    private static func write(side: Int? = nil, width: Int = 0, height: Int = 0, name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-photos-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        if !FileManager.default.fileExists(atPath: path) {
            try? SolidPNG.write(width: side ?? width, height: side ?? height, red: 30, green: 120, blue: 200, to: path)
        }
        return path
    }

    /// A new FIFO with no writer: opening it for reading without O_NONBLOCK blocks forever.
    static func fifo() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-fifo-\(UUID().uuidString).png")
            .path
        mkfifo(path, 0o600)
        return path
    }

    /// Watches `fifo` for 5 s (scaled): when a reader opens it (and so blocks, with no writer), the watch
    /// notes it and opens and closes the writing end, so that the reader gets end-of-file instead of
    /// hanging the test run.
    static func watch(_ fifo: String) -> FIFOWatch {
        let watch = FIFOWatch()
        DispatchQueue.global().async {
            let deadline = Date().addingTimeInterval(scaled(5))
            while Date() < deadline {
                let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)  // ENXIO while no reader is there
                if descriptor >= 0 {
                    watch.noteReader()
                    close(descriptor)
                    return
                }
                usleep(10_000)
            }
        }
        return watch
    }
}

/// Whether anything opened a FIFO for reading.
final class FIFOWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var opened = false
    var readerOpened: Bool { lock.withLock { opened } }
    func noteReader() { lock.withLock { opened = true } }
}

/// CPU seconds this thread has used: a decode refused at its header costs milliseconds of it, a
/// 81-megapixel decode about a second, whatever else the machine is doing.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
