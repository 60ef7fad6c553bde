// Merge resolution on the foodpin branch (not GtkKit work): with RowActions merged, the table's stand-in
// gives way to the real swipe row, as the stand-in's own note says. The tableview branch's own
// integration replaces this file when it lands.
typealias RowHost = SwipeRow
