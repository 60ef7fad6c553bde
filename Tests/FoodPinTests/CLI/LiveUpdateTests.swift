import FoodPinModel
import Foundation
import Testing
import UITestSupport

/// The window's situation: a store observed in this process while the command line changes the file.
@Suite("Changes from the command line reach an observing store")
struct LiveUpdateTests {
    let scratch = ScratchDirectory()

    @Test func commandLineChangesArePublished() throws {
        let path = scratch.path + "/foodpin.sqlite3"
        let store = try RestaurantStore(path: path)
        let received = LockedList()
        let token = store.observe(on: DispatchQueue(label: "observer")) { received.append($0) }
        let runner = try CommandRunner("foodpin", home: scratch.path)

        #expect(try runner.run(["favorite", "Teakha", "--db", path]).status == 0)
        #expect(received.wait { $0.first { $0.name == "Teakha" }?.isFavorite == true })
        #expect(try runner.run(["delete", "Homei", "--db", path]).status == 0)
        #expect(received.wait { $0.count == 20 && !$0.contains { $0.name == "Homei" } })
        #expect(
            try runner.run(["add", "--name", "From the shell", "--type", "T", "--location", "L", "--db", path]).status
                == 0)
        #expect(received.wait { $0.last?.name == "From the shell" })
        token.cancel()
    }
}

/// Lists delivered to an observer, and a way to wait for one.
final class LockedList: @unchecked Sendable {
    private let condition = NSCondition()
    private var lists: [[Restaurant]] = []

    func append(_ list: [Restaurant]) {
        condition.lock()
        lists.append(list)
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a delivery satisfying `predicate` arrives within `timeout` seconds.
    func wait(timeout: TimeInterval = 5, until predicate: ([Restaurant]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !lists.contains(where: predicate) {
            if !condition.wait(until: deadline) { return lists.contains(where: predicate) }
        }
        return true
    }
}
