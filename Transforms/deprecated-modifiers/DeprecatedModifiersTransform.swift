import MigrationKit
import SwiftCST

/// `deprecated-modifiers`: modifiers deprecated for a renamed or reshaped one with the same
/// effect: `accentColor`, `edgesIgnoringSafeArea`, `autocapitalization`,
/// `disableAutocorrection`, `overlay(_:alignment:)`, `background(_:alignment:)`.
public struct DeprecatedModifiersTransform: Transform {
    public static let id = "deprecated-modifiers"
    public static let summary = "renamed modifiers (accentColor, edgesIgnoringSafeArea, autocapitalization, ...) become their replacements"
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

        `edgesIgnoringSafeArea` ignores the container's safe area, not the keyboard's, so its
        replacement names `.container` (plain `.ignoresSafeArea(edges:)` would stop keyboard
        avoidance too). Needs iOS 15, macOS 12, tvOS 15, watchOS 8.

        Left, with a warning: `accentColor(nil)`, `disableAutocorrection(nil)` and optional
        values (nil means something else to the replacement, or is not taken), an
        `autocapitalization` value that is not one of the four cases, comments between the
        arguments a reshaped call would lose, and calls the project's own function of that name
        may take. `.overlay(v)` and `.background(v)` without `alignment:` are left silently:
        the syntax cannot tell a view from a style there (`.background(Color.red)` is the style
        overload, not deprecated).
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
                            .overlay(alignment: .trailing) { Text("required") }
                            .tint(.orange)
                            .ignoresSafeArea(.container, edges: .bottom)
                    }
                }

                """),
    ]
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability.swiftUI3
    public static let reasons: [DiagnosticReason] = [.nilArgument, .optionalArgument, .unmappedValue, .commentsBetweenArguments, .projectFunction]

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        TypeFacts.collect(file, into: &index)
        ProjectFunctions.collect(file, into: &index)
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["accentColor", "edgesIgnoringSafeArea", "autocapitalization", "disableAutocorrection", "overlay(", "background("])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let functions = context.index[ProjectFunctions.self]
        let names = RenamedModifier.allCases.map(\.rawValue)
        for modifier in ModifierCall.all(named: names, in: file.tree) where !context.isSuppressed(at: modifier.offset) {
            guard let kind = RenamedModifier(rawValue: modifier.name), let outcome = kind.edits(for: modifier, context: context) else { continue }
            let quoted = "`.\(modifier.name)(\(oneLineQuote(modifier.arguments.map(\.node.text).joined(separator: ", "))))`"
            if let own = functions.declaration(called: modifier, types: context.index.types) {
                own.raise(at: modifier, quoted: quoted, into: &result)
                continue
            }
            switch outcome {
            case .success(let edits):
                result.edits += edits
            case .failure(let refusal):
                let (reason, why) = Self.reason(refusal, replacement: kind.replacement)
                result.raise(reason, at: modifier.offset, "\(quoted) stays: " + why)
            }
        }
        return result
    }

    private static func reason(_ refusal: RenamedModifier.Refusal, replacement: String) -> (DiagnosticReason, String) {
        switch refusal {
        case .nilArgument: return (.nilArgument, "nil means something else to \(replacement), or is not taken")
        case .optionalArgument: return (.optionalArgument, "the value is optional, and nil means something else to \(replacement)")
        case .unmappedValue: return (.unmappedValue, "only the four UITextAutocapitalizationType cases map to \(replacement)")
        case .comments: return (.commentsBetweenArguments, "a comment between its arguments would be lost")
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
    static let unmappedValue = DiagnosticReason(
        "unmapped-value", .refusal, label: "the value has no counterpart the tool can write",
        help: "Write the replacement's value by hand: .never, .words, .sentences or .characters.")
}
