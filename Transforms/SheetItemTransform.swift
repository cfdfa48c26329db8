import MigrationKit
import SwiftCST

/// `sheet-item`: sheet(isPresented:) becomes sheet(item:) where a selection drives the sheet. (Skeleton: the rules land with the transform's issue.)
public struct SheetItemTransform: Transform {
    public static let id = "sheet-item"
    public static let summary = "sheet(isPresented:) becomes sheet(item:) where a selection drives the sheet"
    public static let documentation = """
    sheet(isPresented:) becomes sheet(item:) where a selection drives the sheet.
    """
    public static let availability = Availability(iOS: OSVersion(14), macOS: OSVersion(11))

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        TransformResult()
    }
}
