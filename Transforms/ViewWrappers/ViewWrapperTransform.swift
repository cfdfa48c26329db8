import MigrationKit
import SwiftCST

/// What the three view-side transforms share: each decides per wrapper property (the same
/// decision in `resolve`, for vetoes, and in `rewrite`, for edits), warns at the properties it
/// refuses and converts the others.
protocol ViewWrapperTransform: Transform {
    /// What a converted property becomes.
    associatedtype Conversion
    static var kind: ViewWrapperKind { get }
    func decide(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperDecision<Conversion>
}

extension ViewWrapperTransform {
    /// Keeps the types of refused properties ObservableObjects (see `ObservationFacts.veto`).
    func applyVetoes(_ index: inout ProjectIndex, options: MigrationOptions) {
        WrapperChecks.applyVetoes(Self.kind, index: &index) { record, index in
            guard case .refuse(let refusal) = decide(record, index: index, options: options) else { return nil }
            return refusal
        }
    }

    /// Decides every wrapper property of `file`: warns at the refused ones, and calls `convert`
    /// with the others.
    func rewriteProperties(_ file: SourceFile, context: TransformContext, into result: inout TransformResult,
                           convert: (WrapperProperty, Conversion, inout TransformResult) -> Void) {
        for property in WrapperProperty.all(Self.kind, in: file) {
            switch decide(property.record, index: context.index, options: context.options) {
            case .refuse(let refusal):
                if let message = refusal.message { result.warn(at: property.attribute.node, message) }
            case .convert(let conversion):
                convert(property, conversion, &result)
            }
        }
    }
}
