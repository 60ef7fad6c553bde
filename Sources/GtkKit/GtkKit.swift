// GtkKit: a thin Swift layer over GTK 4.8 and libadwaita 1.2 that brings UIKit's table-editing
// pieces to GNOME — a diffable table view, swipe actions, context menus, edit mode, a share sheet.
//
// Design
// - Wrappers are classes that own one strong reference to their GObject (`Object`) and release it
//   when they die. GTK never owns a wrapper: controllers keep the wrappers they need.
// - Signals take Swift closures. Each closure is boxed, retained by its GClosure, and released by GTK
//   through the destroy notify when the connection or the object goes (`SignalBox.liveCount` proves it).
//   Closures must capture their owner weakly: a box that retains the wrapper that owns the widget is a
//   cycle that only ending the connection breaks.
// - C stays inside: GtkKit imports CGtk with a plain `import`, not re-exported, so an app that imports
//   GtkKit sees Swift types only — enums for GTK's (`Orientation`, `Align`, `License`), properties,
//   closures — and cannot name a C type without importing CGtk itself (neither app does). The one
//   place C shows in the public API is `Widget.unsafeWidget` (an `UnsafeMutablePointer<GtkWidget>`),
//   an escape hatch for the package's tests and benchmarks that the apps never use; `Signal` and
//   `GPointer` are `package`.
// - Pointer casts and GObject type checks live in Core/GPointer.swift; variadic calls and macros in the
//   CGtk shim header. App code never casts. TableView/ and RowActions/ reach GTK only through thin
//   internal wrappers: Core/Lists (ListItem, SignalListItemFactory, ListView, SwiftListModel,
//   SingleSelection), Core/Events (gestures, key/focus/scroll controllers, drag and drop), Core/Animation,
//   Core/WidgetHandle (widgets GTK owns: a list item's row widget, a window), Core/Widget+Layout, and
//   Core/Display; they call no GTK function and name no C type. Event controllers are handles that hold
//   no reference (the widget owns them), so handlers may capture them without a cycle.
// - Image files are never trusted: Images/ reads them bounded (a pixel cap from the header, never
//   opening a FIFO) and decodes them on worker threads (`ImageLoader`).
// - Maps/ and Geocoding/ wrap libshumate, libsoup 3 and geocode-glib (the CShumate and CGeocodeGlib
//   modules, imported there only) the same way, plus two GObject subclasses registered from Swift
//   (a tile data source, a Nominatim transport); Maps/Clustering's index calls no C at all. Their
//   design note is Maps/Maps.swift.
// - DBus/ offers an object on the session bus (`DBusObject`: an interface as introspection XML, a
//   Swift handler, `DBusValue` for GVariant), for GNOME Shell's search and D-Bus activation.
//
// Threading rule: GTK is single-threaded. Every wrapper is @MainActor and is used on the main thread
// while the GLib main loop runs. `MainQueueBridge` makes that loop drain DispatchQueue.main, so
// `Task { @MainActor in … }`, `await` on the main actor and `DispatchQueue.main.async` work in a GTK app.
// The exceptions are Images/ — `ImageFile` and `AvatarImage` work on any thread, and `ImageLoader`
// hands results back through DispatchQueue.main — and DBus/, whose handlers run on a D-Bus thread of
// their own, never waiting for the main thread.
import CGtk
