/// The container each item row's cell lives in: RowActions' `SwipeRow` (swipe actions, edit-mode
/// delete control, context menu).
typealias RowHost = SwipeRow
