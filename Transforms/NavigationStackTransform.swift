import MigrationKit
import SwiftCST

/// `navigation-stack`: NavigationView becomes NavigationStack or NavigationSplitView, with its companions. (Skeleton: the rules land with the transform's issue.)
public struct NavigationStackTransform: Transform {
    public static let id = "navigation-stack"
    public static let summary = "NavigationView becomes NavigationStack or NavigationSplitView, with its companions"
    public static let documentation = """
    NavigationView becomes NavigationStack or NavigationSplitView, with its companions.
    """
    public static let availability = Availability(iOS: OSVersion(16), macOS: OSVersion(13))

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        TransformResult()
    }
}
