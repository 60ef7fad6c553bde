import Testing

@testable import Diffable

/// Misuse traps. The messages are checked exactly through the functions that build them, and a few
/// real traps are run in a child process (exit tests) to show they fire with that message.
@Suite struct MisuseTests {
    @Test func messages() {
        #expect(
            Misuse.duplicateItem("appendItems(_:toSection:)", "X", inSection: "Main")
                == #"appendItems(_:toSection:): item "X" is already in section "Main""#)
        #expect(
            Misuse.repeatedItem("insertItems(_:beforeItem:)", 7)
                == "insertItems(_:beforeItem:): item 7 appears more than once in the items to add")
        #expect(
            Misuse.unknownItem("moveItem(_:afterItem:)", "Y")
                == #"moveItem(_:afterItem:): item "Y" is not in the snapshot"#)
        #expect(
            Misuse.unknownSection("appendItems(_:toSection:)", "Other")
                == #"appendItems(_:toSection:): section "Other" is not in the snapshot"#)
        #expect(
            Misuse.duplicateSection("appendSections(_:)", "Main")
                == #"appendSections(_:): section "Main" is already in the snapshot"#)
        #expect(
            Misuse.repeatedSection("insertSections(_:afterSection:)", "S")
                == #"insertSections(_:afterSection:): section "S" appears more than once in the sections to add"#)
        #expect(
            Misuse.noSection("appendItems(_:toSection:)")
                == "appendItems(_:toSection:): the snapshot has no section to add items to")
        #expect(
            Misuse.moveOntoItself("moveItem(_:beforeItem:)", "a")
                == #"moveItem(_:beforeItem:): cannot move item "a" relative to itself"#)
        #expect(
            Misuse.moveSectionOntoItself("moveSection(_:afterSection:)", "A")
                == #"moveSection(_:afterSection:): cannot move section "A" relative to itself"#)
        #expect(
            Misuse.inconsistentHashing(BadHash(value: 1, salt: 1), BadHash(value: 1, salt: 2)).hasPrefix(
                "snapshot invariant: items DiffableTests.BadHash(value: 1, salt: 1) and DiffableTests.BadHash(value: 1, salt: 2) are equal but hash differently"
            ))
    }

    @Test func duplicateItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, String>()
            snapshot.appendSections(["Main", "Other"])
            snapshot.appendItems(["X"], toSection: "Main")
            snapshot.appendItems(["Y", "X"], toSection: "Other")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"appendItems(_:toSection:): item "X" is already in section "Main""#))
    }

    @Test func repeatedItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, String>()
            snapshot.appendSections(["Main"])
            snapshot.appendItems(["a"])
            snapshot.insertItems(["b", "b"], beforeItem: "a")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"insertItems(_:beforeItem:): item "b" appears more than once in the items to add"#))
    }

    @Test func duplicateItemInsertedInTheMiddleTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, String>()
            snapshot.appendSections(["Main", "Other"])
            snapshot.appendItems(["a", "b"], toSection: "Main")
            snapshot.appendItems(["c"], toSection: "Other")
            snapshot.insertItems(["n", "c"], afterItem: "a")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"insertItems(_:afterItem:): item "c" is already in section "Other""#))
    }

    /// Large batches go into the item index a chunk at a time, sorted by shard: a repeat or a
    /// duplicate in one is still caught, and named.
    @Test func duplicateInALargeBatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, Int>()
            snapshot.appendSections(["Main", "Other"])
            snapshot.appendItems(Array(0..<5000), toSection: "Main")
            snapshot.appendItems(Array(5000..<8000) + [4321] + Array(8000..<9000), toSection: "Other")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"appendItems(_:toSection:): item 4321 is already in section "Main""#))
    }

    @Test func repeatInALargeBatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, Int>()
            snapshot.appendSections(["Main"])
            snapshot.appendItems(Array(0..<5000))
            snapshot.insertItems(Array(10000..<13000) + [11111] + Array(13000..<14000), beforeItem: 2500)
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(
            stderr.contains("insertItems(_:beforeItem:): item 11111 appears more than once in the items to add"))
    }

    @Test func unknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, Int>()
            snapshot.appendSections(["Main"])
            snapshot.appendItems([1], toSection: "Other")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"appendItems(_:toSection:): section "Other" is not in the snapshot"#))
    }

    @Test func appendWithoutSectionTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
    }

    @Test func unknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, String>()
            snapshot.appendSections(["Main"])
            snapshot.appendItems(["a"])
            snapshot.moveItem("a", afterItem: "ghost")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"moveItem(_:afterItem:): item "ghost" is not in the snapshot"#))
    }

    @Test func duplicateSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<String, Int>()
            snapshot.appendSections(["Main"])
            snapshot.insertSections(["Main"], beforeSection: "Main")
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains(#"insertSections(_:beforeSection:): section "Main" is already in the snapshot"#))
    }

    @Test func reloadOfUnknownItemTraps() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = DiffableSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.reloadItems([1])
        }
    }

    @Test func inconsistentHashingIsCaughtByInvariantChecks() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = DiffableSnapshot<Int, BadHash>()
            snapshot.appendSections([0])
            snapshot.appendItems([BadHash(value: 1, salt: 1), BadHash(value: 1, salt: 2)])
        }
        let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(stderr.contains("are equal but hash differently"))
    }
}

/// Equal when `value` is, but hashes `salt` too: a broken Hashable conformance.
struct BadHash: Hashable, Sendable {
    var value: Int
    var salt: Int
    static func == (lhs: BadHash, rhs: BadHash) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(salt)
    }
}
