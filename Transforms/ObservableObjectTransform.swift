import MigrationKit
import SwiftCST

/// `observable-object`: ObservableObject classes become @Observable (with @Published removed). (Skeleton: the rules land with the transform's issue.)
public struct ObservableObjectTransform: Transform {
    public static let id = "observable-object"
    public static let summary = "ObservableObject classes become @Observable (with @Published removed)"
    public static let documentation = """
    ObservableObject classes become @Observable (with @Published removed).
    """
    public static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14))

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        TransformResult()
    }
}
