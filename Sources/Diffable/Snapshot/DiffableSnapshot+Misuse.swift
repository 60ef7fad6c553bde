/// The messages of the traps a misused snapshot raises. Each names the operation and the offending
/// identifiers; they are functions so that tests can check the exact text without trapping.
@usableFromInline
enum Misuse {
    /// Traps with `message`. Unlike `preconditionFailure`'s, the message survives optimization (Diffable
    /// is optimized in debug builds too), as UIKit's "Invalid update" reaches a release build's log.
    @usableFromInline static func trap(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
        fatalError(message, file: file, line: line)
    }

    /// `precondition` whose message survives optimization (see `trap(_:file:line:)`).
    @inline(__always) @usableFromInline
    static func check(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
    ) {
        if !condition { trap(message(), file: file, line: line) }
    }

    /// An identifier as a reader would type it: strings quoted, other values as they debug-print.
    @usableFromInline static func describe(_ value: some Any) -> String { String(reflecting: value) }

    @usableFromInline static func unknownSection(_ operation: StaticString, _ section: some Any) -> String {
        "\(operation): section \(describe(section)) is not in the snapshot"
    }

    @usableFromInline static func unknownItem(_ operation: StaticString, _ item: some Any) -> String {
        "\(operation): item \(describe(item)) is not in the snapshot"
    }

    @usableFromInline static func duplicateItem(
        _ operation: StaticString, _ item: some Any, inSection section: some Any
    ) -> String {
        "\(operation): item \(describe(item)) is already in section \(describe(section))"
    }

    @usableFromInline static func repeatedItem(_ operation: StaticString, _ item: some Any) -> String {
        "\(operation): item \(describe(item)) appears more than once in the items to add"
    }

    @usableFromInline static func duplicateSection(_ operation: StaticString, _ section: some Any) -> String {
        "\(operation): section \(describe(section)) is already in the snapshot"
    }

    @usableFromInline static func repeatedSection(_ operation: StaticString, _ section: some Any) -> String {
        "\(operation): section \(describe(section)) appears more than once in the sections to add"
    }

    @usableFromInline static func noSection(_ operation: StaticString) -> String {
        "\(operation): the snapshot has no section to add items to"
    }

    @usableFromInline static func moveOntoItself(_ operation: StaticString, _ item: some Any) -> String {
        "\(operation): cannot move item \(describe(item)) relative to itself"
    }

    @usableFromInline static func moveSectionOntoItself(_ operation: StaticString, _ section: some Any) -> String {
        "\(operation): cannot move section \(describe(section)) relative to itself"
    }

    @usableFromInline static func inconsistentHashing(_ first: some Any, _ second: some Any) -> String {
        "snapshot invariant: items \(describe(first)) and \(describe(second)) are equal but hash differently"
            + " (their Hashable conformance is broken)"
    }
}
