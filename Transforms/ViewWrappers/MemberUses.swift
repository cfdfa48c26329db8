import MigrationKit
import SwiftCST

/// How a type (its declaration and every extension in the project) uses one of its
/// properties `m` beyond reading it: the projections `$m`, the storage `_m`, and assignments.
/// The view-side transforms decide from it between `let`, `var` and `@Bindable var`, and
/// refuse uses that have no modern counterpart.
struct MemberUse: Sendable, Equatable {
    /// `$m.prop`: a binding to a property of the model.
    var memberProjection: Site?
    /// `$m` on its own (the wrapper's projected value itself).
    var bareProjection: Site?
    /// `$m.prop` where no `@Bindable var m = m` can be declared, with why.
    var unplaceableProjection: PlacedReason?
    /// `_m` other than `_m = Wrapper(wrappedValue: x)` in an `init`.
    var otherStorageUse: Site?
    /// `m = x` or `self.m = x` outside any `init`, or `&m`.
    var assignmentOutsideInit: Site?
    /// An `init` that assigns `m` more than once.
    var repeatedAssignmentInInit: Site?

    mutating func merge(_ other: MemberUse) {
        memberProjection = memberProjection.earliest(other.memberProjection)
        bareProjection = bareProjection.earliest(other.bareProjection)
        otherStorageUse = otherStorageUse.earliest(other.otherStorageUse)
        assignmentOutsideInit = assignmentOutsideInit.earliest(other.assignmentOutsideInit)
        repeatedAssignmentInInit = repeatedAssignmentInInit.earliest(other.repeatedAssignmentInInit)
        if let theirs = other.unplaceableProjection, unplaceableProjection.map({ theirs.place < $0.place }) ?? true {
            unplaceableProjection = theirs
        }
    }
}

/// A place and what is wrong there.
struct PlacedReason: Sendable, Equatable {
    var place: Site
    var why: String
}

/// `MemberUse`s of every type in the project, by the path of the declaration or extension
/// they are in (`TypeIndexer.path(of:)`: `StatusCard` for the struct and its extensions).
struct MemberUses: Sendable {
    var byType: [String: [String: MemberUse]] = [:]
    /// Property names assigned through a value other than `self` (`row.model = x`), anywhere:
    /// such a property must stay `var`.
    var assignedThroughOtherValues: [String: Site] = [:]

    func use(of property: String, in type: String) -> MemberUse { byType[type]?[property] ?? MemberUse() }

    mutating func merge(_ other: MemberUses) {
        // Into nothing (each file's first collection), merging is taking.
        guard !byType.isEmpty || !assignedThroughOtherValues.isEmpty else {
            self = other
            return
        }
        for (type, members) in other.byType {
            // A type no file before used: its uses are taken as they are.
            guard byType[type] != nil else {
                byType[type] = members
                continue
            }
            for (name, use) in members { byType[type, default: [:]][name, default: MemberUse()].merge(use) }
        }
        assignedThroughOtherValues.merge(other.assignedThroughOtherValues) { min($0, $1) }
    }

    /// The uses in one file.
    static func collect(_ file: SourceFile) -> MemberUses {
        var uses = MemberUses()
        let tree = file.tree
        var owners = OwnerTypeNames(qualified: true)
        func record(_ node: Node, _ name: String, _ update: (inout MemberUse, Site) -> Void) {
            guard let owner = owners.name(of: node) else { return }
            update(&uses.byType[owner, default: [:]][name, default: MemberUse()], Site(file.path, node))
        }
        for index in tree.nodeIndexes(ofKind: .identifierExpr) {
            let raw = tree.nodes[Int(index)]
            guard raw.firstToken < raw.endToken else { continue }
            let token = Int(raw.firstToken)
            // Only a `$name` or `_name` token matters: the others are passed over without a call.
            let isProjection = tree.tokens[token].kind == .dollarIdentifier
            guard isProjection || (tree.tokens[token].end > tree.tokens[token].start && tree.bytes[Int(tree.tokens[token].start)] == UInt8(ascii: "_")) else { continue }
            let node = Node(tree: tree, index: index)
            if isProjection, let (name, isMemberAccess) = node.projection {
                if isMemberAccess {
                    let place = Site(file.path, node)
                    record(node, name) { use, _ in use.memberProjection = use.memberProjection.earliest(place) }
                    if case .unsupported(let why) = BindableContainer.of(node) {
                        record(node, name) { use, _ in use.merge(MemberUse(unplaceableProjection: PlacedReason(place: place, why: why))) }
                    }
                } else {
                    record(node, name) { use, place in use.bareProjection = use.bareProjection.earliest(place) }
                }
            } else if !isProjection {
                // Only a text starting with the byte `_` can start with the character `_`.
                let text = tree.text(token)
                if text.count > 1, text.first == "_", node.parent?.kind != .postfixExpr || node.previousSibling == nil {
                    recordStorageUse(node, String(text.dropFirst()), record)
                }
            }
        }
        for index in tree.nodeIndexes(ofKind: .memberSuffix) {
            // Only a name starting with the byte `_` can start with the character `_`.
            guard let token = tree.nodes[Int(index)].identifierNameToken, tree.tokens[token].end > tree.tokens[token].start,
                  tree.bytes[Int(tree.tokens[token].start)] == UInt8(ascii: "_") else { continue }
            let suffix = Node(tree: tree, index: index)
            guard suffix.previousSibling?.isIdentifier("self") == true, let text = suffix.identifierName,
                  text.count > 1, text.first == "_", suffix.parent?.kind == .postfixExpr else { continue }
            recordStorageUse(suffix, String(text.dropFirst()), record)
        }
        let assignedThroughOtherValues = collectAssignments(tree, path: file.path, record)
        uses.assignedThroughOtherValues = assignedThroughOtherValues
        return uses
    }

    /// `_m` at `node`: fine as the target of a backing assignment, otherwise recorded.
    private static func recordStorageUse(_ node: Node, _ name: String, _ record: (Node, String, (inout MemberUse, Site) -> Void) -> Void) {
        let target = node.kind == .memberSuffix ? node.parent : node
        if let target = target, let statement = target.parent, BackingAssignment(statement)?.target == target { return }
        record(node, name) { use, place in use.otherStorageUse = use.otherStorageUse.earliest(place) }
    }

    /// Records assignments of `self`'s properties; returns the names assigned through other values.
    private static func collectAssignments(_ tree: SyntaxTree, path: String,
                                           _ record: (Node, String, (inout MemberUse, Site) -> Void) -> Void) -> [String: Site] {
        var others: [String: Site] = [:]
        var countsPerInit: [Node: [String: Int]] = [:]
        for index in tree.nodeIndexes(ofKind: .sequenceExpr) {
            let sequence = Node(tree: tree, index: index)
            guard let target = sequence.firstChild, let op = target.lastToken.map({ $0 + 1 }), op < tree.tokens.count,
                  tree.isAssignmentOperator(op) else { continue }
            if let assignment = BackingAssignment(sequence) {
                noteAssignment(assignment.target, assignment.property, tree, &countsPerInit, record)
                continue
            }
            switch assignedMember(target) {
            case .ofSelf(let name)?: noteAssignment(target, name, tree, &countsPerInit, record)
            case .ofOtherValue(let name)?: others[name] = others[name].earliest(Site(path, target))
            case nil: break
            }
        }
        for index in tree.nodeIndexes(ofKind: .prefixExpr) {
            let prefix = Node(tree: tree, index: index)
            guard let op = prefix.firstToken, tree.tokenText(op, equals: "&"), let operand = prefix.firstChild else { continue }
            switch assignedMember(operand) {
            case .ofSelf(let name)?:
                record(operand, name) { use, place in use.assignmentOutsideInit = use.assignmentOutsideInit.earliest(place) }
            case .ofOtherValue(let name)?:
                others[name] = others[name].earliest(Site(path, operand))
            case nil: break
            }
        }
        return others
    }

    private static func noteAssignment(_ target: Node, _ name: String, _ tree: SyntaxTree, _ countsPerInit: inout [Node: [String: Int]],
                                       _ record: (Node, String, (inout MemberUse, Site) -> Void) -> Void) {
        let function = target.ancestor { $0 == .functionDecl || $0 == .closureExpr }
        guard let initializer = function, FunctionDeclSyntax(initializer)?.introducer == .`init` else {
            record(target, name) { use, place in use.assignmentOutsideInit = use.assignmentOutsideInit.earliest(place) }
            return
        }
        countsPerInit[initializer, default: [:]][name, default: 0] += 1
        if countsPerInit[initializer]?[name] == 2 {
            record(target, name) { use, place in use.repeatedAssignmentInInit = use.repeatedAssignmentInInit.earliest(place) }
        }
    }

    /// The property an assignment writes: one of `self`'s, or one of another value's.
    private enum AssignedMember {
        case ofSelf(String)
        case ofOtherValue(String)
    }

    /// `m` / `self.m` → of self; `row.m` → of another value.
    private static func assignedMember(_ target: Node) -> AssignedMember? {
        if target.kind == .identifierExpr, let name = target.identifierName, target.firstToken.map({ target.tree.tokens[$0].kind == .identifier }) == true {
            return .ofSelf(name)
        }
        guard let chain = PostfixChainSyntax(target), let last = chain.suffixes.last, last.kind == .memberSuffix,
              let name = last.identifierName else { return nil }
        if chain.suffixes.count == 1, chain.primary?.isIdentifier("self") == true { return .ofSelf(name) }
        return .ofOtherValue(name)
    }
}
