import MigrationKit
import SwiftCST

/// `observed-object`: @ObservedObject of an @Observable type becomes a plain property or @Bindable. (Skeleton: the rules land with the transform's issue.)
public struct ObservedObjectTransform: Transform {
    public static let id = "observed-object"
    public static let summary = "@ObservedObject of an @Observable type becomes a plain property or @Bindable"
    public static let documentation = """
    @ObservedObject of an @Observable type becomes a plain property or @Bindable.
    """
    public static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14))

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        TransformResult()
    }
}
