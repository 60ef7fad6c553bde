import CGeocodeGlib
import CGtk
import CShumate

/// GIO's error codes the maps read or return, named once. Every C module GtkKit's maps import
/// includes GIO's headers, and in a whole-module (release) build Swift 6.3 finds `G_IO_ERROR_*` only
/// in a file that imports the module it attributes them to: this file imports all three.
enum IOErrors {
    static let failed = Int32(G_IO_ERROR_FAILED.rawValue)
    static let cancelled = Int32(G_IO_ERROR_CANCELLED.rawValue)
    /// The codes that mean "the server cannot be reached" rather than "it answered badly".
    static let unreachable: Set<Int32> = [
        Int32(G_IO_ERROR_CONNECTION_REFUSED.rawValue), Int32(G_IO_ERROR_NETWORK_UNREACHABLE.rawValue),
        Int32(G_IO_ERROR_HOST_UNREACHABLE.rawValue), Int32(G_IO_ERROR_HOST_NOT_FOUND.rawValue),
    ]
}
