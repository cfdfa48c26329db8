import MigrationKit
import SwiftCST

/// `state-object`: `@StateObject` of a type that is `@Observable` after this run becomes `@State`.
public struct StateObjectTransform: ViewWrapperTransform {
    public static let id = "state-object"
    public static let summary = "@StateObject of an @Observable type becomes @State"
    public static let documentation = """
    @StateObject of a type that is @Observable after this run becomes @State. SwiftUI keeps an
    @Observable object alive in @State just as @StateObject kept an ObservableObject, and @State
    observes it through the Observation framework.

      @StateObject private var model = Model()      →   @State private var model = Model()
      _model = StateObject(wrappedValue: Model(id)) →   _model = State(initialValue: Model(id))

    Modifiers, type annotations, comments and formatting are kept; `$model.name` bindings keep
    working (a @State of a class projects a Binding with member lookup).

    Preconditions: the type is @Observable after this run (migrated now by observable-object,
    already @Observable, or named by --assume-observable). Otherwise the property is left alone
    with a warning naming the type and why (declared outside the project, refused by
    observable-object with its reason, a generic parameter, an existential, unknown). `$model`
    used on its own, or `_model` used other than set up in an init, is refused too; and so that
    the code still compiles, a type a refusal leaves behind stays an ObservableObject.

    Behaviour: @StateObject evaluated its initial value once; @State evaluates it every time the
    view is initialised and keeps the first. When creating the object does more than assign
    stored properties, the rewrite still happens but a warning at the property says what runs
    again and where. Read from the project's code: the type's stored property values and the
    init that the call's labels select (following self.init/super.init and the project types it
    creates) may compute values, assign, branch and create values; a call of any other
    function or method, a Task, a subscription (sink, assign, addObserver, ...), a singleton
    (X.shared, .default, .standard, .current, .main) or an await counts. With --strict such
    properties are refused instead (and their type stays an ObservableObject).
    """
    public static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14))

    static let kind = ViewWrapperKind.stateObject

    public init() {}

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        rewriteProperties(file, context: context, into: &result) { property, warning, result in
            guard let edits = property.renaming(to: "State", relabeling: "wrappedValue", as: "initialValue", relabelImplicitInit: false) else { return }
            result.edits += edits
            if let warning = warning { result.warn(at: property.attribute.node, warning) }
        }
        return result
    }

    /// Convert (with a warning when creating the object has side effects) or refuse.
    func decide(_ record: WrapperRecord, index: ProjectIndex, options: MigrationOptions) -> WrapperDecision<String?> {
        if let refusal = sharedRefusal(record, index: index, options: options) { return .refuse(refusal) }
        let facts = index[ViewWrapperFacts.self]
        let effects = ConstructionEffects(initializers: facts.initializers, types: index.types)
        let values = [record.initialValue].compactMap { $0 } + record.storageValues
        var warning: String?
        let found = values.lazy.compactMap { value in effects.firstEffect(of: value.effects, context: "its initial value").map { (value, $0) } }.first
        if let (value, effect) = found {
            let consequence = "`@State` evaluates `\(value.text)` every time the view is initialised, where `@StateObject` did it once, and \(effect)"
            if options.strict {
                return .refuse(.vetoing(record, "\(consequence) (--strict leaves such properties alone)"))
            }
            warning = "\(record.declared) became `@State`, but \(consequence); move that work into `.task { }` or an explicit call, or run with --strict to leave such properties alone"
        }
        if let refusal = WrapperChecks.viewSideRefusal(record, index: index, options: options) { return .refuse(refusal) }
        return .convert(warning)
    }
}
