/// A family of transforms that `--only` and `--skip` can name at once, and `list` shows.
public enum TransformGroup: String, CaseIterable, Sendable {
    /// `ObservableObject` and its wrappers to Observation.
    case observation
    /// `NavigationView` and its links to `NavigationStack`/`NavigationSplitView`.
    case navigation
    /// Sheets, alerts and dialogs.
    case presentation
    /// Deprecated modifiers and declarations to their replacements.
    case deprecations
}
