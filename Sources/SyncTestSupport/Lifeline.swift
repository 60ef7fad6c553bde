import Foundation

/// Ties a Python server's life to this process: the child's standard input is the read end of a pipe
/// whose only write end this process holds, and a watchdog thread in the child ends it (`os._exit`)
/// when that pipe reaches end of file — which the kernel makes happen however this process ends,
/// SIGKILL included. A test run killed mid-way (a timeout, Ctrl+C, a CI runner's SIGKILL) leaves no
/// Radicale or Xandikos behind holding a port and a temporary folder.
///
/// A pipe rather than `PR_SET_PDEATHSIG`: that signal follows the *thread* that started the child, and
/// the test's threads are dispatch's, which exit when idle — the server would die in the middle of a
/// test. It also cannot be set from Foundation's `Process`, which forks for us.
struct Lifeline {
    /// The child's end: its standard input.
    let childEnd: FileHandle
    /// Ours; the only write end there is.
    private let ourEnd: FileHandle

    /// Both ends are closed on exec, so that no other child — the app under test, a peer, another
    /// server — inherits them and keeps a server alive past us; the server gets the read end as its
    /// standard input all the same (`dup2` clears the flag on the copy).
    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SyncTestError("pipe() failed: errno \(errno)") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        childEnd = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        ourEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    }

    /// `/bin/sh`'s arguments that run `program arguments…` (its standard input closed) and SIGKILL it
    /// when the shell's standard input, the lifeline, ends: for a server that is not Python
    /// (dbus-daemon). SIGKILL because a child of a test's thread inherits its blocked SIGTERM.
    static func shellArguments(_ program: String, _ arguments: [String]) -> [String] {
        let script = #"exec 3<&0 </dev/null; "$@" 3<&- & child=$!; cat <&3 >/dev/null; kill -KILL "$child"; wait"#
        return ["-c", script, "lifeline", program] + arguments
    }

    /// Python's arguments that run `module` as `python -m module arguments…` would, under the watchdog.
    static func pythonArguments(module: String, _ arguments: [String]) -> [String] {
        ["-c", watchdog, module] + arguments
    }

    /// Call once the child runs: this process keeps only the write end.
    func childStarted() {
        try? childEnd.close()
    }

    /// Closes the write end: the child's watchdog sees end of file and the child exits — what happens
    /// when this process dies. `DAVServer.stop()` calls it, and tests to check the watchdog.
    func cut() {
        try? ourEnd.close()
    }

    /// Cuts the lifeline and waits (at most 10 s, then SIGKILL) for `child`, which exits by itself.
    func end(_ child: Process) {
        cut()
        let deadline = Date().addingTimeInterval(10)
        while child.isRunning, Date() < deadline { usleep(10_000) }
        stopProcess(child)
    }

    /// Reads standard input until end of file, then exits the whole interpreter; meanwhile runs the
    /// module named by the first argument with the rest as its arguments.
    private static let watchdog = """
        import os, runpy, sys, threading
        def watch():
            try:
                while os.read(0, 4096):
                    pass
            finally:
                os._exit(70)
        threading.Thread(target=watch, daemon=True).start()
        sys.argv = sys.argv[1:]
        runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
        """
}
