import MigrationKit
import SwiftCST

/// `observed-object`: `@ObservedObject` of a type that is `@Observable` after this run becomes a
/// plain property, or `@Bindable` where the view makes bindings to the model's properties.
public struct ObservedObjectTransform: ViewWrapperTransform {
    public static let id = "observed-object"
    public static let summary = "@ObservedObject of an @Observable type becomes a plain property or @Bindable"
    public static let documentation = [
        """
        @ObservedObject of a type that is @Observable after this run becomes a plain stored property:
        SwiftUI tracks the properties a view reads from an @Observable object without any wrapper.
        Where the view makes bindings to the model's properties ($model.name, in the view's type or
        any extension of it in the project), the property becomes @Bindable instead.

          @ObservedObject var model: Model               →   let model: Model
          @ObservedObject var model: Model  ($model.x)   →   @Bindable var model: Model
          _model = ObservedObject(wrappedValue: model)   →   self.model = model
                                         (with bindings) →   _model = Bindable(wrappedValue: model)

        `let` is used when nothing can assign the property again: no initial value (which keeps the
        memberwise init's parameter either way), no `private(set)`, no assignment outside an init or
        twice in one init, no `&model`, and no `value.model = …` anywhere in the project. Otherwise
        it stays `var`. Modifiers, comments and formatting are kept.

        Refused (warning at the property): a type that is not @Observable after this run (declared
        outside the project, refused by observable-object with its reason, a generic parameter, an
        existential, unknown); `$model` used on its own; `_model` used other than set up in an init.
        A type such a refusal leaves behind stays an ObservableObject, so that the code still compiles.

        A view that creates its model (`@ObservedObject var m = Model()`) gets a new model with each
        view value, and keeps doing so as `var m = Model()` (or `@Bindable var m = Model()`); an
        information note says so, as `@State` would keep one model across updates (a change of
        lifetime left to you).

        A property of a class that observable-object migrates is decided there, with its class
        (the wrapper does nothing outside a view), and reported there only.

        An `@ObservedObject static var` (a fixture, a preview provider's model) is never installed on
        a view and only handed out its object: it becomes a plain `static var`; refused when
        `$model.member` makes a binding (a plain static has none).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                final class BookModel: ObservableObject {
                    @Published var title = ""
                }

                struct BookRow: View {
                    @ObservedObject var book: BookModel
                    @ObservedObject var shelf: BookModel

                    var body: some View {
                        TextField("Title", text: $book.title)
                        Text(shelf.title)
                    }
                }

                """,
            after: """
                import SwiftUI

                @Observable final class BookModel {
                    var title = ""
                }

                struct BookRow: View {
                    @Bindable var book: BookModel
                    let shelf: BookModel

                    var body: some View {
                        TextField("Title", text: $book.title)
                        Text(shelf.title)
                    }
                }

                """),
    ]
    public static let group: TransformGroup? = .observation
    public static let availability = Availability.observation
    public static let reasons: [DiagnosticReason] = ViewWrapperKind.sharedReasons + [.viewCreatesModel]

    /// What the property becomes.
    enum Conversion {
        case bindable
        case plain(isLet: Bool)
    }

    static let kind = ViewWrapperKind.observedObject

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let tree = file.tree
        rewriteProperties(file, context: context, into: &result) { property, conversion, result in
            noteCreatedModel(property, became: conversion, into: &result)
            switch conversion {
            case .bindable:
                guard let edits = property.renaming(to: "Bindable", relabeling: "initialValue", as: "wrappedValue", relabelImplicitInit: true) else { return }
                result.edits += edits
            case .plain(let isLet):
                guard let removal = tree.removal(of: property.attribute.node) else { return }
                result.edits.append(removal)
                if isLet, let introducer = property.variable.introducerToken {
                    result.edits.append(TextEdit(range: tree.textRange(introducer), replacement: "let"))
                }
                for assignment in property.storageAssignments {
                    guard let value = assignment.argument.expression else { continue }
                    result.edits.append(TextEdit(range: assignment.target.range, replacement: "self.\(property.record.property)"))
                    result.edits.append(TextEdit(range: assignment.value.range, replacement: value.text))
                }
            }
        }
        return result
    }

    /// A view that creates its model gets a new one with each view value, with the wrapper or
    /// without it: says so where the wrapper went, as `@State` (one model across updates) would
    /// change that lifetime. (A class's wrapper is decided with its class.)
    func noteCreatedModel(_ property: WrapperProperty, became conversion: Conversion, into result: inout TransformResult) {
        let record = property.record
        guard !record.ownerIsClass, !record.isStatic, let value = record.initialValue, value.isConstruction else { return }
        let form: String
        switch conversion {
        case .bindable: form = "@Bindable var \(record.property)"
        case .plain: form = "var \(record.property)"
        }
        result.raise(.viewCreatesModel, at: property.attribute.node,
                     "\(record.declared) became `\(form)`: `\(oneLineQuote(value.text))` still runs with each view value; `@State` would keep one model")
    }

    func decide(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperDecision<Conversion> {
        if let refusal = sharedRefusal(record, index: index, options: options) ?? WrapperChecks.viewSideRefusal(record, index: index, options: options) {
            return .refuse(refusal)
        }
        let facts = index[ViewWrapperFacts.self]
        let use = facts.uses.use(of: record.property, in: record.ownerType)
        if use.memberProjection != nil { return .convert(.bindable) }
        let isLet = record.initialValue == nil && !record.hasSetterAccess && use.assignmentOutsideInit == nil
            && use.repeatedAssignmentInInit == nil && facts.uses.assignedThroughOtherValues[record.property] == nil
        return .convert(.plain(isLet: isLet))
    }
}
