import CGtk

/// The share sheet's few style rules, added once (through `StyleSheet`) to the display at application priority. Colours
/// come from libadwaita's named colours, so the sheet follows dark and high-contrast styles.
@MainActor
enum ShareSheetStyle {
    static let css = """
        .share-sheet { min-width: 300px; }
        popover.share-popover > contents { padding: 0; }
        .share-preview { padding: 14px 16px; }
        .share-thumbnail { border-radius: 8px; background-color: alpha(currentColor, 0.08); }
        .share-preview-text { font-weight: 600; }
        .share-activities { padding: 12px 10px 14px 10px; }
        button.share-activity { padding: 6px 2px; border-radius: 12px; min-width: 84px; }
        .share-activity-icon {
            min-width: 48px; min-height: 48px; border-radius: 9999px;
            background-color: alpha(currentColor, 0.08);
        }
        button.share-activity:hover .share-activity-icon { background-color: alpha(currentColor, 0.13); }
        button.share-activity:active .share-activity-icon { background-color: alpha(currentColor, 0.19); }
        .share-activity-label { font-size: 0.86em; font-weight: normal; }
        """

    static func install() { StyleSheet.install(css) }
}
