import MigrationKit
import SwiftCST

/// `toolbar`: `.navigationBarItems(leading:trailing:)` becomes `.toolbar { ToolbarItem … }`, and
/// `.navigationBarHidden(b)` becomes `.toolbar(b ? .hidden : .visible, for: .navigationBar)`.
public struct ToolbarTransform: Transform {
    public static let id = "toolbar"
    public static let summary = ".navigationBarItems and .navigationBarHidden become .toolbar"
    public static let documentation = [
        """
        The navigation bar modifiers deprecated in iOS 17 become their toolbar forms.

          .navigationBarItems(leading: a, trailing: b)   →   .toolbar {
                                                                ToolbarItem(placement: .topBarLeading) { a }
                                                                ToolbarItem(placement: .topBarTrailing) { b }
                                                            }
          .navigationBarHidden(true)                     →   .toolbar(.hidden, for: .navigationBar)
          .navigationBarHidden(flag)                     →   .toolbar(flag ? .hidden : .visible, for: .navigationBar)

        Placements are .topBarLeading/.topBarTrailing (iOS 17) where the file's deployment target
        allows, else .navigationBarLeading/.navigationBarTrailing (iOS 14). .toolbar(_:for:) needs
        iOS 16: below it, .navigationBarHidden stays with a warning.

        Left alone: calls of a function of the project's own with these names (any `func
        navigationBarItems`/`func navigationBarHidden` in the project), calls with other arguments or
        a trailing closure, and calls holding a comment the rewrite has no place for (with a warning).
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct InboxView: View {
                    @State private var isEditing = false

                    var body: some View {
                        NavigationStack {
                            Text("Inbox")
                                .navigationBarItems(trailing: EditButton())
                                .navigationBarHidden(isEditing)
                        }
                    }
                }

                """,
            after: """
                import SwiftUI

                struct InboxView: View {
                    @State private var isEditing = false

                    var body: some View {
                        NavigationStack {
                            Text("Inbox")
                                .toolbar {
                                    ToolbarItem(placement: .topBarTrailing) {
                                        EditButton()
                                    }
                                }
                                .toolbar(isEditing ? .hidden : .visible, for: .navigationBar)
                        }
                    }
                }

                """),
    ]
    public static let reasons = ToolbarReason.all
    /// The lowest form: `.toolbar { ToolbarItem(placement: .navigationBarLeading) … }`.
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability(iOS: OSVersion(14), macOS: OSVersion(11), tvOS: OSVersion(14), watchOS: OSVersion(7),
                                                  visionOS: OSVersion(1))
    /// `.topBarLeading`/`.topBarTrailing`.
    static let topBarPlacements = Availability(iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10),
                                               visionOS: OSVersion(1))
    /// `.toolbar(_:for:)`.
    static let barVisibility = Availability(iOS: OSVersion(16), macOS: OSVersion(13), tvOS: OSVersion(16), watchOS: OSVersion(9),
                                            visionOS: OSVersion(1))

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        guard FileContents(path: file.path, bytes: file.bytes).contains(anyOf: ["navigationBar"]) else { return }
        index[ToolbarFacts.self].merge(ToolbarFacts.collect(file))
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["navigationBarItems", "navigationBarHidden"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let own = context.index[ToolbarFacts.self].ownModifiers
        let tree = file.tree
        let allowsTopBar = context.options.allows(Self.topBarPlacements, inFile: file.path)
        let allowsVisibility = context.options.allows(Self.barVisibility, inFile: file.path)
        var items: BarItemsRewrite?
        // A call inside another one's arguments waits for the next pass (the pipeline runs to a fixed point).
        var editedUpTo = 0
        for member in tree.nodes(ofKind: .memberSuffix) where member.range.lowerBound >= editedUpTo {
            guard let nameToken = member.identifierNameToken,
                  let modifier = LegacyBarModifier.allCases.first(where: { tree.tokenIs(nameToken, $0.rawValue) }), !own.contains(modifier),
                  let call = member.nextSibling.flatMap(CallSyntax.init), call.hasArgumentClause,
                  !context.isSuppressed(at: member.range.lowerBound) else { continue }
            let edit: Result<TextEdit, ToolbarRefusal>
            switch modifier {
            case .navigationBarItems:
                if items == nil { items = BarItemsRewrite(tree: tree, style: tree.style, topBarPlacements: allowsTopBar) }
                edit = items!.edit(member: member, call: call)
            case .navigationBarHidden:
                edit = allowsVisibility ? BarHiddenRewrite(tree: tree).edit(member: member, call: call) : .failure(.visibilityNeedsIOS16)
            }
            switch edit {
            case .success(let edit):
                result.edits.append(edit)
                editedUpTo = edit.range.upperBound
            case .failure(let refusal): result.raise(refusal.reason, at: Int(tree.tokens[nameToken].start), refusal.message(modifier))
            }
        }
        return result
    }
}
