// Why this type exists: what the New Restaurant / Edit form holds and which of it is wrong, as plain
// values — no GTK, no SQL — so the rules (Add stays insensitive until Name, Type and Location hold
// non-blank text, Save until something changed; each wrong field says why under it, and the form
// says why its button is insensitive) are one piece of code, tested without a window.
import FoodPinModel
import Foundation
import Localization

struct RestaurantForm: Equatable {
    enum Field: CaseIterable { case name, type, location, phone, description, photo }

    var name = ""
    var type = ""
    var location = ""
    var phone = ""
    var description = ""
    /// The photo's path (nil: none).
    var photo: String?
    /// Why the photo last chosen was refused, if it was.
    var photoProblem: String?
    /// Where it is on a map (a pin, Find on Map), or nil.
    var coordinate: Coordinate?

    init() {}

    /// The form filled with `restaurant` (Edit).
    init(_ restaurant: Restaurant) {
        name = restaurant.name
        type = restaurant.type
        location = restaurant.location
        phone = restaurant.phone ?? ""
        description = restaurant.summary ?? ""
        photo = restaurant.image
        coordinate = restaurant.coordinate
    }

    /// The fields a restaurant cannot be stored without (the form marks them “Required”).
    static let required: [Field] = [.name, .type, .location]

    static func isBlank(_ text: String) -> Bool { text.allSatisfy { $0.isWhitespace || $0.isNewline } }

    /// Characters a phone number may hold besides digits.
    private static let phoneSymbols = Set<Character>(" +-().")

    /// Why `field` is wrong, or nil. A required field left blank is wrong only once `touched`
    /// (a new, empty form shows no red).
    func problem(_ field: Field, touched: Bool = true) -> String? {
        switch field {
        case .name: touched && Self.isBlank(name) ? localized("Enter the restaurant’s name") : nil
        case .type: touched && Self.isBlank(type) ? localized("Enter the kind of food, e.g. Thai") : nil
        case .location: touched && Self.isBlank(location) ? localized("Enter where it is, e.g. London") : nil
        case .phone:
            phone.allSatisfy { ($0.isASCII && $0.isNumber) || Self.phoneSymbols.contains($0) }
                ? nil : localized("A phone number holds digits, spaces and + - ( ) . only")
        case .description: nil
        case .photo: photoProblem
        }
    }

    /// Whether Add (or Save) may be pressed: Name, Type and Location hold text and nothing is wrong.
    var canSave: Bool { Field.allCases.allSatisfy { problem($0) == nil } }

    /// Whether the form holds something else than `other` (what it was opened with).
    func differs(from other: RestaurantForm) -> Bool {
        (name, type, location, phone, description, photo)
            != (other.name, other.type, other.location, other.phone, other.description, other.photo)
            || coordinate != other.coordinate  // a pin moved, found or removed is a change to save
    }

    /// Why the form's button (Add, or Save when `editing` what the form was opened with, `initial`)
    /// cannot be pressed now, in words; nil when it can.
    func saveBlocker(initial: RestaurantForm, editing: Bool) -> String? {
        if Self.required.contains(where: { Self.isBlank(text(of: $0)) }) {
            return localized("Name, Type and Location are required.")
        }
        if !canSave { return localized("Correct the field marked in red.") }
        if editing, !differs(from: initial) { return localized("Change a field to save the restaurant.") }
        return nil
    }

    /// What changed elsewhere (a sync, a terminal) taken into the form: each field the user has not
    /// changed since `base` (what the form last showed of the stored restaurant) and that is not in
    /// `keeping` (the field being typed in) becomes `arrived`'s, in the form and in `base` alike, so
    /// that the form shows what Save would store and Save still sees only the user's changes.
    /// - Returns: the fields that now show an arrived value.
    @discardableResult
    mutating func take(_ arrived: RestaurantForm, base: inout RestaurantForm, keeping: Set<Field> = [])
        -> Set<Field>
    {
        var taken = Set<Field>()
        func take<Value: Equatable>(_ field: Field?, _ path: WritableKeyPath<RestaurantForm, Value>) {
            guard self[keyPath: path] == base[keyPath: path], field.map({ !keeping.contains($0) }) ?? true,
                arrived[keyPath: path] != self[keyPath: path]
            else { return }
            self[keyPath: path] = arrived[keyPath: path]
            base[keyPath: path] = arrived[keyPath: path]
            if let field { taken.insert(field) }
        }
        take(.name, \.name)
        take(.type, \.type)
        take(.location, \.location)
        take(.phone, \.phone)
        take(.description, \.description)
        take(.photo, \.photo)
        take(nil, \.coordinate)
        return taken
    }

    /// The text of a text field (the photo has none).
    func text(of field: Field) -> String {
        switch field {
        case .name: name
        case .type: type
        case .location: location
        case .phone: phone
        case .description: description
        case .photo: ""
        }
    }

    /// The restaurant to store after an edit: `latest` (the restaurant as it is stored now: a sync or
    /// a terminal may have changed it while the form was open) with only the fields the user changed
    /// since the form opened (`initial`) set from the form, trimmed. A field the user left alone keeps
    /// what arrived meanwhile; the favourite mark is never the form's.
    func restaurant(changedSince initial: RestaurantForm, onto latest: Restaurant) -> Restaurant {
        let typed = restaurant(updating: latest)
        var restaurant = latest
        if name != initial.name { restaurant.name = typed.name }
        if type != initial.type { restaurant.type = typed.type }
        if location != initial.location { restaurant.location = typed.location }
        if phone != initial.phone { restaurant.phone = typed.phone }
        if description != initial.description { restaurant.summary = typed.summary }
        if photo != initial.photo { restaurant.image = typed.image }
        if coordinate != initial.coordinate { restaurant.coordinate = typed.coordinate }
        return restaurant
    }

    /// The restaurant to store: `original` with the form's fields (a new one when nil), trimmed;
    /// an empty phone or description is none.
    func restaurant(updating original: Restaurant?) -> Restaurant {
        func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
        var restaurant = original ?? Restaurant(id: .timeOrdered(), name: "", type: "", location: "")
        restaurant.name = trimmed(name)
        restaurant.type = trimmed(type)
        restaurant.location = trimmed(location)
        restaurant.phone = trimmed(phone).isEmpty ? nil : trimmed(phone)
        restaurant.summary = trimmed(description).isEmpty ? nil : trimmed(description)
        restaurant.image = photo
        restaurant.coordinate = coordinate
        return restaurant
    }
}
