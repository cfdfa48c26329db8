import MigrationKit
import SwiftCST

/// `deprecated-modifiers`: modifiers deprecated for a renamed or reshaped one with the same
/// effect: `accentColor`, `edgesIgnoringSafeArea`, `autocapitalization`,
/// `disableAutocorrection`, `overlay(_:alignment:)`, `background(_:alignment:)`, the
/// `accessibility(label:)` family; and a warning at `animation(_:)` without `value:`, which has
/// no replacement with the same effect.
public struct DeprecatedModifiersTransform: Transform {
    public static let id = "deprecated-modifiers"
    public static let summary = "renamed modifiers (accentColor, edgesIgnoringSafeArea, accessibility(label:), ...) become their replacements"
    public static let documentation = [
        """
        Modifiers deprecated for one with the same effect under another name or shape:

          .accentColor(c)                   →   .tint(c)
          .edgesIgnoringSafeArea(.all)      →   .ignoresSafeArea(.container, edges: .all)
          .autocapitalization(.none)        →   .textInputAutocapitalization(.never)
              (.words, .sentences the same; .allCharacters → .characters)
          .disableAutocorrection(true)      →   .autocorrectionDisabled(true)
          .overlay(v, alignment: .top)      →   .overlay(alignment: .top) { v }
          .background(v, alignment: .top)   →   .background(alignment: .top) { v }
          .accessibility(label: t)          →   .accessibilityLabel(t)
              (hint:, value:, hidden:, identifier:, addTraits:, removeTraits:,
               sortPriority:, inputLabels:, activationPoint: the same way)

        `edgesIgnoringSafeArea` ignores the container's safe area, not the keyboard's, so its
        replacement names `.container` (plain `.ignoresSafeArea(edges:)` would stop keyboard
        avoidance too). Every rewrite waits for iOS 15, macOS 12, tvOS 15, watchOS 8 (the
        `accessibility…` modifiers alone came in iOS 14, macOS 11, tvOS 14, watchOS 7).

        Left, with a warning: `accentColor(nil)`, `disableAutocorrection(nil)` and optional
        values (nil means something else to the replacement, or is not taken), an
        `autocapitalization` value that is not one of the four cases, comments between the
        arguments a reshaped call would lose, and calls the project's own function of that name
        may take. `.overlay(v)` and `.background(v)` without `alignment:` are left silently:
        the syntax cannot tell a view from a style there (`.background(Color.red)` is the style
        overload, not deprecated). `accessibility(label:)`, `hint:`, `value:` and `inputLabels:`
        take only `Text`, their replacements strings and keys too: a value typed by the call
        (`.init(name)`, `[]`) stays, with a warning. `accessibility(selectionIdentifier:)` has no
        replacement and stays.

        `.animation(a)` without `value:` animates every change of the view and is deprecated;
        its replacement needs the value whose change should animate, which the code does not
        say. It stays, with a warning: add `value:`, or wrap that change in `withAnimation`.
        `.animation(nil)` turns animation off for every change: `.transaction { $0.animation = nil }`
        does the same. No warning where another `animation(_:)` is called: `Binding`'s
        (`$flag.animation()`), a transition's (`.opacity.animation(a)`), a view modifier's, an
        `Equatable` view's (`Text`, `Image`, `Color`, a project view declared `Equatable`: that one
        animates when the view itself changes, and is not deprecated), the iOS 17
        `.animation(a) { content in … }`, the project's own; nor on a value the tool cannot tell
        is a view (a variable passed as an argument).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct LoginForm: View {
                    @State private var name = ""

                    var body: some View {
                        TextField("Name", text: $name)
                            .autocapitalization(.none)
                            .disableAutocorrection(true)
                            .accessibility(hint: Text("Your full name"))
                            .overlay(Text("required"), alignment: .trailing)
                            .accentColor(.orange)
                            .edgesIgnoringSafeArea(.bottom)
                    }
                }

                """,
            after: """
                import SwiftUI

                struct LoginForm: View {
                    @State private var name = ""

                    var body: some View {
                        TextField("Name", text: $name)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled(true)
                            .accessibilityHint(Text("Your full name"))
                            .overlay(alignment: .trailing) { Text("required") }
                            .tint(.orange)
                            .ignoresSafeArea(.container, edges: .bottom)
                    }
                }

                """),
    ]
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability.swiftUI3
    public static let reasons: [DiagnosticReason] = [
        .nilArgument, .optionalArgument, .unmappedValue, .contextualType, .commentsBetweenArguments, .projectFunction, .animationWithoutValue,
    ]

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        TypeFacts.collect(file, into: &index)
        ProjectFunctions.collect(file, into: &index)
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["accentColor", "edgesIgnoringSafeArea", "autocapitalization", "disableAutocorrection", "overlay(", "background(",
                              "accessibility(", "animation("])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let functions = context.index[ProjectFunctions.self]
        let names = RenamedModifier.allCases.map(\.rawValue) + [AnimationWithoutValue.name]
        var animations: [ModifierCall] = []
        for modifier in ModifierCall.all(named: names, in: file.tree) where !context.isSuppressed(at: modifier.offset) {
            if modifier.name == AnimationWithoutValue.name {
                animations.append(modifier)
                continue
            }
            guard let kind = RenamedModifier(rawValue: modifier.name), let outcome = kind.edits(for: modifier, context: context) else { continue }
            let quoted = "`.\(modifier.name)(\(oneLineQuote(modifier.arguments.map(\.node.text).joined(separator: ", "))))`"
            if let own = functions.declaration(called: modifier, types: context.index.types) {
                own.raise(at: modifier.offset, quoted: quoted, into: &result)
                continue
            }
            switch outcome {
            case .success(let edits):
                result.edits += edits
            case .failure(let refusal):
                let (reason, why) = Self.reason(refusal, replacement: kind.replacement(of: modifier))
                result.raise(reason, at: modifier.offset, "\(quoted) stays: " + why)
            }
        }
        AnimationWithoutValue.diagnose(animations, context: context, into: &result)
        return result
    }

    private static func reason(_ refusal: RenamedModifier.Refusal, replacement: String) -> (DiagnosticReason, String) {
        switch refusal {
        case .nilArgument: return (.nilArgument, "nil means something else to \(replacement), or is not taken")
        case .optionalArgument: return (.optionalArgument, "the value is optional, and nil means something else to \(replacement)")
        case .unmappedValue: return (.unmappedValue, "only the four UITextAutocapitalizationType cases map to \(replacement)")
        case .comments: return (.commentsBetweenArguments, "a comment between its arguments would be lost")
        case .contextualType: return (.contextualType, "its value takes its type from the call, and \(replacement) takes strings and keys too")
        }
    }
}

extension DiagnosticReason {
    static let nilArgument = DiagnosticReason(
        "nil-argument", .refusal, label: "the argument is nil",
        help: "nil means something else to the replacement (or is not taken): keep the call, or remove it if the default is what you want.")
    static let optionalArgument = DiagnosticReason(
        "optional-argument", .refusal, label: "the argument may be nil",
        help: "nil means something else to the replacement: rewrite by hand, deciding what the nil case should do.")
    static let contextualType = DiagnosticReason(
        "contextual-type", .refusal, label: "the argument's type comes from the call",
        help: "Name the argument's type (`Text(\"Play\")` for `.init(\"Play\")`), then run the tool again.")
    static let unmappedValue = DiagnosticReason(
        "unmapped-value", .refusal, label: "the value has no counterpart the tool can write",
        help: "Write the replacement's value by hand: .never, .words, .sentences or .characters.")
}
