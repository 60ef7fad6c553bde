import Diffable

// The keys that move through a table, handled by the table rather than by GTK's list: GTK 4.8 moves
// the focus only onto rows it may select, so Down stopped at a section header (To-Do's arrows never
// reached "Completed") and could land on a row being deleted. Here the arrows, Home, End, Page Up and
// Page Down move the selection over item rows only, across sections, and the focus with it; the
// delegate hears of it as of any move the user makes. Control keeps its GTK meaning of "the same
// move" (a single selection has no focus apart from it); Alt is left to the app (To-Do's Alt+Up moves
// a row). Tab and Shift+Tab leave the list at once. Keys typed into an entry inside a row (a rename)
// stay the entry's.

extension TableView {
    /// Where a navigation key moves the selection.
    enum Move: Equatable {
        case previous, next, first, last
        case pageUp, pageDown
    }

    /// Catches the navigation keys and Tab before GTK's list does (capture phase).
    func connectKeyboard() {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self else { return false }
            if self.leaveList(onTab: keyval, modifiers) { return true }
            guard let move = Self.move(for: keyval, modifiers) else { return false }
            return self.moveSelection(move)
        }
        list.add(keys)
    }

    /// The move a key asks for, or nil for any other key (or with Alt held).
    static func move(for keyval: UInt32, _ modifiers: KeyModifiers) -> Move? {
        guard !modifiers.contains(.alt) else { return nil }
        switch keyval {
        case Key.up, Key.keypadUp: return .previous
        case Key.down, Key.keypadDown: return .next
        case Key.home, Key.keypadHome: return .first
        case Key.end, Key.keypadEnd: return .last
        case Key.pageUp, Key.keypadPageUp: return .pageUp
        case Key.pageDown, Key.keypadPageDown: return .pageDown
        default: return nil
        }
    }

    /// Moves the selection (and the focus) as `move` says, from the selected row; true when the key
    /// was the table's (the focus is on a row, not in an entry inside it).
    /// - Complexity: O(s) for s sections, plus `focusRow`'s.
    func moveSelection(_ move: Move) -> Bool {
        guard let focus = list.asHandle.root?.focusWidget, !focus.isEditable, focusedModelRow() != nil else {
            return false
        }
        let from = selectedModelRow().flatMap { $0.isVanishing ? nil : source?.indexPath(of: $0) }
        guard let target = target(of: move, from: from ?? indexPathForFocusedRow) else { return true }
        if target != from {
            // Not silent: the user moved it, and the delegate hears of it.
            if let live = liveRow(for: target) { selectionModel.selectedPosition = ghosts.modelPosition(ofLive: live) }
        }
        focusRow(at: target)
        return true
    }

    /// The item row `move` leads to from `path` (from nowhere: the first or last row); nil when the
    /// table has no item row.
    func target(of move: Move, from path: IndexPath?) -> IndexPath? {
        guard let path else {
            return move == .previous || move == .last || move == .pageUp ? lastItemPath : firstItemPath
        }
        switch move {
        case .first: return firstItemPath
        case .last: return lastItemPath
        case .previous: return itemPath(from: path, by: -1) ?? path
        case .next: return itemPath(from: path, by: 1) ?? path
        case .pageUp: return itemPath(from: path, by: -rowsPerPage(around: path)) ?? firstItemPath
        case .pageDown: return itemPath(from: path, by: rowsPerPage(around: path)) ?? lastItemPath
        }
    }

    /// The first item row of the first section that has one.
    var firstItemPath: IndexPath? {
        (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The last item row of the last section that has one.
    var lastItemPath: IndexPath? {
        (0..<numberOfSections).last { numberOfRows(inSection: $0) > 0 }.map {
            IndexPath(item: numberOfRows(inSection: $0) - 1, section: $0)
        }
    }

    /// The item row `offset` item rows after `path` (before it when negative), counted across
    /// sections and skipping headers; nil past either end.
    /// - Complexity: O(s) for s sections.
    func itemPath(from path: IndexPath, by offset: Int) -> IndexPath? {
        var section = path.section
        var item = path.item + offset
        while section >= 0, section < numberOfSections {
            let count = numberOfRows(inSection: section)
            if item < 0 {
                section -= 1
                if section >= 0 { item += numberOfRows(inSection: section) }
            } else if item >= count {
                item -= count
                section += 1
            } else {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// How many rows like the one at `path` fill the visible area (at least one).
    private func rowsPerPage(around path: IndexPath) -> Int {
        let height = materialisedRow(for: path)?.container.map { Double($0.height) } ?? 0
        guard height > 0 else { return 10 }
        return max(1, Int(Double(list.height) / height) - 1)
    }

    /// Tab and Shift+Tab move on from the list as from one widget: the list is taken out of the focus
    /// chain while the window moves the focus, so GTK skips its other rows.
    func leaveList(onTab keyval: UInt32, _ modifiers: KeyModifiers) -> Bool {
        guard keyval == Key.tab || keyval == Key.leftTab || keyval == Key.keypadTab,
            modifiers.isDisjoint(with: [.control, .alt]), let window = list.asHandle.root
        else { return false }
        let backward = keyval == Key.leftTab || modifiers.contains(.shift)
        let row = focusedModelRow()
        list.asHandle.canFocusSubtree = false
        let moved = window.moveFocusByTab(backward: backward)
        list.asHandle.canFocusSubtree = true
        // Nothing else in the window takes the focus (the scrolled window takes it itself then): it
        // stays on the row.
        let focus = window.focusWidget
        if let row, !moved || focus == nil || focus?.isSame(as: self) == true { grabFocus(on: row) }
        return true
    }
}
