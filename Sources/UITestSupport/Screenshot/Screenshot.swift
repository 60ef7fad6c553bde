import Foundation

/// Screenshots of the whole Xvfb screen, saved under `<package root>/.build/screenshots/`.
public enum Screenshot {
    /// Saves the screen as `<package>/.build/screenshots/<name>.png` and returns the file.
    /// - Parameter file: any file inside the package (the default, the caller, finds the root).
    @discardableResult
    public static func capture(_ name: String, file: StaticString = #filePath) throws -> URL {
        try UITestSession.start()
        let directory = packageRoot(from: "\(file)").appendingPathComponent(".build/screenshots")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let safe = name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        let url = directory.appendingPathComponent(String(safe) + ".png")
        try Subprocess.check("import", ["-window", "root", url.path], timeout: 20)
        return url
    }

    /// Size and number of distinct colours of a PNG (ImageMagick `identify`).
    public static func info(of url: URL) throws -> (width: Int, height: Int, colors: Int) {
        let output = try Subprocess.check("identify", ["-format", "%w %h %k", url.path], timeout: 20).text
        let numbers = output.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard numbers.count == 3 else { throw UITestError.tool(command: "identify", status: 0, output: output) }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// The colour of one pixel, 8 bits per channel (for checks like "the window is dark").
    public static func pixel(at point: Point, in url: URL) throws -> (red: Int, green: Int, blue: Int) {
        let output = try Subprocess.check(
            "convert",
            [
                url.path, "-crop", "1x1+\(point.x)+\(point.y)", "+repage",
                "-depth", "8", "-format", "%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]",
                "info:",
            ], timeout: 20
        ).text
        let numbers = output.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard numbers.count == 3 else { throw UITestError.tool(command: "convert", status: 0, output: output) }
        return (numbers[0], numbers[1], numbers[2])
    }

    /// The colours of `width` pixels of row `y` from `x` on, left to right, read in one pass.
    public static func pixels(inRow y: Int, from x: Int, width: Int, in url: URL) throws -> [(
        red: Int, green: Int, blue: Int
    )] {
        let output = try Subprocess.check(
            "convert",
            [
                url.path, "-crop", "\(width)x1+\(x)+\(y)", "+repage",
                "-depth", "8", "-colorspace", "sRGB", "txt:-",
            ], timeout: 20
        ).text
        // Lines read "12,0: (255,128,0,255)  #FF8000FF  srgba(...)"; the first line is a header.
        return output.split(separator: "\n").compactMap { line in
            guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
            let channels = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            return channels.count >= 3 ? (channels[0], channels[1], channels[2]) : nil
        }
    }

    /// The nearest directory at or above `path` that holds `Package.swift`.
    public static func packageRoot(from path: String) -> URL {
        var url = URL(fileURLWithPath: path).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
