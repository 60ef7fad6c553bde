import Foundation

extension Screenshot {
    /// Saves the part of the screen `element` covers (a window, usually) as
    /// `<package>/.build/screenshots/<name>.png` and returns the file, with its size and colour count.
    /// - Throws: `UITestError` when the element has no frame or `import`/`convert` fail.
    @discardableResult
    public static func capture(_ name: String, of element: Accessible, file: StaticString = #filePath) throws
        -> (url: URL, width: Int, height: Int, colors: Int)
    {
        let frame = try Input.frame(of: element)
        let url = try capture(name, file: file)
        let crop = "\(frame.width)x\(frame.height)+\(frame.x)+\(frame.y)"
        try Subprocess.check("convert", [url.path, "-crop", crop, "+repage", url.path])
        let info = try info(of: url)
        return (url, info.width, info.height, info.colors)
    }
}

extension Accessible {
    /// Waits until the element's frame has stayed the same for `polls` polls in a row (a slide-in
    /// animation is over), so a screenshot or a click lands where the element rests.
    /// - Throws: `UITestError.timeout` when it keeps moving.
    public func waitUntilStill(
        polls: Int = 8, timeout: Double = 5, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        var last: Rect?
        var stillFor = 0
        try eventually(timeout: timeout, "\(self) should stop moving", file: file, line: line) {
            let frame = extents
            stillFor = frame == last ? stillFor + 1 : 0
            last = frame
            return stillFor >= polls
        }
    }
}
