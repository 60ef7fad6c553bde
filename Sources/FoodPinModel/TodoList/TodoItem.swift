import Foundation

/// One entry of the to-do list.
public struct TodoItem: Sendable, Hashable, Identifiable {
    public var id: UUID
    /// Never empty or whitespace only.
    public var text: String
    public var createdAt: Date
    /// Ticked off. Done items are listed after the open ones, each group in list order.
    public var isDone: Bool

    public init(id: UUID = UUID(), text: String, createdAt: Date = Date(), isDone: Bool = false) {
        self.id = id
        self.text = text
        self.createdAt = createdAt
        self.isDone = isDone
    }
}
