import MigrationKit

/// Every transform, in the order the pipeline runs them. Model-side transforms come first so
/// the view-side ones see their decisions in the index.
public enum TransformRegistry {
    public static let all: [any Transform.Type] = [
        ObservableObjectTransform.self,
        StateObjectTransform.self,
        ObservedObjectTransform.self,
        EnvironmentObjectTransform.self,
        NavigationStackTransform.self,
        SheetItemTransform.self,
        ToolbarTransform.self,
        AlertDialogTransform.self,
        PreviewMacroTransform.self,
        OnChangeTransform.self,
        ForegroundStyleTransform.self,
        ClipShapeTransform.self,
        DeprecatedModifiersTransform.self,
        EnvironmentEntryTransform.self,
        TabViewTransform.self,
    ]

    /// The transform with `id`.
    public static func transform(withID id: String) -> (any Transform.Type)? { all.first { $0.id == id } }

    /// Every id, in registry order.
    public static var ids: [String] { all.map { $0.id } }
}
