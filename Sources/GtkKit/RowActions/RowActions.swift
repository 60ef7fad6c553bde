// RowActions: UIKit's swipe actions, edit-mode delete control and row context menu for GNOME.
//
// Design
// GNOME has no swipe-row widget, so `SwipeRow` builds one from plain GTK parts:
//
//     SwipeRow (GtkBox with a custom layout, clips its children)
//     ├─ leading tray    action buttons revealed by a drag to the right  (first action outermost)
//     ├─ trailing tray   action buttons revealed by a drag to the left   (first action outermost)
//     └─ slider          moved sideways by `offset`
//        ├─ edit control     round red minus, slides in with `setEditing(true, …)`
//        ├─ content          the cell
//        └─ confirmation     "Delete", slides in when the edit control is pressed
//
//   Right to left (the row's GTK direction) the trays swap sides and the drags swap directions; the
//   first action stays outermost, at the row's edge, so a full swipe still performs it.
//
// - One number, `offset`, drives everything: the layout (SwipeRow+Layout.swift) places the slider at
//   `offset` and fans the buttons out in the uncovered gap. Gestures (drag, touchpad scroll) set it
//   directly; releases settle it with libadwaita spring or timed animations, which honour
//   gtk-enable-animations by themselves (RowAnimation.swift).
// - Configurations are asked for lazily, when a swipe starts or the menu opens, as UIKit asks its
//   delegate: rows are recycled, so an action list is never cached past one interaction.
// - The same actions are reachable without a pointer: a context menu (right-click, long-press, Menu,
//   Shift+F10) and each action's own shortcut while the row has focus. A table view gives the menu
//   its items (`menuActions`), so a click and a right-click open one menu, and is told when a menu or
//   a swipe is over (`onInteractionEnded`) to show the row's real state.
// - Edit mode works from the keyboard too: Delete asks for the confirmation, Delete or Enter gives
//   it, Escape takes it back; the focus stays on the row.
// - Colours: `Color` names system colours mapped to libadwaita's palette plus custom RGB; one CSS
//   provider per display (Style/RowActionsStyle.swift) is regenerated when the dark or high-contrast
//   setting changes, choosing each foreground by contrast.
//
// Threading rule: main thread only. Every type here is @MainActor; handlers and completions run on the
// main actor, and a completion may be called later (after a dialog) but only once.
