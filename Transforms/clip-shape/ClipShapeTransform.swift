import MigrationKit
import SwiftCST

/// `clip-shape`: the deprecated `.cornerRadius(r)` becomes `.clipShape(.rect(cornerRadius: r))`,
/// or `.clipShape(RoundedRectangle(cornerRadius: r))` in files built for systems before iOS 17.
public struct ClipShapeTransform: Transform {
    public static let id = "clip-shape"
    public static let summary = ".cornerRadius(r) becomes .clipShape(.rect(cornerRadius: r)) (RoundedRectangle below iOS 17)"
    public static let documentation = [
        """
        `.cornerRadius(_:antialiased:)` is deprecated: it clips the view to a rounded rectangle,
        which `.clipShape` says directly.

          .cornerRadius(12)                       →   .clipShape(.rect(cornerRadius: 12))
          .cornerRadius(12, antialiased: true)    →   .clipShape(.rect(cornerRadius: 12))
          (a file built for iOS 16 / macOS 13)    →   .clipShape(RoundedRectangle(cornerRadius: 12))

        The form is chosen per file from its deployment target: `.rect(cornerRadius:)` came with
        the iOS 17 and macOS 14 SDKs (Apple lists it back to iOS 13 because it is inlined, but an
        older Xcode does not have it), `RoundedRectangle(cornerRadius:)` works everywhere. The
        radius is kept byte for byte, comments included.

        Left, with a warning: `antialiased: false` (or any value but `true`): `clipShape` has no
        such parameter (clip with `.clipShape(.rect(cornerRadius: r), style: FillStyle(antialiased:
        false))` if that is what you want); calls the project's own `cornerRadius` function may
        take (a `View` extension with `cornerRadius(_:corners:)`, say).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct Card: View {
                    var body: some View {
                        Text("Card")
                            .padding()
                            .background(Color.yellow)
                            .cornerRadius(12)
                    }
                }

                """,
            after: """
                import SwiftUI

                struct Card: View {
                    var body: some View {
                        Text("Card")
                            .padding()
                            .background(Color.yellow)
                            .clipShape(.rect(cornerRadius: 12))
                    }
                }

                """),
        TransformExample(
            before: """
                import SwiftUI

                struct Card: View {
                    var body: some View {
                        Color.yellow.cornerRadius(12)
                    }
                }

                """,
            after: """
                import SwiftUI

                struct Card: View {
                    var body: some View {
                        Color.yellow.clipShape(RoundedRectangle(cornerRadius: 12))
                    }
                }

                """,
            options: ["--min-ios", "16", "--min-macos", "13"]),
    ]
    /// The lowest form's: `RoundedRectangle` and `clipShape` are as old as SwiftUI.
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability(iOS: OSVersion(13), macOS: OSVersion(10, 15), tvOS: OSVersion(13), watchOS: OSVersion(6))
    public static let reasons: [DiagnosticReason] = [.antialiasedArgument, .projectFunction]

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        ProjectFunctions.collect(file, into: &index)
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["cornerRadius"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let tree = file.tree
        let functions = context.index[ProjectFunctions.self]
        let shape = context.fileTarget.allows(.swiftUI5) ? ".rect(cornerRadius: " : "RoundedRectangle(cornerRadius: "
        for modifier in ModifierCall.all(named: ["cornerRadius"], in: tree) where !context.isSuppressed(at: modifier.offset) {
            let arguments = modifier.arguments
            guard !modifier.hasTrailingClosure, let radius = arguments.first, radius.label == nil, let value = radius.expression,
                  arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "antialiased") else { continue }
            let quoted = "`.cornerRadius(\(oneLineQuote(value.text)))`"
            if let own = functions.declaration(called: modifier, types: context.index.types) {
                own.raise(at: modifier.offset, quoted: quoted, into: &result)
                continue
            }
            var close = TextEdit.insert(")", at: value.range.upperBound)
            if arguments.count == 2 {
                // `, antialiased: true` goes, the shape's `)` in its place.
                guard let flag = arguments[1].expression, flag.kind == .literalExpr, flag.text == "true",
                      let removal = tree.removal(ofElement: arguments[1].node, in: arguments.map(\.node)),
                      removal.range.lowerBound == value.range.upperBound else {
                    let flagText = arguments[1].expression.map { oneLineQuote($0.text) } ?? ""
                    result.raise(.antialiasedArgument, at: modifier.offset, "`.cornerRadius(_:antialiased: \(flagText))` stays: clipShape has no antialiased parameter")
                    continue
                }
                close = TextEdit(range: removal.range, replacement: ")")
            }
            let edits = [modifier.renaming(to: "clipShape"), .insert(shape, at: value.range.lowerBound), close]
            result.edits += edits
        }
        return result
    }
}

extension DiagnosticReason {
    static let antialiasedArgument = DiagnosticReason(
        "antialiased-argument", .refusal, label: "antialiased: is not true",
        help: "clipShape has no antialiased parameter: keep cornerRadius, or clip with .clipShape(.rect(cornerRadius: r), style: FillStyle(antialiased: false)) by hand.")
}
