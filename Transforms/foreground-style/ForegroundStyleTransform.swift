import MigrationKit
import SwiftCST

/// `foreground-style`: `.foregroundColor(c)` becomes `.foregroundStyle(c)`, on views and on
/// `Text`, where the colour cannot be nil and the file's deployment target has the overload
/// the receiver needs.
public struct ForegroundStyleTransform: Transform {
    public static let id = "foreground-style"
    public static let summary = ".foregroundColor(c) becomes .foregroundStyle(c); optional and nil colours stay"
    public static let documentation = [
        """
        `.foregroundColor(_:)` is deprecated; `.foregroundStyle(_:)` takes any ShapeStyle, a Color
        among them, and sets the same foreground.

          .foregroundColor(.red)            →   .foregroundStyle(.red)
          .foregroundColor(.secondary)      →   .foregroundStyle(Color.secondary)
          .foregroundColor(.accentColor)    →   .foregroundStyle(Color.accentColor)

        An implicit member is looked up on ShapeStyle in the new call: the plain colours (.red,
        .blue, ...) mean the same there, but .primary and .secondary would be the hierarchical
        levels of the current foreground style, and .accentColor or the project's own colours are
        not found, so those are written `Color.name`.

        Needs iOS 15, macOS 12, tvOS 15, watchOS 8 for views. `Text` has its own
        `foregroundStyle(_:)` (iOS 17, macOS 14, tvOS 17, watchOS 10) that Swift chooses for a
        Text receiver; below those versions a call whose receiver may be a Text (`Text(…)`, a
        chain of Text's own modifiers after it, a variable) stays, with a warning, and the others
        (`Image(…)`, a chain with `.padding()` before it) are rewritten.

        Left, with a warning: `nil` and optional colours (`c ? .red : nil`, `theme?.color`, a
        property declared `Color?`): `foregroundStyle` takes no nil, which meant "the inherited
        colour". A colour whose type the tool cannot read is taken as not optional. Left too,
        with a warning: calls the project's own `foregroundColor` function may take.
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct Badge: View {
                    var highlighted: Color?

                    var body: some View {
                        VStack {
                            Text("New").foregroundColor(.red)
                            Text("Details").foregroundColor(.secondary)
                            Image(systemName: "star").foregroundColor(highlighted)
                        }
                    }
                }

                """,
            after: """
                import SwiftUI

                struct Badge: View {
                    var highlighted: Color?

                    var body: some View {
                        VStack {
                            Text("New").foregroundStyle(.red)
                            Text("Details").foregroundStyle(Color.secondary)
                            Image(systemName: "star").foregroundColor(highlighted)
                        }
                    }
                }

                """,
            diagnostics: [
                "Example.swift:10:39: warning: `.foregroundColor(highlighted)` stays: the colour is optional, and foregroundStyle takes no nil [foreground-style]",
            ]),
    ]
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability.swiftUI3
    public static let reasons: [DiagnosticReason] = [.optionalColour, .textReceiverBelowTarget, .projectFunction]

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        TypeFacts.collect(file, into: &index)
        ProjectFunctions.collect(file, into: &index)
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["foregroundColor"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let functions = context.index[ProjectFunctions.self]
        for modifier in ModifierCall.all(named: ["foregroundColor"], in: file.tree) where !context.isSuppressed(at: modifier.offset) {
            guard let color = modifier.soleUnlabeledArgument else { continue }
            let quoted = "`.foregroundColor(\(oneLineQuote(color.text)))`"
            if let own = functions.declaration(called: modifier, types: context.index.types) {
                own.raise(at: modifier.offset, quoted: quoted, into: &result)
                continue
            }
            switch ValueOptionality.of(color, context: context) {
            case .nilLiteral:
                result.raise(.optionalColour, at: modifier.offset, "\(quoted) stays: foregroundStyle takes no nil, which means the inherited colour here")
                continue
            case .optional:
                result.raise(.optionalColour, at: modifier.offset, "\(quoted) stays: the colour is optional, and foregroundStyle takes no nil")
                continue
            case .nonOptional:
                break
            }
            if TextReceiver.mayBeText(modifier), let shortfall = context.targetShortfall(for: .swiftUI5) {
                result.raise(.textReceiverBelowTarget, at: modifier.offset, "\(quoted) stays: the receiver may be a Text, whose foregroundStyle \(shortfall)")
                continue
            }
            result.edits.append(modifier.renaming(to: "foregroundStyle"))
            result.edits += ColorArgument.qualifications(in: color)
        }
        return result
    }
}

extension DiagnosticReason {
    static let optionalColour = DiagnosticReason(
        "optional-colour", .refusal, label: "the colour may be nil",
        help: "foregroundStyle takes no nil (nil meant the inherited colour): keep foregroundColor here, or choose the colour for the nil case by hand.")
    static let textReceiverBelowTarget = DiagnosticReason(
        "text-receiver-below-target", .refusal, label: "the receiver may be a Text, below iOS 17",
        help: "Text's own foregroundStyle needs iOS 17, macOS 14, tvOS 17, watchOS 10: raise the deployment target, or rewrite by hand where the receiver is not a Text.",
        option: "--min-ios")
}
