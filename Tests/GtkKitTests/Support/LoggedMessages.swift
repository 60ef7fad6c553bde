import CGtk
import Foundation

/// The messages a GLib log domain ("Gtk", "Adwaita") logged at `levels` while installed: a critical
/// there is a bug in how we hold GTK's objects. GLib may log from any thread, hence the lock.
final class LoggedMessages: @unchecked Sendable {
    private let domain: String
    private let lock = NSLock()
    private var logged: [String] = []
    private var handler: guint = 0

    init(domain: String, levels: [GLogLevelFlags] = [G_LOG_LEVEL_CRITICAL, G_LOG_LEVEL_WARNING]) {
        self.domain = domain
        let flags = GLogLevelFlags(rawValue: levels.reduce(0) { $0 | $1.rawValue })
        handler = g_log_set_handler(
            domain, flags,
            { _, _, message, data in
                let log = Unmanaged<LoggedMessages>.fromOpaque(data!).takeUnretainedValue()
                let text = message.map { String(cString: $0) } ?? ""
                log.lock.withLock { log.logged.append(text) }
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    var messages: [String] { lock.withLock { logged } }

    /// Uninstalls the handler; call it before the log goes.
    func remove() { g_log_remove_handler(domain, handler) }
}
