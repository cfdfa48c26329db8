import MigrationKit
import SwiftCST

/// `on-change`: the deprecated `.onChange(of:perform:)` becomes the two-value form
/// `.onChange(of:) { old, new in }`, or the zero-parameter form for an action that ignores the value.
public struct OnChangeTransform: Transform {
    public static let id = "on-change"
    public static let summary = ".onChange(of: v) { new in } becomes { _, new in } (or { } for { _ in }); perform: f is called from one"
    public static let documentation = [
        """
        `.onChange(of:perform:)` is deprecated since iOS 17 and macOS 14; its replacements pass
        the old and the new value, or nothing.

          .onChange(of: v) { new in … }         →   .onChange(of: v) { _, new in … }
          .onChange(of: v) { (new: T) in … }    →   .onChange(of: v) { (_: T, new: T) in … }
          .onChange(of: v) { _ in … }           →   .onChange(of: v) { … }
          .onChange(of: v, perform: { … })      →   .onChange(of: v) { … }  (the same rules)
          .onChange(of: v, perform: handle)     →   .onChange(of: v) { _, newValue in handle(newValue) }
          .onChange(of: v, perform: m.set(to:)) →   .onChange(of: v) { _, newValue in m.set(to: newValue) }

        A function named without its labels is called with the label its declaration in the
        project gives: `perform: handle` with `func handle(isPressed: Bool)` becomes
        `{ _, newValue in handle(isPressed: newValue) }`; a closure (a property, a variable, a
        function-typed parameter) and `func handle(_ v: Bool)` are called without one.

        The parameter keeps its name, the capture list stays, and the action runs when it ran
        before (not for the initial value). Needs iOS 17, macOS 14, tvOS 17, watchOS 10: files
        built for older systems are left as they are.

        A capture list that kept the value from before the change becomes the old-value parameter:
        { [query] new in … } under .onChange(of: query) becomes { query, new in … }, and
        { [old = model.count] new in … } becomes { old, new in … } (unless the action also reads
        model.count itself).

        Left, with a warning: an action that reads the observed value itself
        (`.onChange(of: query) { new in search(query) }`): the deprecated form's action was made
        with the view before the change, so `query` there was the old value; with the new form it
        is the new one (use the `oldValue` parameter); an action that uses `$0`; a signature with
        more than one parameter, a capture list (`-> Void`, `async` without parentheses); a
        `perform:` argument that is neither a closure nor a function's name (it would be evaluated
        on every change); a function named without its labels whose label the project does not
        say (no declaration of that name, or declarations that disagree on it: name it as
        `handle(isPressed:)`); comments between the arguments a move would lose; calls the project's
        own `onChange` function may take. Other state an action reads is the view's after the
        change with the new form, as the deprecation asks; read the diff where that matters.
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct SearchField: View {
                    @State private var query = ""
                    @State private var isEditing = false
                    let search: (String) -> Void

                    var body: some View {
                        TextField("Search", text: $query)
                            .onChange(of: query) { newQuery in
                                search(newQuery)
                            }
                            .onChange(of: isEditing) { _ in query = "" }
                            .onChange(of: query, perform: search)
                    }
                }

                """,
            after: """
                import SwiftUI

                struct SearchField: View {
                    @State private var query = ""
                    @State private var isEditing = false
                    let search: (String) -> Void

                    var body: some View {
                        TextField("Search", text: $query)
                            .onChange(of: query) { _, newQuery in
                                search(newQuery)
                            }
                            .onChange(of: isEditing) { query = "" }
                            .onChange(of: query) { _, newValue in search(newValue) }
                    }
                }

                """),
    ]
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability.swiftUI5
    public static let reasons: [DiagnosticReason] = [.readsObservedValue, .anonymousParameter, .actionSignature, .performNotAFunction,
                                                     .performLabelUnknown, .commentsBetweenArguments, .projectFunction]
    public static let collectorTriggers = [PerformCallees.trigger]

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        ProjectFunctions.collect(file, into: &index)
        PerformCallees.collect(file, into: &index)
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["onChange"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let tree = file.tree
        let functions = context.index[ProjectFunctions.self]
        let callees = context.index[PerformCallees.self]
        for modifier in ModifierCall.all(named: ["onChange"], in: tree) where !context.isSuppressed(at: modifier.offset) {
            let arguments = modifier.arguments
            guard let of = arguments.first, of.label == "of", let observed = of.expression,
                  modifier.call.additionalTrailingClosures.isEmpty else { continue }
            let outcome: Result<[TextEdit], Refusal>?
            if arguments.count == 1, let closure = modifier.call.trailingClosure {
                outcome = OnChangeAction.edits(for: closure, observing: observed).map { $0.mapError(Refusal.action) }
            } else if arguments.count == 2, arguments[1].label == "perform", modifier.call.trailingClosure == nil {
                outcome = PerformArgument.edits(for: modifier, observed: observed, perform: arguments[1], callees: callees,
                                                types: context.index.types).map { $0.mapError(Refusal.perform) }
            } else {
                outcome = nil
            }
            guard let outcome = outcome else { continue }
            if let own = functions.declaration(called: modifier, types: context.index.types) {
                own.raise(at: modifier.offset, quoted: "`.onChange(of: \(oneLineQuote(observed.text)))`", into: &result)
                continue
            }
            switch outcome {
            case .success(let edits): result.edits += edits
            case .failure(let refusal): refusal.raise(at: modifier, observed: observed, into: &result)
            }
        }
        return result
    }

    /// Why a call stays.
    enum Refusal: Error {
        case action(OnChangeAction.Refusal)
        case perform(PerformArgument.Refusal)

        func raise(at modifier: ModifierCall, observed: Node, into result: inout TransformResult) {
            let call = "`.onChange(of: \(oneLineQuote(observed.text)))`"
            switch self {
            case .action(let refusal), .perform(.action(let refusal)):
                switch refusal {
                case .anonymousParameter:
                    result.raise(.anonymousParameter, at: modifier.offset,
                                 "\(call) stays: its action uses $0, which would be the old value in the two-value form; name the parameter")
                case .signature:
                    result.raise(.actionSignature, at: modifier.offset, "\(call) stays: its action's signature has more to rewrite than one parameter")
                case .readsObservedValue(let token):
                    result.raise(.readsObservedValue, at: modifier.offset,
                                 "\(call) stays: its action reads the observed value, the old value here but the new one in the two-value form",
                                 notes: [.at(Int(observed.tree.tokens[token].start), "the observed value read here")])
                }
            case .perform(.notAFunctionName):
                result.raise(.performNotAFunction, at: modifier.offset,
                             "\(call) stays: its perform: argument is not a closure or a function name; a closure calling it would evaluate it on every change")
            case .perform(.unknownLabel(let name, nil)):
                result.raise(.performLabelUnknown, at: modifier.offset,
                             "\(call) stays: the project does not declare `\(name)`, so the call's argument label is unknown; name it with its label")
            case .perform(.unknownLabel(let name, let declarations?)):
                result.raise(.performLabelUnknown, at: modifier.offset,
                             "\(call) stays: `\(name)` has \(declarations.count) declarations with different argument labels; name it with its label",
                             notes: declarations.map { .at($0.site, "`\(name)` declared here") })
            case .perform(.comments):
                result.raise(.commentsBetweenArguments, at: modifier.offset, "\(call) stays: a comment between its arguments would be lost")
            }
        }
    }
}

extension DiagnosticReason {
    static let readsObservedValue = DiagnosticReason(
        "reads-observed-value", .refusal, label: "the action reads the observed value",
        help: "The deprecated form's action saw the value from before the change; use the two-value form's oldValue parameter for it, by hand.")
    static let anonymousParameter = DiagnosticReason(
        "anonymous-parameter", .refusal, label: "the action uses $0",
        help: "Name the action's parameter (`{ newValue in … }`), then run the tool again.")
    static let actionSignature = DiagnosticReason(
        "action-signature", .refusal, label: "the action's signature has more than one parameter to rewrite",
        help: "Rewrite it by hand as `{ oldValue, newValue in … }` or `{ … }`.")
    static let performNotAFunction = DiagnosticReason(
        "perform-not-a-function", .refusal, label: "perform: is not a closure or a function name",
        help: "Store the action in a property or write it as a closure, then run the tool again.")
    static let performLabelUnknown = DiagnosticReason(
        "perform-label-unknown", .refusal, label: "the argument label of the function perform: names is unknown",
        help: "Name the function with its label (`perform: handle(isPressed:)`) or write a closure, then run the tool again.")
}
