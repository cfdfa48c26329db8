import MigrationKit
import SwiftCST

/// `environment-object`: @EnvironmentObject becomes @Environment(Type.self); .environmentObject becomes .environment. (Skeleton: the rules land with the transform's issue.)
public struct EnvironmentObjectTransform: Transform {
    public static let id = "environment-object"
    public static let summary = "@EnvironmentObject becomes @Environment(Type.self); .environmentObject becomes .environment"
    public static let documentation = """
    @EnvironmentObject becomes @Environment(Type.self); .environmentObject becomes .environment.
    """
    public static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14))

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        TransformResult()
    }
}
