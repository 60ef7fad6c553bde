import Foundation
import Testing

@testable import FoodPinModel

@Suite("TodoList")
struct TodoListTests {
    let directory = TemporaryDirectory()

    func list() throws -> TodoList { try TodoList(path: directory.file()) }

    @Test func addTrimsAndKeepsOrder() throws {
        let list = try list()
        try list.add("  Buy milk \n")
        try list.add("Walk the dog")
        #expect(try list.items.map(\.text) == ["Buy milk", "Walk the dog"])
        #expect(try list.count == 2)
    }

    @Test func emptyOrBlankTextIsRefusedAndNotStored() throws {
        let list = try list()
        for text in ["", " ", "\n\t  \r\n", "\u{3000}"] {
            #expect(throws: StoreError.todo(.emptyText)) { try list.add(text) }
        }
        #expect(try list.items.isEmpty)
        #expect(TodoError.emptyText.description == "An item needs some text.")
    }

    @Test func removeAtIndexAndRestore() throws {
        let list = try list()
        for text in ["a", "b", "c"] { try list.add(text) }
        let removed = try list.remove(at: 1)
        #expect(removed.elements.map(\.text) == ["b"])
        #expect(try list.items.map(\.text) == ["a", "c"])
        try list.restore(removed)
        #expect(try list.items.map(\.text) == ["a", "b", "c"])
        #expect(throws: TodoError.noItem(index: 3, count: 3)) { try list.remove(at: 3) }
        #expect(throws: TodoError.noItem(index: -1, count: 3)) { try list.remove(at: -1) }
    }

    @Test func removeByIDAndClear() throws {
        let list = try list()
        let a = try list.add("a")
        try list.add("b")
        #expect(try list.remove(id: a.id).elements == [a])
        #expect(try list.remove(id: a.id).isEmpty)
        try list.add("c")
        let cleared = try list.clear()
        #expect(cleared.elements.map(\.text) == ["b", "c"])
        #expect(try list.items.isEmpty)
        try list.restore(cleared)
        #expect(try list.items.map(\.text) == ["b", "c"])
    }

    @Test func moveReordersInEveryDirection() throws {
        let list = try list()
        for text in ["a", "b", "c", "d"] { try list.add(text) }
        try list.move(from: 0, to: 3)
        #expect(try list.items.map(\.text) == ["b", "c", "d", "a"])
        try list.move(from: 3, to: 0)
        #expect(try list.items.map(\.text) == ["a", "b", "c", "d"])
        try list.move(from: 2, to: 1)
        #expect(try list.items.map(\.text) == ["a", "c", "b", "d"])
        #expect(throws: StoreError.todo(.noItem(index: 4, count: 4))) { try list.move(from: 0, to: 4) }
    }

    @Test func manyMovesIntoTheSameGapRespaceInsteadOfColliding() throws {
        let list = try list()
        for text in ["a", "b", "c"] { try list.add(text) }
        // Halving the gap between the first two items 80 times exhausts a Double's precision.
        var expected = ["a", "b", "c"]
        for _ in 0..<80 {
            try list.move(from: 2, to: 1)
            expected.insert(expected.remove(at: 2), at: 1)
        }
        #expect(try list.items.map(\.text) == expected)
    }

    @Test func cellInfoTellsThePresentationWhichRowToUse() throws {
        let info = try list().cellInfo
        #expect(info.reuseIdentifier == "TodoItemCell")
        #expect(info.style == .basic)
    }

    @Test func itemsPersistAcrossReopening() throws {
        let item = try list().add("Remember me 🧠")
        let items = try list().items
        #expect(items.map(\.id) == [item.id])
        #expect(items[0].text == item.text)
        #expect(abs(items[0].createdAt.timeIntervalSince(item.createdAt)) < 0.001)
    }

    @Test func hostileTextIsStoredIntact() throws {
        let list = try list()
        for text in hostileTexts { try list.add(text) }
        #expect(try list.items.map(\.text) == hostileTexts)
    }

    @Test func sharesTheFileWithRestaurants() throws {
        let path = directory.file()
        let list = try TodoList(path: path)
        try list.add("x")
        let store = try RestaurantStore(path: path)
        #expect(try store.count() == 21)
        #expect(try list.items.count == 1)
    }
}
