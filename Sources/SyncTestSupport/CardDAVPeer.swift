import Foundation

/// Another client on the same address book: Python's `vobject` (0.9.9, vCard 3.0) over `requests`,
/// listing with `PROPFIND` and writing with `If-Match`, as a phone's contacts app would. One process
/// start per batch of commands.
public struct CardDAVPeer: Sendable {
    /// The address book's URL.
    public let addressBook: String
    public let user: String
    public let password: String

    public init(addressBook: String, user: String, password: String) {
        self.addressBook = addressBook
        self.user = user
        self.password = password
    }

    /// A card as the peer reads it.
    public struct Card: Sendable, Equatable {
        public var href: String
        public var uid: String
        /// vobject's `FN`.
        public var name: String
        /// The bytes of vobject's `PHOTO`, if any.
        public var photo: Data?
        /// The resource's text as the server gives it.
        public var data: String
        public var etag: String
    }

    /// One change the peer makes.
    public enum Change: Sendable {
        /// Puts a new resource `name` (in the address book) with this text, as it is.
        case put(name: String, vcf: String)
        /// Sets the value of property `property` (lower case, vobject's name: `note`, `fn`) of the card
        /// with `uid`, adding it when missing; the card is parsed and written again by vobject.
        case set(uid: String, property: String, value: String)
        /// Sets the card's `PHOTO` to these bytes (`ENCODING=b;TYPE=JPEG`, as vobject writes 3.0).
        case setPhoto(uid: String, jpeg: Data)
        case delete(uid: String)
    }

    /// Every card of the address book.
    public func cards() throws -> [Card] {
        let output = try run([["list"]])
        guard let rows = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
            throw SyncTestError("the peer printed no list: \(output)")
        }
        return rows.map {
            Card(
                href: $0["href"] as? String ?? "", uid: $0["uid"] as? String ?? "", name: $0["fn"] as? String ?? "",
                photo: ($0["photo"] as? String).flatMap { Data(base64Encoded: $0) }, data: $0["data"] as? String ?? "",
                etag: $0["etag"] as? String ?? "")
        }
    }

    /// Makes `changes`, in order, in one run.
    public func make(_ changes: [Change]) throws {
        _ = try run(
            changes.map {
                switch $0 {
                case .put(let name, let vcf): ["put", name, vcf]
                case .set(let uid, let property, let value): ["set", uid, property, value]
                case .setPhoto(let uid, let jpeg): ["photo", uid, jpeg.base64EncodedString()]
                case .delete(let uid): ["delete", uid]
                }
            })
    }

    /// A card as a contacts app writes one, with what the mapping does not map: an e-mail address, a
    /// web page, a position, a second (home) number, a labelled group, another app's X- property with a
    /// quoted parameter, a second category, and a folded note.
    public static func foreignCard(uid: String, name: String) -> String {
        [
            "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Peer//vobject//EN", "UID:\(uid)", "FN:\(name)", "N:;;;;",
            "ORG:\(name);Kitchen", "CATEGORIES:Thai,Date night", "ADR;TYPE=WORK:;;12 Lane;Sydney;NSW;2000;Australia",
            "TEL;TYPE=HOME:+61 2 0000 0000", "TEL;TYPE=WORK,VOICE:+61 2 9699 1011",
            "EMAIL;TYPE=INTERNET:book@example.com",
            "URL:https://example.com/menu", "GEO:-33.8688;151.2093", "item1.X-ABLabel:Booking",
            "item1.TEL:+61 400 000 000", "X-PEER-FLAG;X-NOTE=\"a:b;c\":kept",
            "NOTE:A long note that another client folded at seventy-five octets as the specific",
            " ation asks.", "END:VCARD", "",
        ].joined(separator: "\r\n")
    }

    private func run(_ commands: [[String]]) throws -> String {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: commands), as: UTF8.self)
        return try Venv.python(Self.script, [addressBook, user, password, json])
    }

    private static let script = #"""
        import base64, json, sys, warnings
        warnings.simplefilter("ignore")
        from urllib.parse import urljoin, unquote
        from xml.etree import ElementTree
        import requests, vobject
        url, user, password, commands = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
        auth = (user, password)
        def listing():
            body = ('<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/><d:resourcetype/>'
                    '</d:prop></d:propfind>')
            answer = requests.request("PROPFIND", url, data=body, auth=auth,
                                      headers={"Depth": "1", "Content-Type": "application/xml"})
            answer.raise_for_status()
            cards = []
            for response in ElementTree.fromstring(answer.content).findall("{DAV:}response"):
                href = response.find("{DAV:}href").text
                if response.find(".//{DAV:}collection") is not None:
                    continue
                got = requests.get(urljoin(url, href), auth=auth)
                got.raise_for_status()
                data = got.content.decode("utf-8")
                card = vobject.readOne(data)
                photo = card.photo.value if hasattr(card, "photo") else None
                cards.append({"href": unquote(href), "url": urljoin(url, href), "etag": got.headers.get("ETag", ""),
                              "data": data, "uid": card.uid.value if hasattr(card, "uid") else "",
                              "fn": card.fn.value if hasattr(card, "fn") else "",
                              "photo": base64.b64encode(photo).decode() if isinstance(photo, bytes) else None})
            return cards
        def find(uid):
            for card in listing():
                if card["uid"] == uid:
                    return card
            raise SystemExit("no card " + uid)
        def check(answer):
            if answer.status_code >= 300:
                raise SystemExit("%s %s: %d %s" % (answer.request.method, answer.url, answer.status_code, answer.text))
        output = None
        for command in commands:
            name = command[0]
            if name == "list":
                output = [{key: value for key, value in card.items() if key != "url"} for card in listing()]
            elif name == "put":
                check(requests.put(urljoin(url, command[1]), data=command[2].encode("utf-8"), auth=auth,
                                   headers={"Content-Type": "text/vcard; charset=utf-8", "If-None-Match": "*"}))
            elif name == "set":
                card = find(command[1])
                parsed = vobject.readOne(card["data"])
                if hasattr(parsed, command[2]):
                    getattr(parsed, command[2]).value = command[3]
                else:
                    parsed.add(command[2]).value = command[3]
                check(requests.put(card["url"], data=parsed.serialize().encode("utf-8"), auth=auth,
                                   headers={"Content-Type": "text/vcard; charset=utf-8", "If-Match": card["etag"]}))
            elif name == "photo":
                card = find(command[1])
                parsed = vobject.readOne(card["data"])
                for old in list(parsed.contents.get("photo", [])):
                    parsed.remove(old)
                photo = parsed.add("photo")
                photo.encoding_param = "b"
                photo.type_param = "JPEG"
                photo.value = base64.b64decode(command[2])
                check(requests.put(card["url"], data=parsed.serialize().encode("utf-8"), auth=auth,
                                   headers={"Content-Type": "text/vcard; charset=utf-8", "If-Match": card["etag"]}))
            elif name == "delete":
                card = find(command[1])
                check(requests.delete(card["url"], auth=auth, headers={"If-Match": card["etag"]}))
        print(json.dumps(output))
        """#
}
