import SwiftCST

/// A legacy presentation, read off its call: `.alert(isPresented: $b) { Alert(title:message:…) }`
/// or `.actionSheet(isPresented: $b) { ActionSheet(title:message:buttons:) }`, with the parts of
/// its `Alert` or `ActionSheet`.
struct LegacyPresentation {
    /// Which legacy modifier it is.
    enum Kind: String, CaseIterable {
        case alert
        case actionSheet

        /// The type its content builds.
        var contentType: String { self == .alert ? "Alert" : "ActionSheet" }
        /// What it becomes, for messages.
        var replacement: String { self == .alert ? ".alert(_:isPresented:actions:message:)" : ".confirmationDialog(_:isPresented:titleVisibility:actions:message:)" }
    }

    let kind: Kind
    /// What the presentation shows: one `Alert`/`ActionSheet`, or one per case of a `switch` over the item.
    enum Content {
        case single(DialogContent)
        case switched(SwitchedContent)

        /// Every `Alert`/`ActionSheet` read.
        var all: [DialogContent] {
            switch self {
            case .single(let content): return [content]
            case .switched(let switched): return switched.cases.map(\.content)
            }
        }
    }

    /// The `isPresented:` or `item:` binding.
    let binding: Node
    /// The item of the `item:` form; nil for `isPresented:`.
    let item: ItemPresentation?
    let content: Content
    /// The private property or function whose literal content was inlined, which the rewrite removes.
    let builder: AlertBuilder?

    /// True when `call` has the labels of the legacy modifier: `(isPresented:)` or `(item:)`, with
    /// the content as a trailing closure or a `content:` argument (the new API's calls have others).
    static func isLegacy(_ call: CallSyntax) -> Bool {
        let labels = call.arguments.map { $0.label ?? "" }
        return [["isPresented"], ["item"], ["isPresented", "content"], ["item", "content"]].contains(labels)
    }

    /// Reads the call `call` of `.alert`/`.actionSheet` (`isLegacy`), or says why it cannot be converted.
    static func read(kind: Kind, call: CallSyntax) -> Result<LegacyPresentation, AlertRefusal> {
        let arguments = call.arguments
        guard let binding = arguments[0].expression else { return .failure(.contentNotLiteral) }
        let written: Node?
        switch arguments.count {
        case 1: written = call.additionalTrailingClosures.isEmpty ? call.trailingClosure?.node : nil
        case 2 where call.trailingClosure == nil: written = arguments[1].expression
        default: written = nil
        }
        guard let written else { return .failure(.contentNotLiteral) }
        guard let closure = ClosureSyntax(written) else {
            // `content: makeAlert`: a function reference.
            guard arguments[0].label == "isPresented" else { return .failure(.contentNotLiteral) }
            return inlined(AlertBuilder.reference(in: written, isReference: true), kind: kind, binding: binding, site: call.node)
        }
        guard closure.statements.count == 1 else { return .failure(.contentNotLiteral) }
        var item: ItemPresentation?
        if arguments[0].label == "item" {
            guard closure.signature != nil else { return .failure(.contentNotLiteral) }
            guard let presentation = ItemPresentation(binding: binding, closure: closure) else { return .failure(.itemForm) }
            item = presentation
        } else if closure.signature != nil {
            return .failure(.contentNotLiteral)
        }
        var content = closure.statements[0]
        if content.kind == .returnStmt, let value = content.firstChild { content = value }
        guard isLiteral(content, of: kind.contentType) else {
            guard let item else {
                return inlined(AlertBuilder.reference(in: content, isReference: false), kind: kind, binding: binding, site: call.node)
            }
            guard item.parameter != "_", let switched = SwitchedContent.read(content, parameter: item.parameter, contentType: kind.contentType) else {
                return .failure(builderProblem(content, kind: kind, site: call.node) ?? .contentNotLiteral)
            }
            return switched.map { LegacyPresentation(kind: kind, binding: binding, item: item, content: .switched($0), builder: nil) }
        }
        return DialogContent.read(content, isActionSheet: kind == .actionSheet).map {
            LegacyPresentation(kind: kind, binding: binding, item: item, content: .single($0), builder: nil)
        }
    }

    /// True when `content` is one literal `Alert(...)` (or `.init(...)`) without a trailing closure.
    static func isLiteral(_ content: Node, of contentType: String) -> Bool {
        guard let chain = PostfixChainSyntax(content), let primary = chain.primary, builds(contentType, primary), chain.suffixes.count == 1,
              let initializer = CallSyntax(chain.suffixes[0]) else { return false }
        return initializer.trailingClosure == nil
    }

    /// The presentation with the content of the builder `reference` names, inlined.
    private static func inlined(_ reference: AlertBuilder.Reference?, kind: Kind, binding: Node, site: Node) -> Result<LegacyPresentation, AlertRefusal> {
        guard let reference else { return .failure(.contentNotLiteral) }
        switch AlertBuilder.find(reference, around: site, contentType: kind.contentType) {
        case .success(let builder):
            return DialogContent.read(builder.content, isActionSheet: kind == .actionSheet).map {
                LegacyPresentation(kind: kind, binding: binding, item: nil, content: .single($0), builder: builder)
            }
        case .failure(let problem):
            return .failure(.builder(reference.name, problem))
        }
    }

    /// Why the builder an item form's content calls (`alert(for: item)`) is not inlined, naming it;
    /// nil when the content names no builder of the type, or one that could be inlined.
    private static func builderProblem(_ content: Node, kind: Kind, site: Node) -> AlertRefusal? {
        guard let reference = AlertBuilder.reference(in: content, isReference: false),
              case .failure(let problem) = AlertBuilder.find(reference, around: site, contentType: kind.contentType),
              problem.problem != .notInType else { return nil }
        return .builder(reference.name, problem)
    }

    /// `Alert` or `.init` (the closure's return type names it) before the initializer's call.
    private static func builds(_ type: String, _ primary: Node) -> Bool {
        primary.isIdentifier(type) || primary.kind == .implicitMemberExpr && primary.identifierName == "init"
    }

    static func isNil(_ node: Node) -> Bool {
        node.kind == .literalExpr && node.hasOneDirectToken && node.tree.tokenIs(node.tokenRange.lowerBound, "nil")
    }
}
