import GtkKit

/// The few styles libadwaita's classes do not cover.
///
/// Why it exists: the composer bar needs the header bar's padding rhythm, cells need room for two
/// lines, and the refusal message sits under the entry; all of it in one short style sheet.
@MainActor
enum TodoStyle {
    static let css = """
        .todo-composer { padding: 12px 12px 12px 12px; }
        .todo-composer > label { min-height: 34px; }
        .todo-composer-message { padding: 0 12px 10px 14px; }
        .todo-cell { min-height: 28px; }
        .todo-done { opacity: 0.55; text-decoration-line: line-through; }
        """

    static func install() { StyleSheet.install(css) }
}
