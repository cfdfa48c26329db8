import MigrationKit
import SwiftCST

/// The edits that keep one used `$name` publisher on a class becoming `@Observable`:
///
/// ```swift
/// var query = "" {
///     willSet { querySubject.send(newValue) }
/// }
/// @ObservationIgnored private lazy var querySubject = CurrentValueSubject<String, Never>(query)
/// /// What `$query` published before the migration to Observation.
/// @ObservationIgnored private(set) lazy var queryPublisher: AnyPublisher<String, Never> = querySubject.eraseToAnyPublisher()
/// ```
///
/// The send goes last in an existing `willSet` (its body ran before `@Published` published),
/// or in a `defer` at its top when the body may return early; `didSet` stays as it is. The
/// subject is made on first use from the property's value then, so it holds the current value
/// for each new subscriber, as `$name` did. A property `assign(to: &$name)` set gets the set
/// that keeps those subscriptions (`AssignSubscription`); one only set so gets nothing else.
struct PublisherBridgeRewrite {
    let tree: SyntaxTree

    func edits(keeping bridge: PublisherBridge, on variable: VariableDeclSyntax) -> [TextEdit] {
        guard let binding = variable.bindings.first, let last = variable.node.lastToken,
              let first = variable.node.firstToken else { return [] }
        let style = tree.style
        let indent = tree.indentation(ofLineContaining: Int(tree.tokens[first].start))
        let members = memberLines(bridge, access: accessModifier(of: variable), isolation: isolation(of: variable), indent: indent,
                                  newline: style.newline)
        let membersEdit = TextEdit.insert(members, at: Int(tree.tokens[last].trailingEnd))
        guard bridge.keepsPublisher else { return [membersEdit] }
        guard let accessors = binding.accessorBlock else {
            // `var query = ""` gets an accessor block; with nothing after the declaration on its
            // line, the members follow in the same insertion.
            let send = "willSet { \(bridge.subjectName).send(newValue) }"
            let block = " {" + style.newline + indent + style.indentUnit + send + style.newline + indent + "}"
            let end = Int(tree.tokens[last].end)
            if end == membersEdit.range.lowerBound { return [.insert(block + members, at: end)] }
            return [.insert(block, at: end), membersEdit]
        }
        return willSetEdits(bridge, in: accessors, style: style) + [membersEdit]
    }

    /// The subject and the publisher, and the set of assignments, each on its own line after the
    /// declaration; the subject and the publisher isolated as the property is (`isolation`: its
    /// `@MainActor `), as `$name` was: the subject's first value reads the property.
    ///
    /// The publisher is made once and kept, as `$name` handed out one publisher of the same
    /// storage at every read: SwiftUI's `.onReceive(model.namePublisher)` subscribes again when
    /// its publisher is another value, and a fresh `AnyPublisher` at each body evaluation would
    /// make it resubscribe, and receive the current value again, after every update.
    private func memberLines(_ bridge: PublisherBridge, access: String, isolation: String, indent: String, newline: String) -> String {
        var lines: [String] = []
        if bridge.keepsPublisher {
            let subject = "CurrentValueSubject<\(bridge.valueType), Never>"
            let setter = access == "private " ? "" : "private(set) "
            lines += ["\(isolation)@ObservationIgnored private lazy var \(bridge.subjectName) = \(subject)(\(bridge.property))",
                      "/// What `$\(bridge.property)` published before the migration to Observation.",
                      "\(isolation)@ObservationIgnored \(access)\(setter)lazy var \(bridge.publisherName): AnyPublisher<\(bridge.valueType), Never> = \(bridge.subjectName).eraseToAnyPublisher()"]
        }
        if !bridge.assignments.isEmpty {
            lines += ["/// The subscriptions `assign(to: &$\(bridge.property))` kept before the migration to Observation.",
                      "@ObservationIgnored private var \(bridge.assignmentsName) = Set<AnyCancellable>()"]
        }
        return lines.map { newline + indent + $0 }.joined()
    }

    /// `@MainActor ` (or another global actor's attribute, `@…Actor`) when the property has one.
    private func isolation(of variable: VariableDeclSyntax) -> String {
        variable.attributes.first { $0.baseName.hasSuffix("Actor") }.map { $0.node.text + " " } ?? ""
    }

    /// `public `, `private `...: the property's access level (not its setter's), for its publisher.
    private func accessModifier(of variable: VariableDeclSyntax) -> String {
        for modifier in variable.modifiers where modifier.detail == nil {
            let name = modifier.name
            if ["private", "fileprivate", "internal", "package", "public"].contains(name) { return name + " " }
            if name == "open" { return "public " }
        }
        return ""
    }

    /// The send added to the property's observers: in its `willSet`, or a new `willSet` before
    /// the others. An `objectWillChange` send Observation takes over there (`WillChangeSend.inWillSet`,
    /// left to this rewrite) goes: the bridge's send takes its place when it was last.
    private func willSetEdits(_ bridge: PublisherBridge, in accessors: AccessorBlockSyntax, style: SourceStyle) -> [TextEdit] {
        let all = accessors.accessors
        guard let willSet = all.first(where: { $0.kind == .willSet }) else {
            guard let firstAccessor = all.first?.node.firstToken else { return [] }
            let send = "willSet { \(bridge.subjectName).send(newValue) }"
            let position = Int(tree.tokens[firstAccessor].start)
            if tree.tokens[firstAccessor].isAtStartOfLine {
                return [.insert(send + style.newline + tree.indentation(ofLineContaining: position), at: position)]
            }
            return [.insert(send + " ", at: position)]
        }
        guard let body = willSet.body else { return [] }
        let send = "\(bridge.subjectName).send(\(parameterName(of: willSet)))"
        guard let willChange = body.children.first(where: carriesWillChangeSend), let first = willChange.firstToken,
              let removal = tree.removal(ofStatement: willChange).map({ tree.withCommentAbove($0, statementStartingAt: first) }) else {
            return [willSetInsertion(send, in: body, style: style)].compactMap { $0 }
        }
        guard willChange == body.children.last, !body.tokenRange.contains(where: { tree.tokens[$0].keyword == .return }) else {
            return [removal, willSetInsertion(send, in: body, style: style)].compactMap { $0 }
        }
        if tree.lineStart(containing: removal.range.lowerBound) == removal.range.lowerBound {
            let indent = tree.indentation(ofLineContaining: Int(tree.tokens[first].start))
            let end = removal.range.upperBound
            return [TextEdit(range: removal.range, replacement: indent + send + (tree.lineStart(containing: end) == end ? style.newline : ""))]
        }
        return [TextEdit(range: Int(tree.tokens[first].start)..<Int(tree.tokens[willChange.lastToken ?? first].end), replacement: send)]
    }

    /// True when `statement` (of a `willSet` body) is, or wraps, a send of the class's own
    /// `objectWillChange` that Observation takes over.
    private func carriesWillChangeSend(_ statement: Node) -> Bool {
        statement.descendantsAndSelf.contains { node in
            node.kind == .identifierExpr && node.identifierName == "objectWillChange"
                && WillChangeSend.sendStatement(at: node).flatMap { WillChangeSend.willSetStatement(carrying: $0) }?.statement == statement
        }
    }

    /// `send` last in the `willSet` body `body`, or in a `defer` at its top when it may return early.
    private func willSetInsertion(_ send: String, in body: Node, style: SourceStyle) -> TextEdit? {
        guard let close = body.lastToken else { return nil }
        if body.tokenRange.contains(where: { tree.tokens[$0].keyword == .return }) {
            return tree.insertion(ofStatement: "defer { \(send) }", atTopOf: body)
        }
        guard let lastItem = body.children.last, let lastToken = lastItem.lastToken else {
            return tree.insertion(ofStatement: send, atTopOf: body)
        }
        if tree.tokens[close].isAtStartOfLine {
            let itemStart = Int(tree.tokens[lastItem.firstToken ?? lastToken].start)
            return .insert(style.newline + tree.indentation(ofLineContaining: itemStart) + send, at: Int(tree.tokens[lastToken].trailingEnd))
        }
        return .insert("; " + send, at: Int(tree.tokens[lastToken].end))
    }

    /// `newValue`, or the name `willSet(next)` gives it.
    private func parameterName(of accessor: AccessorSyntax) -> String {
        accessor.node.child(.parameterClause)?.child(.parameter).flatMap(ParameterSyntax.init)?.firstName ?? "newValue"
    }
}
