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

    /// True when its transforms migrate one pattern together (a class with its wrappers and
    /// injections), so that a note about them names the group; the others' notes name each.
    public var migratesTogether: Bool { self == .observation || self == .navigation }
}
