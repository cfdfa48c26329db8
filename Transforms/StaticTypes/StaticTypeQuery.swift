import MigrationKit
import SwiftCST

/// How to find the static type of an expression once the whole project is indexed: the
/// receiver of `model.$query`, the value in `.environmentObject(store)`, a property's initial
/// value. Read from the syntax around the expression (`of`): `M(…)`, `M.shared`, `self`,
/// parameters, locals, `if let`/`guard let`, enum case payloads, capture lists, accessors'
/// `newValue`, properties of the enclosing type and top-level variables, then member and
/// subscript chains over those (`appState.settings`, `models["a"]?.editor`).
/// `StaticTypeResolver` answers it.
///
/// It reads declarations, never infers: a call result or a closure parameter without a
/// written type is `.unknown`, with why.
struct StaticTypeQuery: Sendable, Hashable {
    /// Where the value comes from.
    enum Root: Sendable, Hashable {
        /// A value of this type, as written (`Model`, `[String: Model]?`) in the declaration
        /// at path `in` (`TypeSummary.qualifiedName`; nil at the top level), where its names
        /// are looked up.
        case type(String, in: String?)
        /// `x` inside the type declared at path `of`, not declared locally: the property's
        /// declared type (in the type or its superclasses), else a top-level variable's.
        case instanceProperty(of: String, name: String)
        /// A name declared outside any type: a top-level variable.
        case global(String)
        /// `M.shared` written in the declaration at path `in`: the static property's declared type.
        case staticProperty(of: String, in: String?, name: String)
        /// The payload at `position` of the enum case `caseName` of the `subject`'s type
        /// (`case .settings(let store)` in a `switch` over it).
        indirect case enumPayload(subject: StaticTypeQuery, caseName: String, position: Int)
        /// A value whose type is a generic parameter: it may be any type at run time.
        case genericParameter(String)
        /// Not readable from the syntax; says why.
        case unknown(Reason)
    }

    /// One step after the root.
    enum Step: Sendable, Hashable {
        /// `.name`: the property's declared type.
        case member(String)
        /// `[…]`: the element of an array or the value of a dictionary.
        case subscriptElement
    }

    var root: Root
    /// The steps after the root, in order: `[.member("settings")]` for `appState.settings`.
    var path: [Step] = []

    /// Values followed through declarations (`let a = b`, `if let a`, a `switch` subject)
    /// before giving up.
    static let maximumDepth = 4

    /// True when the syntax does not tell the type.
    var isUnknown: Bool {
        if case .unknown = root { return true }
        return false
    }

    /// The query for `expression`.
    static func of(_ expression: Node) -> StaticTypeQuery { of(expression, depth: 0) }

    static func of(_ expression: Node, depth: Int) -> StaticTypeQuery {
        var value = expression
        while value.kind == .tryExpr || value.kind == .awaitExpr, let inner = value.children.last { value = inner }
        let elements = PostfixChainSyntax(value).map(\.node.children) ?? [value]
        return of(elements: elements, text: expression.text, depth: depth)
    }

    /// `self` at `node`: a value of the enclosing type.
    static func selfValue(at node: Node) -> StaticTypeQuery { selfValue(inTypeAt: ownerTypePath(of: node)) }

    /// `self` inside the type declared at path `owner` (`ownerTypePath(of:)`).
    static func selfValue(inTypeAt owner: String?) -> StaticTypeQuery {
        guard let owner = owner else { return StaticTypeQuery(root: .unknown("`self` is outside any type")) }
        return StaticTypeQuery(root: .type(owner, in: owner))
    }

    /// The query for a primary expression followed by suffixes (a postfix chain's children, or
    /// the part of one before a member); `text` is what messages quote (read only for them).
    static func of(elements: [Node], text: @autoclosure () -> String, depth: Int) -> StaticTypeQuery {
        // `a!.b` and `a?.b` (in `if let x = a?.b`) name the same types as `a.b`.
        let elements = elements.contains { $0.kind == .postfixOperatorSuffix }
            ? elements.filter { !($0.kind == .postfixOperatorSuffix && ["!", "?"].contains($0.text)) } : elements
        guard let primary = elements.first, primary.kind == .identifierExpr, let name = primary.identifierName,
              primary.child(.genericArgumentClause) == nil || name.firstIsUppercase else {
            return StaticTypeQuery(root: .unknown(.quoting(text(), " is not a name, a property or a `Type(…)` call")))
        }
        var rest = elements.dropFirst()
        let query: StaticTypeQuery
        if name.utf8.first == UInt8(ascii: "$"), name.first == "$" {   // the bytes first: `first` builds a `Character`
            return StaticTypeQuery(root: .unknown("`\(name)` is a projected value"))
        } else if name == "self" || name == "super" {
            query = selfValue(at: primary)
        } else if let local = localBinding(name, at: primary, depth: depth) {
            query = local
        } else if name.firstIsUppercase {
            // `Outer.Model(…)`, `Outer.Model.shared`: the type as written.
            var typeName = name
            while let next = rest.first, next.kind == .memberSuffix, let member = next.identifierName, member.firstIsUppercase {
                typeName += "." + member
                rest.removeFirst()
            }
            if rest.first?.kind == .memberSuffix, rest.first?.identifierName == "init" { rest.removeFirst() }
            if rest.first?.kind == .callSuffix {
                rest.removeFirst()
                query = StaticTypeQuery(root: .type(typeName, in: ownerTypePath(of: primary)))
            } else if let next = rest.first, next.kind == .memberSuffix, let member = next.identifierName {
                rest.removeFirst()
                query = StaticTypeQuery(root: .staticProperty(of: typeName, in: ownerTypePath(of: primary), name: member))
            } else {
                return StaticTypeQuery(root: .unknown(.quoting(text(), " is a type, not a value")))
            }
        } else {
            query = outerValue(name, at: primary)
        }
        return query.following(rest, text: text())
    }

    /// This query followed by the member and subscript `suffixes`; unknown at a call.
    func following<Suffixes: Sequence<Node>>(_ suffixes: Suffixes, text: @autoclosure () -> String) -> StaticTypeQuery {
        guard !isUnknown else { return self }
        var query = self
        for suffix in suffixes {
            if suffix.kind == .memberSuffix, let member = suffix.identifierName {
                query.path.append(.member(member))
            } else if suffix.kind == .subscriptSuffix {
                query.path.append(.subscriptElement)
            } else {
                return StaticTypeQuery(root: .unknown(.quoting(text(), " is the result of a call, a subscript or an optional chain")))
            }
        }
        return query
    }

    /// The query for a value declared `name: type = value` at `node`: its written type, else
    /// its value's.
    static func typed(_ type: TypeSyntax?, value: Node?, name: String, at node: Node, depth: Int) -> StaticTypeQuery {
        if let type = type {
            guard let text = TypeText.of(type.node) else { return StaticTypeQuery(root: .unknown("`\(name)` has the type `\(type.text)`")) }
            if let base = TypeText.baseName(text), visibleGenericParameters(at: node).contains(base) {
                return StaticTypeQuery(root: .genericParameter(base))
            }
            return StaticTypeQuery(root: .type(text, in: ownerTypePath(of: node)))
        }
        if let value = value, depth < maximumDepth { return of(value, depth: depth + 1) }
        return StaticTypeQuery(root: .unknown("the type of `\(name)` is not written"))
    }
}
