/// The maps' CSS, installed once for the display by the first map: a visible focus ring on the map
/// and its markers (a flat button shows none of its own on a picture), the selected marker's ring,
/// and the cluster badge — a white border, no blurred shadow: GTK 4.8's cairo renderer blurs every
/// shadow again in every frame, and a pan over 50 badges took 31 ms a frame with them.
@MainActor
enum MapStyle {
    static func install() {
        StyleSheet.install(
            """
            map-view:focus-visible { outline: 2px solid alpha(@accent_color, 0.8); outline-offset: -3px; }
            button.gtkkit-map-marker { padding: 0; min-width: 0; min-height: 0; border-radius: 9999px; }
            button.gtkkit-map-marker:focus-visible { outline: 3px solid @accent_color; outline-offset: 1px; }
            map-marker:selected > button.gtkkit-map-marker {
                box-shadow: 0 0 0 3px @accent_bg_color, 0 2px 6px alpha(black, 0.4);
            }
            .gtkkit-map-cluster {
                background-color: @accent_bg_color; color: @accent_fg_color; border-radius: 9999px;
                padding: 4px 9px; font-weight: bold; border: 2px solid alpha(white, 0.85);
            }
            .gtkkit-map-status { padding: 4px 12px; border-radius: 9999px; }
            """)
    }
}
