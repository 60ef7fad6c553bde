import Foundation
import SyncTestSupport
import Testing

/// The DAV servers the tests start die with the test process, however it dies: a run killed by a
/// timeout or a CI runner's SIGKILL must not leave Radicale or Xandikos holding a port and a folder
/// (they used to: SIGTERM is blocked on the test's threads, and nothing else told them). Cutting the
/// server's lifeline is what the kernel does to it when this process dies.
@Suite("The test servers' lifeline")
struct ServerLifelineTests {
    @Test(arguments: [DAVServer.Kind.radicale(strict: false), .xandikos])
    func aServerEndsWhenTheTestProcessLetsGo(kind: DAVServer.Kind) throws {
        let server = try DAVServer(kind)
        defer {
            server.stop()
            server.removeData()
        }
        #expect(server.isRunning)
        server.cutLifeline()
        // Python notices the end of file at once; the bound only keeps a failure from hanging.
        #expect(eventually(30) { !server.isRunning }, "the server outlived the process that started it")
    }

    /// A server stopped and started again has a lifeline again.
    @Test func aRestartedServerHasALifelineToo() throws {
        let server = try DAVServer(.radicale(strict: false))
        defer {
            server.stop()
            server.removeData()
        }
        server.stop()
        try server.start()
        #expect(server.isRunning)
        server.cutLifeline()
        #expect(eventually(30) { !server.isRunning }, "the restarted server outlived its lifeline")
    }
}

/// The private D-Bus session of a keyring (and with it gnome-keyring-daemon) ends with the test process
/// too: the suites keep one for the whole process, so nothing else ever stopped it.
@Suite("The test keyring's lifeline")
struct KeyringLifelineTests {
    @Test func aPrivateBusEndsWhenTheTestProcessLetsGo() throws {
        let keyring = try KeyringSession()
        #expect(keyring.isBusReachable)
        keyring.cutLifeline()
        // The bus is killed as soon as its watchdog reads the end of file; the bound only keeps a
        // failure from hanging.
        #expect(eventually(30) { !keyring.isBusReachable }, "the bus outlived the process that started it")
    }
}
