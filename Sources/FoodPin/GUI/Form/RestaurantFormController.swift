// RestaurantFormController: the seed's NewRestaurantController — a window over FoodPin's with the
// fields Name, Type, Location, Phone, Description (several lines) and Photo, for a new restaurant
// (Add) or one to edit (Save). The rules live in RestaurantForm; this controller shows them: the
// required fields say so, the save button is insensitive while the form cannot be saved (or, editing,
// until something changed) and a line at the top says why, a wrong field says why under it, and
// Cancel, Escape or the close button ask before throwing typed text away. Until a photo is chosen a
// neutral picture frame stands for it (not a person's silhouette). Saving hands the restaurant to the
// list controller, which slides the new row in (or rebinds the edited row in place).
//
// While an Edit form is open, its restaurant may change elsewhere (a sync, `foodpin edit` in a
// terminal; the window hands each of the store's deliveries to `storeDidChange`). A line at the top
// then says so, only for this restaurant's fields; every field the user has not changed and is not
// typing in shows the value that arrived (so the form shows what Save would store), and what the user
// typed stays. If the restaurant is deleted elsewhere, the line says that and Save is refused: saving
// would bring it back behind the user's back.
//
// Threading rule: main thread only; the photo preview decodes on GtkKit's ImageLoader.
import FoodPinModel
import Foundation
import GtkKit
import Localization

@MainActor
final class RestaurantFormController {
    let window: Window
    private let original: Restaurant?
    private var form: RestaurantForm
    /// What the form last showed of the stored restaurant (what it opened with, then what arrived):
    /// a field that differs from it is the user's change.
    private var base: RestaurantForm
    /// The stored restaurant's fields as last seen, to tell a change elsewhere from a delivery that
    /// changed nothing the form shows (a favourite, another restaurant).
    private var stored: RestaurantForm
    /// Whether the edited restaurant was deleted elsewhere while the form was open (Save refused).
    private(set) var isDeletedElsewhere = false
    /// Whether a field's text is being set to a value that arrived (not the user's typing).
    private var isTakingArrival = false
    /// The line that says the restaurant changed, or was deleted, elsewhere (hidden until it was).
    private let arrivalNote = NoteBanner()
    private var touched = Set<RestaurantForm.Field>()
    private let saveButton: Button
    /// The one-line field rows (internal: tests read them).
    private(set) var rows: [RestaurantForm.Field: EntryRow] = [:]
    private let descriptionView = TextView()
    private var errors: [RestaurantForm.Field: Label] = [:]
    /// Why the save button is insensitive, over the fields.
    private let hint = Label()
    private let photoPreview = Stack()
    private let photoPicture = Picture()
    /// Where it is: a pin on a map or Find on Map (internal: tests read it).
    private(set) var place: FormPlacePicker!
    private let removePhotoButton = Button(label: localized("Remove"))
    private var photoRequest: ImageLoadRequest?
    /// Stores the restaurant; throws to keep the form open with the reason shown.
    private let onSave: @MainActor (Restaurant) throws -> Void
    /// The edited restaurant as it is stored now (a sync or a terminal may change it meanwhile).
    private let latest: (@MainActor () throws -> Restaurant?)?
    private var isClosing = false
    /// Open forms, kept alive while their window is.
    private static var open: [ObjectIdentifier: RestaurantFormController] = [:]

    /// A form for a new restaurant (`editing` nil) or for editing one, over `parent`.
    /// - Parameter latest: the edited restaurant as it is stored now (nil: deleted); Save changes only
    ///   the fields the user changed, over it, and `storeDidChange` reads it.
    init(
        editing restaurant: Restaurant?, parent: Window, latest: (@MainActor () throws -> Restaurant?)? = nil,
        onSave: @escaping @MainActor (Restaurant) throws -> Void
    ) {
        original = restaurant
        self.latest = latest
        form = restaurant.map(RestaurantForm.init) ?? RestaurantForm()
        base = form
        stored = form
        self.onSave = onSave
        let title = restaurant == nil ? localized("New Restaurant") : localized("Edit Restaurant")
        window = Window(title: title, width: 460, height: 640, transientFor: parent, modal: true)
        saveButton = Button(label: restaurant == nil ? localized("Add") : localized("Save"))
        build(title: title)
        update()
    }

    /// Shows the form with the focus in Name.
    func present() {
        Self.open[ObjectIdentifier(self)] = self
        window.present()
        _ = rows[.name]?.grabFocus()
    }

    // MARK: - Building

    private func build(title: String) {
        let header = HeaderBar()
        header.titleWidget = WindowTitle(title: title)
        header.showsEndTitleButtons = false
        let cancel = Button(label: localized("Cancel"))
        cancel.onClicked { [weak self] in self?.cancel() }
        header.packStart(cancel)
        saveButton.addCSSClass("suggested-action")
        saveButton.onClicked { [weak self] in self?.save() }
        header.packEnd(saveButton)

        let fields = Box(.vertical, spacing: 12)
        fields.setMargins(top: 18, bottom: 18, start: 12, end: 12)
        fields.append(arrivalNote.view)
        hint.xalign = 0
        hint.wraps = true
        hint.addCSSClass("dim-label")
        hint.setMargins(start: 12)
        fields.append(hint)
        let labels: [(RestaurantForm.Field, String)] = [
            (.name, localized("Name")), (.type, localized("Type")), (.location, localized("Location")),
            (.phone, localized("Phone")),
        ]
        for (field, label) in labels {
            let row = EntryRow(title: label, text: form.text(of: field))
            // Digits and separators have no direction of their own: kept left to right, or an
            // Arabic window shows "+852 2871 8128" as "8128 2871 852+" (the details page does too).
            if field == .phone { row.textSemanticContentAttribute = .forceLeftToRight }
            if RestaurantForm.required.contains(field) {
                let required = Label(localized("Required"))
                required.addCSSClass("dim-label")
                required.addCSSClass("caption")
                required.valign = .center
                row.addSuffix(required)
            }
            row.onChanged { [weak self] in self?.edited(field, row.text) }
            rows[field] = row
            fields.append(section(row, field: field))
        }
        fields.append(descriptionSection())
        fields.append(section(photoRow(), field: .photo))
        place = FormPlacePicker(coordinate: form.coordinate)
        place.query = { [weak self] in self?.form.location ?? "" }
        place.onChange = { [weak self] coordinate in
            self?.form.coordinate = coordinate
            self?.update()
        }
        fields.append(place.view)

        let page = Box(.vertical)
        page.append(header)
        let scroller = ScrolledWindow(child: Clamp(child: fields, maximumSize: 560))
        scroller.vexpand = true
        scroller.scrollVerticallyOnly()
        page.append(scroller)
        window.content = page
        window.setDefaultWidget(saveButton)
        window.closesOnEscape()  // the close request below asks first when something was typed
        window.onCloseRequest { [weak self] in
            guard let self, !self.isClosing else { return false }
            // Nothing typed: this request closes it (a close() from inside it was lost, and an empty
            // form stayed open on Escape and on its close button).
            guard self.form != self.base else {
                self.willClose()
                return false
            }
            self.cancel()
            return true
        }
    }

    /// Description: several lines, in a card of its own under its title.
    private func descriptionSection() -> Widget {
        let group = PreferencesGroup(title: localized("Description"))
        descriptionView.text = form.description
        descriptionView.accessibleLabel = localized("Description")
        descriptionView.addCSSClass("card")
        descriptionView.onChanged { [weak self] in
            guard let self else { return }
            self.edited(.description, self.descriptionView.text)
        }
        group.add(descriptionView)
        return group
    }

    /// A field and, under it, the line that says what is wrong with it (hidden while nothing is).
    private func section(_ row: Widget, field: RestaurantForm.Field) -> Widget {
        let box = Box(.vertical, spacing: 6)
        let group = PreferencesGroup()
        group.add(row)
        box.append(group)
        let error = Label()
        error.xalign = 0
        error.wraps = true
        error.addCSSClass("error")
        error.addCSSClass("caption")
        error.setMargins(start: 12)
        error.isVisible = false
        errors[field] = error
        box.append(error)
        return box
    }

    private func photoRow() -> Widget {
        let row = ActionRow(title: localized("Photo"))
        // A picture frame, not a person: this is a restaurant's photo, and there is none yet.
        let placeholder = Image(iconName: "image-x-generic-symbolic")
        placeholder.pixelSize = 32
        placeholder.addCSSClass("dim-label")
        photoPicture.coversBounds = true
        photoPicture.canShrink = true
        photoPreview.addNamed(placeholder, name: "none")
        photoPreview.addNamed(photoPicture, name: "photo")
        photoPreview.setSizeRequest(width: 64, height: 64)
        photoPreview.valign = .center
        photoPreview.addCSSClass("card")
        row.addPrefix(photoPreview)
        let choose = Button(label: localized("Choose…"))
        choose.valign = .center
        choose.onClicked { [weak self] in self?.choosePhoto() }
        row.addSuffix(choose)
        removePhotoButton.valign = .center
        removePhotoButton.accessibleLabel = localized("Remove Photo")
        removePhotoButton.onClicked { [weak self] in self?.setPhoto(nil) }
        row.addSuffix(removePhotoButton)
        showPreview()
        return row
    }

    // MARK: - Editing

    private func edited(_ field: RestaurantForm.Field, _ text: String) {
        guard !isTakingArrival else { return }
        switch field {
        case .name: form.name = text
        case .type: form.type = text
        case .location: form.location = text
        case .phone: form.phone = text
        case .description: form.description = text
        case .photo: break
        }
        touched.insert(field)
        update()
    }

    /// Shows each field's problem under it and makes the save button sensitive only when it may save.
    private func update() {
        for field in RestaurantForm.Field.allCases {
            let problem = form.problem(field, touched: touched.contains(field))
            errors[field]?.text = problem ?? ""
            errors[field]?.isVisible = problem != nil
            rows[field]?.errorMessage = problem
        }
        let blocker =
            isDeletedElsewhere
            ? localized("It was deleted elsewhere, so there is nothing to save it to.")
            : form.saveBlocker(initial: base, editing: original != nil)
        saveButton.isSensitive = blocker == nil
        saveButton.tooltip = blocker
        hint.text = blocker ?? ""
        hint.isVisible = blocker != nil
        removePhotoButton.isVisible = form.photo != nil
    }

    private func choosePhoto() {
        FileChooser.openImage(title: localized("Choose a Photo"), parent: window).present { [weak self] path in
            guard let self, let path else { return }
            do {
                self.setPhoto(try PhotoFile.validatedPath(path))
            } catch {
                self.form.photoProblem = ErrorText.message(for: error)
                self.update()
            }
        }
    }

    private func setPhoto(_ path: String?) {
        form.photo = path
        form.photoProblem = nil
        showPreview()
        update()
    }

    private func showPreview() {
        photoRequest?.cancel()
        photoPicture.texture = nil
        photoPreview.setVisibleChild(name: "none", animated: false)
        guard let path = form.photo else { return }
        photoRequest = ImageLoader.shared.load(path, size: .filling(128)) { [weak self] result in
            guard let self, self.form.photo == path, let texture = try? result.get() else { return }
            self.photoPicture.texture = texture
            self.photoPreview.setVisibleChild(name: "photo", animated: false)
        }
    }

    // MARK: - Closing

    private func save() {
        guard !isDeletedElsewhere, form.saveBlocker(initial: base, editing: original != nil) == nil else {
            touched.formUnion(RestaurantForm.Field.allCases)
            return update()
        }
        // An edit changes only what the user changed, over the restaurant as it is now: what a sync
        // or a terminal brought to the other fields while the form was open stays.
        var restaurant = form.restaurant(updating: nil)
        if let original {
            var now = original
            if let latest {
                do {
                    // Deleted elsewhere, not yet delivered: refused here too, nothing recreated.
                    guard let current = try latest() else { return deletedElsewhere() }
                    now = current
                } catch {}  // unreadable now: the store's own refusal below says why
            }
            restaurant = form.restaurant(changedSince: base, onto: now)
        }
        do {
            // A photo picked here is copied into FoodPin's photo folder, as Set Photo… does.
            if let photo = restaurant.image, photo != original?.image, !PhotoLibrary.owns(photo) {
                restaurant.image = try PhotoLibrary.importPhoto(at: photo, for: restaurant.id)
            }
            try onSave(restaurant)
        } catch StoreError.notFound where original != nil {
            return deletedElsewhere()
        } catch {
            form.photoProblem = nil
            let message = ErrorText.message(for: error)
            errors[.name]?.text = message
            errors[.name]?.isVisible = true
            return
        }
        close()
    }

    /// Cancel, Escape or the close button: closes at once when nothing was typed, else asks first.
    private func cancel() {
        guard form != base else { return close() }
        let dialog = MessageDialog(
            parent: window,
            heading: original == nil ? localized("Discard the New Restaurant?") : localized("Discard Your Changes?"),
            body: localized("What you typed will be lost."))
        dialog.addResponse("keep", label: localized("Keep Editing"))
        dialog.addResponse("discard", label: localized("Discard"), appearance: .destructive)
        dialog.defaultResponse = "keep"
        dialog.closeResponse = "keep"
        dialog.onResponse = { [weak self] response in
            if response == "discard" { self?.close() }
        }
        dialog.present()
    }

    // MARK: - Changes made elsewhere

    /// A delivery from the store (a sync, a terminal, anything but this form): when the edited
    /// restaurant's fields changed, says so and shows what arrived in every field the user has not
    /// changed and is not typing in; when it was deleted, says that and refuses Save.
    func storeDidChange() {
        guard original != nil, !isClosing, let latest else { return }
        // An unreadable store (damaged, replaced) is the window's to report; the form waits.
        let now: Restaurant?
        do { now = try latest() } catch { return }
        guard let now else { return deletedElsewhere() }
        let arrived = RestaurantForm(now)
        guard isDeletedElsewhere || arrived.differs(from: stored) else { return }
        isDeletedElsewhere = false
        stored = arrived
        let typing = Set(
            RestaurantForm.Field.allCases.filter {
                $0 == .description ? descriptionView.containsFocus : rows[$0]?.containsFocus ?? false
            })
        let taken = form.take(arrived, base: &base, keeping: typing)
        isTakingArrival = true
        for field in taken {
            switch field {
            case .description: descriptionView.text = form.description
            case .photo: showPreview()
            default: rows[field]?.text = form.text(of: field)
            }
        }
        isTakingArrival = false
        if place.coordinate != form.coordinate { place.show(arrived: form.coordinate) }
        arrivalNote.show(
            localized(
                "“{name}” was changed on another device or by another program. Saving keeps what you changed and takes the rest from there.",
                ["name": originalName]))
        update()
    }

    /// The edited restaurant is no longer stored: the form says so and Save is refused.
    private func deletedElsewhere() {
        isDeletedElsewhere = true
        arrivalNote.show(
            localized(
                "“{name}” was deleted on another device or by another program. Saving would bring it back, so Save is off: copy what you want to keep, then Cancel.",
                ["name": originalName]), warning: true)
        update()
    }

    private var originalName: String { original?.name ?? "" }

    private func close() {
        willClose()
        window.close()
    }

    /// What closing ends: the photo being read, the place being looked up, the form kept alive.
    private func willClose() {
        isClosing = true
        photoRequest?.cancel()
        place.cancel()
        Self.open[ObjectIdentifier(self)] = nil
    }
}
