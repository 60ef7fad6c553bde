// Why this type exists: the one place where FoodPin's window turns an error into what the user reads
// — a toast when a change failed, the form's line under Name, the problem page's reason when the
// database cannot be used, the note when moving it aside failed. Each is a whole translatable
// sentence (`localized`, `{placeholders}`); none is cut out of or glued onto another translation.
// The model's own `description` is the command line's wording, with the path in it; the problem page
// shows the path above the reason, so its sentences speak of "it".
import FoodPinModel
import Foundation
import Localization

enum ErrorText {
    /// A change that failed, as a toast: the model's words, starting with a capital.
    static func toast(for error: Error) -> String {
        let message = self.message(for: error)
        return message.prefix(1).uppercased() + message.dropFirst()
    }

    /// What went wrong, in the model's words (the form shows it under a field, as it is).
    static func message(for error: Error) -> String {
        (error as? StoreError)?.description ?? error.localizedDescription
    }

    /// Why the database at `path` cannot be used, for the problem page, which shows the path above
    /// it (an empty `path`: it could not be worked out, and a sentence names what failed).
    static func problem(_ error: StoreError, path: String) -> String {
        switch error {
        case let .notADatabase(_, reason):
            // Translators: {reason} is one of the model's reasons, e.g. "it is truncated".
            return localized("It is not a FoodPin database: {reason}. It was left untouched.", ["reason": reason])
        case let .newerSchema(_, found, supported):
            return localized(
                "It was written by a newer FoodPin (schema {found}; this version knows up to {supported}). It was left untouched.",
                ["found": localizedNumber(found), "supported": localizedNumber(supported)])
        case let .unknownSchema(_, found):
            return localized(
                "Its schema version ({found}) is not one FoodPin ever wrote. It was left untouched.",
                ["found": localizedNumber(found)])
        case .damaged:
            return localized(
                "It is damaged. FoodPin will not write to it again, so nothing more can be lost; it was left as it is.")
        case let .cannotCreate(failed, reason):
            // Translators: {path} is the file or folder that could not be made; {reason} the system's words.
            return localized("Cannot create {path}: {reason}.", ["path": failed, "reason": reason])
        case let .directoryMissing(directory):
            return localized("The directory {path} does not exist.", ["path": directory])
        case .diskFull:
            return localized("The disk holding it is full; nothing was changed.")
        case .readOnly:
            return localized("It cannot be written (the file or its folder is read-only); nothing was changed.")
        case .busy:
            return localizedPlural(
                one: "It stayed locked by another program for {count} second; nothing was changed.",
                other: "It stayed locked by another program for {count} seconds; nothing was changed.",
                count: Int(SQLiteConnection.busyTimeoutMilliseconds / 1000))
        case let .ioFailure(_, reason):
            // Translators: {reason} is the system's words, e.g. "Input/output error".
            return localized("Reading or writing it failed ({reason}).", ["reason": reason])
        default:
            // Translators: {reason} is the model's description of the problem, in lower case.
            return localized("FoodPin cannot use it: {reason}.", ["reason": error.description])
        }
    }

    /// Why Move Aside and Start Fresh failed, for the problem page (where a long path wraps, unlike
    /// in a toast): the system's reason when it gave one.
    static func moveAsideFailure(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let reason =
            if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
                String(cString: strerror(Int32(code)))
            } else {
                error.localizedDescription
            }
        return localized("Moving it aside failed: {reason}.", ["reason": reason])
    }
}
