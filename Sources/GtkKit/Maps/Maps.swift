// Maps: libshumate's map widget (GNOME Maps' own) as GtkKit API — a map view with a raster tile
// source, marker layers whose markers are any widget, clustering for many markers, and the network
// underneath held to the tile and geocoding services' usage policies.
//
// Why it is built this way
// - Nothing goes over the network until a map is on screen: a `MapView` makes its tile loader when
//   it is first mapped (GTK's `map`), so a window that never shows its map never asks for a tile.
//   `OnlineMapServices.isEnabled` turns every tile request (and geocoding) off at once; the map then
//   shows what the disk cache holds and says that online maps are off.
// - Tiles come through our own `ShumateDataSource` (`TileLoader`), not libshumate's
//   `ShumateTileDownloader`: with libsoup 3, libshumate 1.0.3 sends "libshumate/1.0.3" as every
//   app's user agent (its `shumate_set_user_agent` is read only on the libsoup 2 path), and
//   OpenStreetMap's tile policy asks each app to identify itself. The loader keeps what the stock
//   one does — libshumate's disk cache (`ShumateFileCache`), ETag revalidation after seven days, two
//   connections per server — and adds a size and an image-header check on what a server sends.
// - libshumate's marker layer positions every marker it holds on every viewport change, so a map of
//   100,000 restaurants must hold only the markers in view: `MapPointIndex` (UI-free, in
//   Clustering/) answers "the clusters in this box at this zoom" in time independent of the number
//   of points, and `ClusteredMarkerLayer` keeps one marker widget per visible cluster, reusing them
//   as the map pans.
// - Markers are buttons around the content the app gives, so they take the keyboard focus, activate
//   with Enter or Space, and carry an accessible name; the map itself takes the focus and pans with
//   the arrow keys and zooms with + and −.
//
// Parts
//   Maps/Values       LocationCoordinate, CoordinateBounds, the Web Mercator projection (internal)
//   Maps/MapView      the widget: ShumateSimpleMap (licence, scale, zoom buttons, which MapControls
//                     names for screen readers) in an overlay with a status note; centre, zoom, go-to,
//                     bounds, region changes, keys, clicks
//   Maps/Markers      Marker (ShumateMarker around a button), MarkerLayer (ShumateMarkerLayer; its
//                     selected marker is SELECTED for AT-SPI and can be brought to the front)
//   Maps/Tiles        TileSource (what the app chooses), TileLoader (the data source), TileImage
//   Maps/Network      OnlineMapServices (user agent, the online switch, the cache folder),
//                     HTTPClient (libsoup 3: caps, deadlines, cancellation), RequestLog
//   Maps/Clustering   MapPointIndex and MapCluster (no GTK), ClusteredMarkerLayer (the widgets)
//   Geocoding/        Geocoder: geocode-glib's Nominatim client over the same HTTPClient
//
// Threading rule: everything here is @MainActor and runs on the GLib main loop, libsoup's and
// libshumate's asynchronous calls included (they complete on the main context); `MapPointIndex` and
// `MapCluster` are Sendable values that may be built on any thread (a filter on a worker) and handed
// to the main actor.
