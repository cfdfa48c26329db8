import MigrationKit
import SwiftCST

/// How to find the static type of an expression once the whole project is indexed: the
/// receiver of `model.$query`, the value in `.environmentObject(store)`, a property's initial
/// value. Read from the syntax around the expression (`of`): `M(…)`, `M.shared`, `self`,
/// parameters, locals, `if let`/`guard let`, enum case payloads, capture lists, accessors'
/// `newValue`, casts (`x as? M`), properties of the enclosing type and top-level variables,
/// calls of the project's functions and methods, the elements of collections (`for m in
/// models`, `ForEach(models) { m in … }`, `models.map { $0… }`), then member, call and subscript
/// chains over those (`appState.settings`, `models["a"]?.editor`, `AppState.make().settings`).
/// `StaticTypeResolver` answers it.
///
/// It reads declarations, never infers beyond them: a closure parameter without a written type
/// that is not an element of a known collection is `.unknown`, with why.
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
        /// `M.make(…)` written in the declaration at path `in`: the static method's return type.
        case staticCall(of: String, in: String?, name: String, arguments: [CallArgument])
        /// `make(…)` inside the type declared at path `owner` (nil at the top level): the
        /// return type of a method of that type (or its superclasses), else of a top-level function.
        case functionResult(name: String, owner: String?, arguments: [CallArgument])
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
        /// `.name(…)`: the method's return type.
        case call(String, arguments: [CallArgument])
        /// An element of a sequence (an array, a set; not a dictionary, whose elements are pairs).
        case element
        /// The root type of a key path (`M` for `KeyPath<M, V>`): what a root-less key path
        /// matched against it (`case \.$name:`) is rooted at.
        case keyPathRoot
        /// `.map { value }` over an array or a set: an array of the type of the closure's one value.
        indirect case mapped(StaticTypeQuery)
    }

    /// An argument of a call, for the return type of a generic function
    /// (`func configure<T>(_ value: T, …) -> T`).
    struct CallArgument: Sendable, Hashable {
        /// The argument's label; nil when it has none.
        var label: String?
        var value: StaticTypeQuery
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
        if let type = castType(value) { return typed(type, value: nil, name: value.text, at: value, depth: depth) }
        if let (optional, fallback) = nilCoalescing(value), depth < maximumDepth {
            // `persona ?? Persona()`: the optional's type, else the fallback's.
            let query = of(optional, depth: depth + 1)
            return query.isUnknown ? of(fallback, depth: depth + 1) : query
        }
        let elements = PostfixChainSyntax(value).map(\.node.children) ?? [value]
        return of(elements: elements, text: expression.text, depth: depth)
    }

    /// `a` and `b` in `a ?? b` alone (no other operator in the sequence).
    private static func nilCoalescing(_ value: Node) -> (Node, Node)? {
        guard value.kind == .sequenceExpr, value.directChildCount == 2, let first = value.firstChild, let last = value.lastChild,
              value.hasOneDirectToken, let token = value.directToken(.infixOperator), value.tree.tokenIs(token, "??") else { return nil }
        return (first, last)
    }

    /// `T` in `x as? T`, `x as! T` or `x as T` alone (no other operator in the sequence).
    private static func castType(_ value: Node) -> TypeSyntax? {
        guard value.kind == .sequenceExpr, value.directChildCount == 2, let type = value.lastChild, type.kind == .type,
              value.directTokens.first.map({ value.tree.tokens[$0].keyword == .as }) == true else { return nil }
        return TypeSyntax(type)
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
        if let primary = elements.first, let inner = parenthesized(primary) {
            // `(x as? Model)?.name`
            guard depth < maximumDepth else { return StaticTypeQuery(root: .unknown(.quoting(text(), " is defined through too many other values"))) }
            return of(inner, depth: depth + 1).following(elements.dropFirst(), depth: depth, text: text())
        }
        if let primary = elements.first, primary.kind == .closureExpr, elements.count > 1, elements[1].kind == .callSuffix,
           let returned = primary.child(.closureSignature)?.child(.returnClause)?.child(.type).flatMap(TypeSyntax.init) {
            // `{ () -> Model in … }()`
            return typed(returned, value: nil, name: "the closure's result", at: primary, depth: depth)
                .following(elements.dropFirst(2), depth: depth, text: text())
        }
        if let primary = elements.first, primary.kind == .arrayExpr || primary.kind == .dictionaryExpr, elements.count > 1,
           elements[1].kind == .callSuffix {
            // `[Model]()`, `[ID: Model]()`: the collection type called.
            return StaticTypeQuery(root: .type(primary.compactText, in: ownerTypePath(of: primary)))
                .following(elements.dropFirst(2), depth: depth, text: text())
        }
        guard let primary = elements.first, primary.kind == .identifierExpr, let name = primary.identifierName,
              primary.child(.genericArgumentClause) == nil || name.firstIsUppercase else {
            return StaticTypeQuery(root: .unknown(.quoting(text(), " is not a name, a property or a `Type(…)` call")))
        }
        var rest = elements.dropFirst()
        let query: StaticTypeQuery
        if name.utf8.first == UInt8(ascii: "$"), name.first == "$" {   // the bytes first: `first` builds a `Character`
            guard let position = Int(name.dropFirst()) else { return StaticTypeQuery(root: .unknown("`\(name)` is a projected value")) }
            query = anonymousClosureParameter(position, at: primary, depth: depth)
        } else if name == "self" || name == "super" {
            query = selfValue(at: primary)
        } else if let local = localBinding(name, at: primary, depth: depth) {
            query = local
        } else if name.firstIsUppercase {
            // `Outer.Model(…)`, `Outer.Model.shared`, `Outer.Model.make(…)`: the type as written.
            var typeName = name
            while let next = rest.first, next.kind == .memberSuffix, let member = next.identifierName, member.firstIsUppercase {
                typeName += "." + member
                rest.removeFirst()
            }
            if rest.first?.kind == .memberSuffix, rest.first?.identifierName == "init" { rest.removeFirst() }
            let scope = ownerTypePath(of: primary)
            if rest.first?.kind == .callSuffix {
                rest.removeFirst()
                query = StaticTypeQuery(root: .type(typeName, in: scope))
            } else if let next = rest.first, next.kind == .memberSuffix, let member = next.identifierName {
                rest.removeFirst()
                if let call = rest.first, call.kind == .callSuffix {
                    rest.removeFirst()
                    query = StaticTypeQuery(root: .staticCall(of: typeName, in: scope, name: member, arguments: arguments(of: call, depth: depth)))
                } else {
                    query = StaticTypeQuery(root: .staticProperty(of: typeName, in: scope, name: member))
                }
            } else {
                return StaticTypeQuery(root: .unknown(.quoting(text(), " is a type, not a value")))
            }
        } else if let call = rest.first, call.kind == .callSuffix {
            // `makeStore()`: a method of the enclosing type, or a top-level function.
            rest.removeFirst()
            query = StaticTypeQuery(root: .functionResult(name: name, owner: ownerTypePath(of: primary), arguments: arguments(of: call, depth: depth)))
        } else {
            query = outerValue(name, at: primary)
        }
        return query.following(rest, depth: depth, text: text())
    }

    /// The expression inside `( … )` written around one expression without a label.
    private static func parenthesized(_ primary: Node) -> Node? {
        guard primary.kind == .tupleExpr, primary.directChildCount == 1, let argument = ArgumentSyntax(primary.firstChild!),
              argument.labelToken == nil else { return nil }
        return argument.expression
    }

    /// The arguments of `call` (a `callSuffix`) that a generic function's return type may
    /// follow: those in parentheses, each with its query (closures and literals are not
    /// followed).
    static func arguments(of call: Node, depth: Int) -> [CallArgument] {
        var result: [CallArgument] = []
        for argument in call.children(.argument, as: ArgumentSyntax.init) {
            guard let expression = argument.expression else { continue }
            let value: StaticTypeQuery
            if let type = metatype(expression) {   // `Model.self`, for a parameter of type `T.Type`
                result.append(CallArgument(label: argument.label, value: StaticTypeQuery(root: .type(type, in: ownerTypePath(of: expression)))))
                continue
            }
            switch expression.kind {
            case .identifierExpr, .postfixExpr, .sequenceExpr, .tryExpr, .awaitExpr, .tupleExpr:
                value = depth < maximumDepth ? of(expression, depth: depth + 1) : StaticTypeQuery(root: .unknown("an argument is defined through too many other values"))
            default:
                value = StaticTypeQuery(root: .unknown("an argument is not a name, a property or a call"))
            }
            result.append(CallArgument(label: argument.label, value: value))
        }
        return result
    }

    /// `Model` for `Model.self` (or `Outer.Model.self`); nil for other expressions.
    private static func metatype(_ expression: Node) -> String? {
        guard let chain = PostfixChainSyntax(expression), chain.suffixes.last?.identifierName == "self",
              let primary = chain.primary, primary.kind == .identifierExpr, let name = primary.identifierName, name.firstIsUppercase else { return nil }
        var path = name
        for suffix in chain.suffixes.dropLast() {
            guard suffix.kind == .memberSuffix, let member = suffix.identifierName, member.firstIsUppercase else { return nil }
            path += "." + member
        }
        return path
    }

    /// This query followed by the member, call and subscript `suffixes`.
    func following<Suffixes: Sequence<Node>>(_ suffixes: Suffixes, depth: Int = 0, text: @autoclosure () -> String) -> StaticTypeQuery {
        guard !isUnknown else { return self }
        var query = self
        for suffix in suffixes {
            if suffix.kind == .memberSuffix, let member = suffix.identifierName {
                query.path.append(.member(member))
            } else if suffix.kind == .subscriptSuffix {
                query.path.append(.subscriptElement)
            } else if suffix.kind == .callSuffix, case .member("map")? = query.path.last, let value = Self.onlyValue(ofClosureIn: suffix),
                      depth < Self.maximumDepth {
                query.path[query.path.count - 1] = .mapped(Self.of(value, depth: depth + 1))
            } else if suffix.kind == .callSuffix, case .member(let name)? = query.path.last {
                query.path[query.path.count - 1] = .call(name, arguments: Self.arguments(of: suffix, depth: depth))
            } else {
                return StaticTypeQuery(root: .unknown(.quoting(text(), " is the result of a call the tool does not follow")))
            }
        }
        return query
    }

    /// The one expression of the closure `call` (a `callSuffix`) passes alone, as its trailing
    /// closure or its only argument: `{ Model(id: $0) }`, `{ id in return Model(id: id) }`.
    private static func onlyValue(ofClosureIn call: Node) -> Node? {
        let arguments = call.children(.argument, as: ArgumentSyntax.init)
        let closure: Node?
        switch (arguments.first, call.children(.closureExpr).first) {
        case (nil, let trailing?): closure = trailing
        case (let only?, nil) where arguments.count == 1 && only.labelToken == nil: closure = only.expression
        default: closure = nil
        }
        guard let statements = closure.flatMap(ClosureSyntax.init)?.statements, statements.count == 1, let statement = statements.first else { return nil }
        let value = statement.kind == .returnStmt ? statement.firstChild : statement
        return value.flatMap { closureValueKinds.contains($0.kind) ? $0 : nil }
    }

    /// The expressions a closure's one statement may be for `onlyValue` (the kinds `of` reads).
    private static let closureValueKinds: Set<SyntaxKind> = [.postfixExpr, .identifierExpr, .tryExpr, .awaitExpr, .sequenceExpr, .tupleExpr]

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
