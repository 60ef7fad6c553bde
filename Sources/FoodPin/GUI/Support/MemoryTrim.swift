// Why this file exists: the first load and each store delivery build 100,000-element values on
// background threads, in glibc arenas of their own; once freed, those pages stay in the process
// until trimmed, and a later delivery grows another arena. Trimming after each keeps the peak down.
import Foundation

@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32

enum MemoryTrim {
    /// Returns free heap pages of every arena to the system (glibc `malloc_trim(0)`).
    static func releaseFreePages() { _ = glibcMallocTrim(0) }
}
