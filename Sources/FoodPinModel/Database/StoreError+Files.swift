import Foundation
import Localization

// The sentences for what lies beside a database and for a place that cannot be written. Each starts
// with the database's path (the window shows the path above the reason and strips it from there).
extension StoreError {
    static func readOnly(_ path: String, _ place: ReadOnlyPlace?) -> String {
        switch place {
        case .fileSystem:
            localized(
                "{path} cannot be written: the file system holding it is read-only; nothing was changed",
                ["path": path])
        case .folder:
            localized("{path} cannot be written: its folder is read-only for you; nothing was changed", ["path": path])
        case .file:
            localized("{path} cannot be written: the file is read-only for you; nothing was changed", ["path": path])
        case nil:
            localized(
                "{path} cannot be written (the file or its folder is read-only); nothing was changed", ["path": path])
        }
    }

    static func sideFile(_ path: String, _ file: String, _ problem: SideFileProblem) -> String {
        switch problem {
        case let .notARegularFile(kind):
            localized(
                // Translators: {kind} is "a folder", "a FIFO", "a symbolic link", "a device" or "a socket".
                "{path} cannot be opened: {file} beside it is {kind}, where SQLite keeps a file of the database; nothing was changed",
                ["path": path, "file": file, "kind": kind])
        case .unfinishedJournal:
            localized(
                "{path} cannot be opened: {file} beside it is a journal another program left unfinished, which SQLite would write back into the database; both were left untouched (open the database once with that program, or move {file} away)",
                ["path": path, "file": file])
        case .foreignJournal:
            localized(
                "{path} cannot be opened: {file} beside it holds another program’s database; both were left untouched (move {file} away to open it)",
                ["path": path, "file": file])
        case .mismatchedJournal:
            localized(
                "{path} cannot be opened: {file} beside it holds changes that do not fit this database (a copy taken while it was open?); both were left untouched (move {file} away to open the database as it is on its own)",
                ["path": path, "file": file])
        case .unwritable:
            localized(
                "{path} cannot be written: {file} beside it cannot be written by you (another user left it there); nothing was changed",
                ["path": path, "file": file])
        case .unreadableJournal:
            localized(
                "{path} cannot be read: {file} beside it holds changes not yet in the database, and reading them needs a file beside it that this read-only place cannot take; nothing was changed",
                ["path": path, "file": file])
        case let .heldForAnotherFile(pid):
            localized(
                "{path} cannot be opened: process {pid} still uses the journal beside it for the file it replaced; nothing was changed (close that program and try again)",
                ["path": path, "pid": String(pid)])
        }
    }
}
