import MigrationKit
import SwiftCST

/// `state-object`: @StateObject of an @Observable type becomes @State. (Skeleton: the rules land with the transform's issue.)
public struct StateObjectTransform: Transform {
    public static let id = "state-object"
    public static let summary = "@StateObject of an @Observable type becomes @State"
    public static let documentation = """
    @StateObject of an @Observable type becomes @State.
    """
    public static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14))

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        TransformResult()
    }
}
