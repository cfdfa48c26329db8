import MigrationKit
import SwiftCST

/// `alert-dialog`: `.alert(isPresented:) { Alert(…) }` becomes `.alert(_:isPresented:actions:message:)`
/// and `.actionSheet(isPresented:) { ActionSheet(…) }` becomes `.confirmationDialog(…)` (the `item:`
/// forms take `presenting:`), where the new API says exactly the same.
public struct AlertDialogTransform: Transform {
    public static let id = "alert-dialog"
    public static let summary = "Alert and ActionSheet presentations become .alert and .confirmationDialog with Buttons"
    public static let documentation = [
        """
        Alerts and action sheets written with the deprecated Alert and ActionSheet types become the
        iOS 15 modifiers, with Buttons and roles.

          .alert(isPresented: $isShowing) {                  .alert("Delete?", isPresented: $isShowing) {
              Alert(title: Text("Delete?"),                      Button("Delete", role: .destructive) { delete() }
                    message: Text("It cannot be undone."),  →      Button("Cancel", role: .cancel) {}
                    primaryButton: .destructive(Text("Delete")) { delete() },   } message: {
                    secondaryButton: .cancel(Text("Cancel")))        Text("It cannot be undone.")
          }                                                   }

        Buttons: .default, .cancel and .destructive with a Text label become Button (with role .cancel
        or .destructive); Text("literal") becomes the same localized key ("literal"), other labels stay
        as the label view. An action closure or function reference stays the action. An alert without
        buttons keeps the system's OK button. An ActionSheet becomes .confirmationDialog with
        titleVisibility: .visible; its system-labelled .cancel() is the dialog's standard dismiss action.

        .alert(item: $failure) { failure in Alert(…) } becomes .alert(title, isPresented:, presenting: failure)
        { failure in … } message: { failure in … }, where isPresented: is Binding(get: { failure != nil },
        set: { if !$0 { failure = nil } }): dismissing the alert clears the item, as before. A title that
        reads the item is made from it: failure.map { failure in Text(failure.reason) } ?? Text(verbatim: "").
        Content written as .init(…) is read as Alert(…) or ActionSheet(…).

        An item form whose closure is one switch over the item (or a member of it), each case
        returning one literal Alert(…)/ActionSheet(…), keeps the switch in each part, the cases in
        their order: the title as a switch expression (failure.map { failure in switch failure {
        case .a: Text("A") … } } ?? Text(verbatim: "")), the buttons and the message as switch
        statements (a case with no buttons keeps the system's OK button, one with no message shows
        none: EmptyView()); a part written the same in every case, reading none of their bound
        names, is written once. A part that reads none of a case's bound names gets the label without
        them (case .failed(let error): becomes case .failed:), so no variable is left unused; a
        label with a where clause is kept whole. A case that does other work before its Alert
        stays (switch-case-not-literal), at the case.

        Content built by a member of the view's type ({ deleteAlert }, { self.makeAlert() },
        content: makeAlert) is inlined when the member is a private (or fileprivate, or of a private
        type) computed property or function without parameters, named nowhere else in the file, whose
        body is one literal Alert(…)/ActionSheet(…); the member is removed. Otherwise the warning
        (builder-not-inlined) says which of these fails and points at the member.

        A system-labelled .cancel() becomes Button(role: .cancel) {} where the targets are iOS 26,
        macOS 26 (and tvOS, watchOS, visionOS 26): that button shows the role's default label, which
        the system localizes as it did .cancel()'s. Below, no Button has that label and it stays.

        Left alone, with a warning that says what to do: an item form whose binding is not a property
        path ($a.b, self.$a, a Binding b) or whose closure's parameter is typed or captures, content
        that is not one literal Alert(...)/ActionSheet(...) nor a builder as above, a title or
        message that is not a Text(...), a button list that is not written out, below iOS 26 a
        system-labelled .cancel() in an alert or one with an action, a computed button or an action that may be nil, and a call
        holding a comment the rewrite has no place for. In a project that declares its own Alert or
        ActionSheet type, every presentation stays with a warning naming the declaration.
        """,
        examples.text,
    ].joined(separator: "\n\n")
    public static let examples = [
        TransformExample(
            before: """
                import SwiftUI

                struct TrashView: View {
                    @State private var isConfirming = false

                    var body: some View {
                        Button("Empty Trash") { isConfirming = true }
                            .alert(isPresented: $isConfirming) {
                                Alert(title: Text("Empty the trash?"),
                                      message: Text("This cannot be undone."),
                                      primaryButton: .destructive(Text("Empty"), action: emptyTrash),
                                      secondaryButton: .cancel(Text("Keep")))
                            }
                    }

                    func emptyTrash() {}
                }

                """,
            after: """
                import SwiftUI

                struct TrashView: View {
                    @State private var isConfirming = false

                    var body: some View {
                        Button("Empty Trash") { isConfirming = true }
                            .alert("Empty the trash?", isPresented: $isConfirming) {
                                Button("Empty", role: .destructive, action: emptyTrash)
                                Button("Keep", role: .cancel) {}
                            } message: {
                                Text("This cannot be undone.")
                            }
                    }

                    func emptyTrash() {}
                }

                """),
    ]
    public static let reasons = AlertReason.all
    public static let group: TransformGroup? = .presentation
    public static let availability = Availability(iOS: OSVersion(15), macOS: OSVersion(12), tvOS: OSVersion(15), watchOS: OSVersion(8),
                                                  visionOS: OSVersion(1))

    public init() {}

    public func mayRewrite(_ file: FileContents, index: ProjectIndex) -> Bool {
        file.contains(anyOf: ["Alert", "ActionSheet"])
    }

    public func rewrite(_ file: SourceFile, context: TransformContext) -> TransformResult {
        var result = TransformResult()
        let ownType = ["Alert", "ActionSheet"].lazy.compactMap { name in
            // A top-level declaration shadows SwiftUI's type; a nested one or an extension does not.
            context.index.types.declarations(named: name).first { $0.qualifiedName == name && $0.kind != .extension }.map { (name, Site($0)) }
        }.first
        let tree = file.tree
        var style: SourceStyle?
        // A presentation inside another one's content waits for the next pass (the pipeline runs to a fixed point).
        var editedUpTo = 0
        for member in tree.nodes(ofKind: .memberSuffix) where member.range.lowerBound >= editedUpTo {
            guard let nameToken = member.identifierNameToken,
                  let kind = LegacyPresentation.Kind.allCases.first(where: { tree.tokenIs(nameToken, $0.rawValue) }),
                  let call = member.nextSibling.flatMap(CallSyntax.init), LegacyPresentation.isLegacy(call), let dot = member.firstToken,
                  !context.isSuppressed(at: member.range.lowerBound) else { continue }
            let range = Int(tree.tokens[dot].start)..<call.node.range.upperBound
            if style == nil { style = tree.style }
            let rendering = DialogRendering(tree: tree, style: style!, indent: tree.indentation(ofLineContaining: range.lowerBound),
                                            hasSystemLabels: context.fileTarget.allows(.swiftUI7))
            let edits = ownType.map { .failure(.ownType($0.0, $0.1)) } ?? LegacyPresentation.read(kind: kind, call: call).flatMap { presentation in
                self.edits(replacing: range, with: presentation, rendering: rendering)
            }
            switch edits {
            case .success(let edits):
                result.edits += edits
                editedUpTo = range.upperBound
            case .failure(let refusal):
                let modifier = kind.rawValue + "(\(call.arguments[0].label ?? "isPresented"):)"
                result.raise(refusal.reason, at: Int(tree.tokens[nameToken].start), refusal.message(modifier, replacement: kind.replacement),
                             notes: refusal.notes)
            }
        }
        return result
    }

    /// The presentation's replacement, and the removal of the builder it inlines.
    private func edits(replacing range: Range<Int>, with presentation: LegacyPresentation,
                       rendering: DialogRendering) -> Result<[TextEdit], AlertRefusal> {
        let tree = rendering.tree
        guard commentsKept(in: range, by: presentation) else { return .failure(.commentWouldBeLost) }
        var edits: [TextEdit] = []
        if let builder = presentation.builder, let removal = builder.removal(in: tree) {
            guard commentsKept(in: removal.range, by: presentation) else {
                return .failure(.builder(builder.name, AlertBuilder.Refusal(.commented, builder.declaration)))
            }
            edits.append(removal)
        }
        return rendering.text(of: presentation).map { [TextEdit(range: range, replacement: $0)] + edits }
    }

    /// True when every comment in `range` lies inside a part the rewrite keeps.
    private func commentsKept(in range: Range<Int>, by presentation: LegacyPresentation) -> Bool {
        var keptParts = [presentation.binding] + presentation.content.all.flatMap(\.keptParts)
        if case .switched(let switched) = presentation.content {
            keptParts += [switched.subject] + switched.cases.map(\.label.node)
        }
        let kept = keptParts.map(\.range)
        let tree = presentation.binding.tree
        return !tree.hasComments(in: range, outside: kept)
    }
}
