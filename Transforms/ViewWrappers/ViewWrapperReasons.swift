import MigrationKit

/// Why the view-side transforms (`state-object`, `observed-object`, `environment-object`) leave
/// a wrapper property or an injection as it is, and what they say of the ones they change.
extension DiagnosticReason {
    static let classStaysObservable = DiagnosticReason(
        "class-stays-observable", .refusal, label: "its class stays an ObservableObject (the cause is the class's reason)",
        help: "See the warning at the class: once it migrates, run again.")
    static let typeOutsideProject = DiagnosticReason(
        "type-outside-project", .refusal, label: "its type is not declared in the project (another module, or a typealias)",
        help: "Pass --assume-observable TYPE if the type is @Observable.", option: "--assume-observable TYPE")
    static let existentialType = DiagnosticReason(
        "existential-type", .refusal, label: "its type is a protocol (an existential): the conforming classes decide",
        help: "Migrate the conforming classes and change the property's type by hand.")
    static let typeNotObservable = DiagnosticReason(
        "type-not-observable", .refusal, label: "its type is not @Observable after this run",
        help: "Run observable-object on the type's class too, or make it @Observable by hand.")
    static let typeNotAClass = DiagnosticReason(
        "type-not-a-class", .refusal, label: "its type is a struct, an enum or an actor, not a class", help: "Leave it, or make it an @Observable class.")
    static let typeAmbiguous = DiagnosticReason(
        "type-ambiguous", .refusal, label: "its type's name may mean several types", help: "Qualify the type's name.")
    static let typeUnknown = DiagnosticReason(
        "type-unknown", .refusal, label: "its type cannot be told", help: "Write a type annotation.")
    static let genericParameter = DiagnosticReason(
        "generic-parameter", .refusal, label: "its type is a generic parameter", help: "Whatever type it stands for must stay an ObservableObject.")
    static let projectionUsedAlone = DiagnosticReason(
        "projection-used-alone", .refusal, label: "$property is used on its own, and has no counterpart after the rewrite",
        help: "Use $property.member (a Binding), or rewrite the use by hand.")
    static let storageUsed = DiagnosticReason(
        "storage-used", .refusal, label: "its _property storage is used outside an init", help: "Rewrite that use by hand.")
    static let declarationShape = DiagnosticReason(
        "declaration-shape", .refusal, label: "a declaration shape the transforms do not rewrite (several variables, accessors, a let)",
        help: "Rewrite the declaration as one instance var, then run again.")
    static let strictSideEffects = DiagnosticReason(
        "strict-side-effects", .refusal, label: "--strict: @State would re-run an initializer with side effects at every view init",
        help: "Move the side effect into .task { }, then run again.", option: "--strict")
    static let initSideEffects = DiagnosticReason(
        "init-side-effects", .caution, label: "@State evaluates the model's initializer at every view init, and it has side effects",
        help: "Move that work into .task { }, or run with --strict to leave such properties alone.", option: "--strict")
    static let staticWrapperRemoved = DiagnosticReason(
        "static-wrapper-removed", .information,
        label: "a @StateObject static var, never installed on a view, became a plain static var: one object instead of a new one at each read",
        help: "Nothing to do: previews and helpers that read it now share one object.")
    static let viewCreatesModel = DiagnosticReason(
        "view-creates-model", .information, label: "an @ObservedObject the view creates itself lost its wrapper: a new model with each view value, as before",
        help: "@State would keep one model across view updates: make it @State if that is what the view needs.")
    static let bindablePlacement = DiagnosticReason(
        "bindable-placement", .refusal, label: "$property needs a @Bindable local the tool cannot place", help: "Add the @Bindable local by hand.")
    static let injectionBlocked = DiagnosticReason(
        "injection-blocked", .refusal, label: "an .environmentObject(_:) that stays injects its type: @Environment would crash reading it",
        help: "Make that injection convertible (a value of known type), then run again.")
    static let injectionOfUnknownType = DiagnosticReason(
        "injection-of-unknown-type", .refusal, label: "an .environmentObject(_:) injects a value whose type the tool cannot tell",
        help: "Inject a property or a Type(…) value, or pass --assume-observable TYPE.")
}

extension ViewWrapperKind {
    /// The reasons every view-side transform may give (`WrapperChecks`, `TypeObservability`).
    static let sharedReasons: [DiagnosticReason] = [
        .classStaysObservable, .typeOutsideProject, .existentialType, .typeNotObservable, .typeNotAClass, .typeAmbiguous, .typeUnknown,
        .genericParameter, .projectionUsedAlone, .storageUsed, .declarationShape, .observationDeploymentTarget,
        .unchangeableFile,
    ]
}
