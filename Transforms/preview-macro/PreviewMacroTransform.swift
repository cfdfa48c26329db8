import MigrationKit
import SwiftCST

/// `preview-macro`: a `struct X_Previews: PreviewProvider` becomes one `#Preview` per preview of
/// its `previews`, named by `.previewDisplayName` and laid out by `#Preview(traits:)`.
public struct PreviewMacroTransform: Transform {
    public static let id = "preview-macro"
    public static let summary = "PreviewProvider structs become one #Preview per preview"
    public static let documentation = [
        """
        A struct conforming to PreviewProvider becomes #Preview declarations (Xcode 15), one per
        preview of its `previews`: each expression of the body, or each child of a bare Group.

          struct Row_Previews: PreviewProvider {         #Preview("Dark", traits: .sizeThatFitsLayout) {
              static var previews: some View {      →        Row().preferredColorScheme(.dark)
                  Row().preferredColorScheme(.dark)      }
                      .previewDisplayName("Dark")
                      .previewLayout(.sizeThatFits)
              }
          }

        Preview modifiers on a preview (or on a Group of them) become macro arguments where they say
        exactly the same: .previewDisplayName("literal") the name; .previewLayout(.sizeThatFits),
        (.device) and (.fixed(width:height:)) with number literals the traits .sizeThatFitsLayout,
        .defaultLayout and .fixedLayout(width:height:); .previewInterfaceOrientation(.x) the trait .x.
        A body with declarations (`let model = ...`) and one view stays one #Preview as it is. Comment
        lines above a preview move above its #Preview. Types declared in the provider (a `struct
        Preview: View` holding state) move out beside the #Previews, `private`. A `@State static var
        x = value` the previews bind to becomes `@Previewable @State var x = value` (Xcode 16) first
        in each #Preview that uses it, `self.$x` read as `$x`; so do `@FocusState static var focus: Field?`
        and `@Namespace static var namespace` (a static wrapper is installed in no view: its writes
        were lost, its focus never set; the previewable one is the preview's own state).
        A plain `static let sample = Item(…)` (or `var`, at most private, whose value reads no
        `Self`) the previews read becomes `let sample = Item(…)` first in each #Preview that reads
        it, with those its value reads, in their order: made once per preview instead of once per
        process, which a preview cannot tell apart.

        Left alone, with a warning that says what to do: a provider with another member (a static
        property no preview reads, a helper function, a computed `static var platform`, a type with attributes, a public one or one whose
        name the file writes elsewhere, an instance or unused @State, one with other attributes), with attributes or other conformances, nested in a
        type, used by name elsewhere in the project (or whose name holds no "Preview", so that its uses
        cannot be found), holding #if; previews made by a ForEach, several previews sharing
        declarations, a Group of several previews with other modifiers; a preview modifier with no
        exact #Preview form (.previewDevice, .previewContext, a computed name or layout) or inside a
        preview's view. A project that declares its own PreviewProvider is left alone.

        #Preview and its traits need iOS 17, macOS 14, tvOS 17, watchOS 10.
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct Row: View {
                    var body: some View { Text("Row") }
                }

                struct Row_Previews: PreviewProvider {
                    static var previews: some View {
                        Group {
                            Row()
                            Row()
                                .preferredColorScheme(.dark)
                                .previewDisplayName("Dark")
                        }
                        .previewLayout(.sizeThatFits)
                    }
                }

                """,
            after: """
                import SwiftUI

                struct Row: View {
                    var body: some View { Text("Row") }
                }

                #Preview(traits: .sizeThatFitsLayout) {
                    Row()
                }

                #Preview("Dark", traits: .sizeThatFitsLayout) {
                    Row()
                        .preferredColorScheme(.dark)
                }

                """),
    ]
    public static let reasons = PreviewReason.all
    public static let group: TransformGroup? = .deprecations
    public static let availability = Availability(iOS: OSVersion(17), macOS: OSVersion(14), tvOS: OSVersion(17), watchOS: OSVersion(10),
                                                  visionOS: OSVersion(1))

    public init() {}

    public func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        guard FileContents(path: file.path, bytes: file.bytes).contains(anyOf: ["Preview"]) else { return }
        index[PreviewFacts.self].merge(PreviewFacts.collect(file))
    }

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["PreviewProvider"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let facts = context.index[PreviewFacts.self]
        guard !facts.declaresPreviewProvider else { return result }
        let tree = file.tree
        var style: SourceStyle?
        for node in tree.nodes(ofKind: .typeDecl) {
            guard let provider = PreviewProviderDecl(node), !context.isSuppressed(at: node.range.lowerBound) else { continue }
            let at = provider.declaration.nameToken.map { Int(tree.tokens[$0].start) } ?? node.range.lowerBound
            switch plan(provider, facts: facts, types: context.index.types, path: file.path) {
            case .success(let (previews, types)):
                if style == nil { style = tree.style }
                let rendering = PreviewRendering(tree: tree, indent: tree.indentation(ofLineContaining: node.range.lowerBound), style: style!)
                result.edits.append(TextEdit(range: node.range, replacement: rendering.text(of: previews, movingOut: types)))
            case .failure(let refusal):
                result.raise(refusal.reason, at: at, refusal.message(provider: provider.name), notes: refusal.notes(provider: provider.name))
            }
        }
        return result
    }

    /// The `#Preview`s that replace `provider` and the types that move out beside them, or why it stays.
    private func plan(_ provider: PreviewProviderDecl, facts: PreviewFacts, types: TypeIndex, path: String)
        -> Result<([PlannedPreview], [TypeDeclSyntax]), PreviewRefusal> {
        if let use = facts.uses[provider.name] { return .failure(.usedByName(use)) }
        if !provider.name.contains("Preview") { return .failure(.uncheckedName) }
        let tree = provider.declaration.node.tree
        let contents: PreviewProviderDecl.Contents
        switch provider.contents() {
        case .success(let found): contents = found
        case .failure(let refusal): return .failure(refusal)
        }
        if let stuck = contents.types.first(where: { !provider.canMoveOut($0) }) {
            return .failure(.otherMember(tree.text(stuck.introducerToken ?? stuck.node.tokenRange.lowerBound) + " " + stuck.name))
        }
        // A moved type is private at file scope: another file's top-level type of its name would be redeclared.
        if let clash = contents.types.first(where: { type in
            types.declarations(named: type.name).contains { $0.path != path && $0.qualifiedName == type.name && $0.kind != .extension
                && !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate") }
        }) {
            return .failure(.otherMember(tree.text(clash.introducerToken ?? clash.node.tokenRange.lowerBound) + " " + clash.name + ", a name another file's type has"))
        }
        var planned: [PlannedPreview]
        switch PreviewPlanner(tree: tree).previews(ofBody: contents.previewsBody) {
        case .success(let previews): planned = previews
        case .failure(let refusal): return .failure(refusal)
        }
        for index in planned.indices { planned[index].declare(contents.states, in: tree) }
        if let unused = contents.states.first(where: { state in !planned.contains { $0.states.contains { $0.name == state.name } } }) {
            let described = unused.described + ", used by no preview"
            return .failure(unused.wrapper == nil ? .otherMember(described) : .stateProperty(described))
        }
        // Every comment of the provider must travel with a preview, a moved type or a state.
        let kept = planned.flatMap { [$0.body] + ($0.comments.map { [$0] } ?? []) } + contents.types.map(\.node.range)
            + contents.states.map(\.declaration.bindings[0].node.range)
        if tree.hasComments(in: provider.declaration.node.range, outside: kept) {
            return .failure(.commentWouldBeLost)
        }
        return .success((planned, contents.types))
    }
}
