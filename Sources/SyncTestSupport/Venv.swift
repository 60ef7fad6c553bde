import Foundation

/// The Python venv `scripts/deps.sh test` makes in `.build/venv` (`FOODPIN_VENV` overrides), with the
/// pinned peers of `scripts/sync-test-requirements.txt`.
public enum Venv {
    /// The venv's directory: `$FOODPIN_VENV`, else `.build/venv` above the running executable.
    public static var directory: URL? {
        if let path = ProcessInfo.processInfo.environment["FOODPIN_VENV"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        while url.path != "/" {
            url.deleteLastPathComponent()
            if url.lastPathComponent == ".build" { return url.appendingPathComponent("venv") }
        }
        return nil
    }

    /// The program `name` of the venv (`python`, `xandikos`, `vdirsyncer`).
    /// - Throws: saying how to make the venv when it is missing.
    public static func program(_ name: String) throws -> URL {
        guard let directory,
            FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("bin/\(name)").path)
        else {
            throw SyncTestError(
                "\(name) is not in the sync tests' venv (\(directory?.path ?? ".build/venv")): run scripts/deps.sh test"
            )
        }
        return directory.appendingPathComponent("bin/\(name)")
    }

    /// Runs `python -c script arguments...` in the venv and returns its standard output.
    /// - Throws: with its standard error when it exits non-zero or runs past `timeout` seconds.
    @discardableResult
    public static func python(_ script: String, _ arguments: [String] = [], timeout: Double = 120) throws -> String {
        try run(program("python"), ["-c", script] + arguments, timeout: timeout)
    }

    /// Runs a program (with `input` on its standard input) and returns its standard output.
    @discardableResult
    public static func run(
        _ program: URL, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 120,
        input: String? = nil
    ) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let environment { process.environment = environment }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("venv-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: scratch.path + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: scratch.path + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: scratch.path + ".out")
            try? FileManager.default.removeItem(atPath: scratch.path + ".err")
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path + ".err"))
        let pipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : pipe
        try process.run()
        if let input {
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw SyncTestError("\(program.lastPathComponent) ran past \(timeout) s")
        }
        process.waitUntilExit()
        let output = String(
            decoding: FileManager.default.contents(atPath: scratch.path + ".out") ?? Data(), as: UTF8.self)
        let errors = String(
            decoding: FileManager.default.contents(atPath: scratch.path + ".err") ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw SyncTestError(
                "\(program.lastPathComponent) \(arguments.prefix(1)) failed (\(process.terminationStatus)):\n\(errors.suffix(3000))"
            )
        }
        return output
    }
}
