import Foundation

/// The mapped X windows of a process (toplevels and popover surfaces), from xdotool.
enum XWindows {
    struct Window { var id: UInt; var frame: Rect }

    /// Visible windows carrying `_NET_WM_PID` = `pid`; empty when there are none.
    static func visible(pid: Int32) -> [Window] {
        // `search --pid` filters by pid only when no pattern and no chained command follow it.
        guard let search = try? Subprocess.run("xdotool", ["search", "--onlyvisible", "--pid", "\(pid)"], timeout: 5),
            search.status == 0
        else { return [] }
        let ids = search.text.split(separator: "\n").filter { UInt($0) != nil }
        guard !ids.isEmpty,
            let result = try? Subprocess.run("xdotool", ids.flatMap { ["getwindowgeometry", String($0)] }, timeout: 5),
            result.status == 0
        else { return [] }
        var windows: [Window] = []
        var current: Window?
        for line in result.text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("Window "), let id = UInt(line.dropFirst(7)) {
                if let current { windows.append(current) }
                current = Window(id: id, frame: Rect(x: 0, y: 0, width: 0, height: 0))
            } else if line.hasPrefix("Position: ") {
                let numbers = line.dropFirst(10).prefix { $0 != " " }.split(separator: ",").compactMap { Int($0) }
                if numbers.count == 2 { current?.frame.x = numbers[0]; current?.frame.y = numbers[1] }
            } else if line.hasPrefix("Geometry: ") {
                let numbers = line.dropFirst(10).split(separator: "x").compactMap { Int($0) }
                if numbers.count == 2 { current?.frame.width = numbers[0]; current?.frame.height = numbers[1] }
            }
        }
        if let current { windows.append(current) }
        return windows
    }
}
