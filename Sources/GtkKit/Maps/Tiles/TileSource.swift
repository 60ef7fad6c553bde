import Foundation
import Localization

/// Where a map's raster tiles come from: a URL template and the attribution its licence asks for
/// (MapKit's `MKTileOverlay`, with the licence a GNOME map shows in its corner).
///
/// The template names a tile by `{z}` (zoom), `{x}` and `{y}` (or `{tmsy}`, y counted from the south)
/// in the Web Mercator tiling every OpenStreetMap-style server uses:
/// `https://tile.openstreetmap.org/{z}/{x}/{y}.png`.
public struct TileSource: Sendable, Hashable {
    /// A stable name for the source; its disk cache is kept under it.
    public var id: String
    /// The name people read ("OpenStreetMap").
    public var name: String
    /// The URL of each tile, with `{z}`, `{x}` and `{y}` (or `{tmsy}`) in it.
    public var urlTemplate: String
    /// The attribution shown on the map, as the source's licence requires.
    public var license: String
    /// Where the licence is explained, if anywhere.
    public var licenseURL: String?
    /// The zoom levels the server has tiles for.
    public var zoomLevels: ClosedRange<Int>
    /// The side of a tile, in pixels.
    public var tileSize: Int

    /// A source, checked: the template must be an http or https URL naming `{z}`, `{x}` and `{y}`
    /// (or `{tmsy}`); zoom levels within 0…22; tiles 64 to 1,024 pixels.
    /// - Throws: `TileSourceError` saying what is wrong, in the user's language.
    /// - Complexity: O(length of the template).
    public init(
        id: String, name: String, urlTemplate: String, license: String, licenseURL: String? = nil,
        zoomLevels: ClosedRange<Int> = 0...19, tileSize: Int = 256
    ) throws(TileSourceError) {
        if let error = Self.check(urlTemplate: urlTemplate) { throw error }
        guard zoomLevels.lowerBound >= 0, zoomLevels.upperBound <= 22 else { throw .zoomLevelsOutOfRange }
        guard (64...1024).contains(tileSize) else { throw .tileSizeOutOfRange }
        self.id = id
        self.name = name
        self.urlTemplate = urlTemplate
        self.license = license
        self.licenseURL = licenseURL
        self.zoomLevels = zoomLevels
        self.tileSize = tileSize
    }

    /// OpenStreetMap's standard tiles, with the attribution its tile usage policy requires.
    /// - Note: The policy also asks for an identifying user agent (`OnlineMapServices.userAgent`)
    ///   and forbids bulk downloading: a map asks only for the tiles it shows, two at a time.
    public static let openStreetMap = try! TileSource(
        id: "openstreetmap", name: "OpenStreetMap", urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        license: "© OpenStreetMap contributors", licenseURL: "https://www.openstreetmap.org/copyright",
        zoomLevels: 0...19)

    /// A source using `urlTemplate` with this source's other settings (a tile server the user
    /// typed in Preferences): the same checks as `init`.
    /// - Complexity: O(length of the template).
    public func withURLTemplate(_ urlTemplate: String) throws(TileSourceError) -> TileSource {
        try TileSource(
            id: id, name: name, urlTemplate: urlTemplate, license: license, licenseURL: licenseURL,
            zoomLevels: zoomLevels, tileSize: tileSize)
    }

    /// What is wrong with `urlTemplate` as a tile server, or nil when nothing is: for a Preferences
    /// field that says why before it is saved. - Complexity: O(length of the template).
    public static func check(urlTemplate: String) -> TileSourceError? {
        for placeholder in ["{z}", "{x}"] where !urlTemplate.contains(placeholder) {
            return .missingPlaceholder(placeholder)
        }
        if !urlTemplate.contains("{y}") && !urlTemplate.contains("{tmsy}") { return .missingPlaceholder("{y}") }
        let sample = Self.url(urlTemplate, x: 0, y: 0, zoom: 0)
        guard let url = URL(string: sample), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return .notAnHTTPURL }
        return nil
    }

    /// The URL of tile (`x`, `y`) at `zoom`. - Complexity: O(length of the template).
    func url(x: Int, y: Int, zoom: Int) -> String { Self.url(urlTemplate, x: x, y: y, zoom: zoom) }

    private static func url(_ template: String, x: Int, y: Int, zoom: Int) -> String {
        template.replacingOccurrences(of: "{z}", with: String(zoom))
            .replacingOccurrences(of: "{x}", with: String(x))
            .replacingOccurrences(of: "{y}", with: String(y))
            .replacingOccurrences(of: "{tmsy}", with: String((1 << zoom) - y - 1))
    }
}

/// Why a tile source was refused (`TileSource.init`, `TileSource.check(urlTemplate:)`).
public enum TileSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template is not an http or https URL with a host.
    case notAnHTTPURL
    /// The template lacks `{z}`, `{x}` or `{y}`.
    case missingPlaceholder(String)
    /// Zoom levels outside 0…22.
    case zoomLevelsOutOfRange
    /// A tile size outside 64…1,024 pixels.
    case tileSizeOutOfRange

    public var description: String {
        switch self {
        case .notAnHTTPURL:
            localized("A tile server address must start with http:// or https:// and name a server")
        case let .missingPlaceholder(placeholder):
            // Translators: {placeholder} is {x}, {y} or {z}, kept as is: the part of a tile server
            // address that the tile's column, row or zoom level replaces.
            localized("A tile server address must contain {placeholder}", ["placeholder": placeholder])
        case .zoomLevelsOutOfRange:
            localized("Zoom levels must lie between 0 and 22")
        case .tileSizeOutOfRange:
            localized("Tiles must be 64 to 1,024 pixels wide")
        }
    }
}
