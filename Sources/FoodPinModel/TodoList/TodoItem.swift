import Foundation

/// One entry of the to-do list.
public struct TodoItem: Sendable, Hashable, Identifiable {
    public var id: UUID
    /// Never empty or whitespace only.
    public var text: String
    public var createdAt: Date

    public init(id: UUID = UUID(), text: String, createdAt: Date = Date()) {
        self.id = id
        self.text = text
        self.createdAt = createdAt
    }
}
