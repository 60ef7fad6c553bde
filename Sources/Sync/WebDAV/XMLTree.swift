import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A namespaced XML element, read whole (DAV responses are bounded by `HTTPClient`'s body limit).
struct XMLElement: Sendable {
    var namespace: String
    var name: String
    var attributes: [String: String] = [:]
    var children: [XMLElement] = []
    var text = ""

    /// The first child with this namespace and name.
    func child(_ namespace: String, _ name: String) -> XMLElement? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    /// Every child with this namespace and name.
    func children(_ namespace: String, _ name: String) -> [XMLElement] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    /// The text of the `href` children of this element, trimmed.
    var hrefs: [String] {
        children(DAV.namespace, "href").map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// Reads `data` into a tree; nil when it is not well-formed XML. External entities are never
    /// loaded (FoundationXML's default), and at most 64 levels of nesting are accepted.
    static func parse(_ data: Data) -> XMLElement? {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), !builder.failed, let root = builder.root else { return nil }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLElement] = []
        var root: XMLElement?
        var failed = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard stack.count < 64 else {
                failed = true
                parser.abortParsing()
                return
            }
            stack.append(XMLElement(namespace: namespaceURI ?? "", name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            failed = true
        }
    }
}

/// The XML namespaces of WebDAV and its extensions.
enum DAV {
    static let namespace = "DAV:"
    static let calDAV = "urn:ietf:params:xml:ns:caldav"
    static let cardDAV = "urn:ietf:params:xml:ns:carddav"
    static let calendarServer = "http://calendarserver.org/ns/"
}
