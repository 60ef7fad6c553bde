#!/usr/bin/env python3
"""A small GTK 4 + libadwaita window that UITestSupportTests drive from outside.

Every reaction is written into the "Status" label, so tests read results back over AT-SPI:
- "Press me" button          -> "pressed N"
- icon-only button ("Delete item", accessible label only) -> "deleted"
- entry                      -> "typed: <text>" on every change; ctrl+a, ctrl+c copy as usual
- "Copy image" button        -> clipboard holds text/plain and image/png, status "copied image"
- drag area ("Drag area")    -> "click x=<int> y=<int>" (widget coordinates) on a press, "double click x=… y=…"
                                on the second press of a double click,
                                "drag dx=<int> dy=<int>" at the end of a drag; a right click -> "secondary"
                                and a popover (like FoodPin's share popover) with a "Share" button -> "shared"
- "Options" menu button      -> a popover menu with "Favourite" -> "favourite"
                                horizontal scroll -> "scroll dx=<sum>"
- Escape anywhere            -> "escape"; Delete -> "delete key"; Menu, Shift+F10 -> "context key Menu|F10"
- an AdwCarousel "Swipe row" with pages "Row content" | "Row actions" -> "page N" (swipe rows)
- a list of 500 rows "Row 0" … "Row 499" in a scrolled window; "Remove first" -> "removed",
  "Insert row" puts "New row" first -> "inserted"; "Ask" opens an AdwMessageDialog whose
  "Cancel"/"Delete" report "dialog: cancel|delete".
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, Gdk, Gio, GLib, Gtk  # noqa: E402


class FixtureWindow(Adw.ApplicationWindow):
    def __init__(self, app):
        super().__init__(application=app, title="UITest Fixture")
        self.set_default_size(640, 560)
        self.presses = 0
        self.scrolled = 0.0

        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
        for side in ("top", "bottom", "start", "end"):
            getattr(box, f"set_margin_{side}")(12)
        header = Adw.HeaderBar()
        outer = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        outer.append(header)
        outer.append(box)
        self.set_content(outer)

        self.status = Gtk.Label(label="ready")
        self.status.update_property([Gtk.AccessibleProperty.DESCRIPTION], ["Status"])
        box.append(self.status)

        row = Gtk.Box(spacing=6)
        press = Gtk.Button(label="Press me")
        press.connect("clicked", self.on_press)
        row.append(press)
        delete = Gtk.Button(icon_name="user-trash-symbolic")
        delete.update_property([Gtk.AccessibleProperty.LABEL], ["Delete item"])
        delete.connect("clicked", lambda _b: self.report("deleted"))
        row.append(delete)
        copy_image = Gtk.Button(label="Copy image")
        copy_image.connect("clicked", self.on_copy_image)
        row.append(copy_image)
        menu = Gio.Menu()
        menu.append("Favourite", "win.favourite")
        favourite = Gio.SimpleAction.new("favourite", None)
        favourite.connect("activate", lambda *_a: self.report("favourite"))
        self.add_action(favourite)
        row.append(Gtk.MenuButton(label="Options", menu_model=menu))
        box.append(row)

        self.entry = Gtk.Entry(placeholder_text="Type here")
        self.entry.connect("changed", lambda e: self.report(f"typed: {e.get_text()}"))
        box.append(self.entry)

        area = Gtk.Frame(label="Drag area")
        area.set_size_request(-1, 120)
        area.update_property([Gtk.AccessibleProperty.LABEL], ["Drag area"])
        drag = Gtk.GestureDrag()
        drag.connect("drag-end", self.on_drag_end)
        area.add_controller(drag)
        primary = Gtk.GestureClick(button=1)
        primary.connect("pressed", self.on_primary)
        area.add_controller(primary)
        secondary = Gtk.GestureClick(button=3)
        secondary.connect("pressed", self.on_secondary)
        area.add_controller(secondary)
        self.area = area
        self.popover = Gtk.Popover(child=Gtk.Button(label="Share"))
        self.popover.get_child().connect("clicked", lambda _b: (self.popover.popdown(), self.report("shared")))
        self.popover.set_parent(area)
        scroll = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.BOTH_AXES)
        scroll.connect("scroll", self.on_scroll)
        area.add_controller(scroll)
        box.append(area)

        carousel = Adw.Carousel(allow_mouse_drag=True, allow_scroll_wheel=True)
        carousel.update_property([Gtk.AccessibleProperty.LABEL], ["Swipe row"])
        for text in ("Row content", "Row actions"):
            page = Gtk.Label(label=text, hexpand=True)
            page.set_size_request(-1, 32)
            carousel.append(page)
        carousel.connect("page-changed", lambda _c, index: self.report(f"page {index}"))
        box.append(carousel)

        model = Gtk.StringList.new([f"Row {i}" for i in range(500)])
        self.model = model
        edit_row = Gtk.Box(spacing=6)
        remove = Gtk.Button(label="Remove first")
        remove.connect("clicked", lambda _b: (model.remove(0), self.report("removed")))
        edit_row.append(remove)
        insert = Gtk.Button(label="Insert row")
        insert.connect("clicked", lambda _b: (model.splice(0, 0, ["New row"]), self.report("inserted")))
        edit_row.append(insert)
        ask = Gtk.Button(label="Ask")
        ask.connect("clicked", self.on_ask)
        edit_row.append(ask)
        box.append(edit_row)
        factory = Gtk.SignalListItemFactory()
        factory.connect("setup", lambda _f, item: item.set_child(Gtk.Label(xalign=0)))
        factory.connect("bind", lambda _f, item: item.get_child().set_label(item.get_item().get_string()))
        view = Gtk.ListView(model=Gtk.SingleSelection(model=model), factory=factory)
        scroller = Gtk.ScrolledWindow(vexpand=True, child=view)
        box.append(scroller)

        keys = Gtk.EventControllerKey()
        keys.connect("key-pressed", self.on_key)
        self.add_controller(keys)

    def report(self, text):
        self.status.set_label(text)
        print(text, flush=True)

    def on_primary(self, _gesture, n_press, x, y):
        kind = "double click" if n_press == 2 else "click"
        self.report(f"{kind} x={round(x)} y={round(y)}")

    def on_press(self, _button):
        self.presses += 1
        self.report(f"pressed {self.presses}")

    def on_ask(self, _button):
        dialog = Adw.MessageDialog(transient_for=self, heading="Delete everything?", body="This cannot be undone.")
        dialog.add_response("cancel", "Cancel")
        dialog.add_response("delete", "Delete")
        dialog.connect("response", lambda _d, response: self.report(f"dialog: {response}"))
        dialog.present()

    def on_drag_end(self, _gesture, dx, dy):
        if round(dx) or round(dy):
            self.report(f"drag dx={round(dx)} dy={round(dy)}")

    def on_secondary(self, _gesture, _n, x, y):
        rect = Gdk.Rectangle()
        rect.x, rect.y, rect.width, rect.height = int(x), int(y), 1, 1
        self.popover.set_pointing_to(rect)
        self.popover.popup()
        self.report("secondary")

    def on_scroll(self, _controller, dx, _dy):
        self.scrolled += dx
        self.report(f"scroll dx={round(self.scrolled)}")
        return True

    def on_key(self, _controller, keyval, _keycode, state):
        if keyval == Gdk.KEY_Escape:
            self.report("escape")
            return True
        if keyval == Gdk.KEY_Menu or (keyval == Gdk.KEY_F10 and state & Gdk.ModifierType.SHIFT_MASK):
            self.report("context key " + Gdk.keyval_name(keyval))
            return True
        if keyval == Gdk.KEY_Delete:
            self.report("delete key")
            return True
        return False

    def on_copy_image(self, _button):
        width = height = 4
        pixels = GLib.Bytes.new(bytes([255, 0, 0, 255]) * (width * height))
        texture = Gdk.MemoryTexture.new(width, height, Gdk.MemoryFormat.R8G8B8A8, pixels, width * 4)
        png = texture.save_to_png_bytes()
        text = Gdk.ContentProvider.new_for_bytes("text/plain;charset=utf-8", GLib.Bytes.new("red square".encode()))
        image = Gdk.ContentProvider.new_for_bytes("image/png", png)
        self.get_clipboard().set_content(Gdk.ContentProvider.new_union([text, image]))
        self.report("copied image")


def main():
    app = Adw.Application(application_id="org.foodpin.UITestFixture", flags=Gio.ApplicationFlags.NON_UNIQUE)
    app.connect("activate", lambda a: FixtureWindow(a).present())
    return app.run(sys.argv[:1])


if __name__ == "__main__":
    sys.exit(main())
