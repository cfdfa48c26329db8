import MigrationKit
import SwiftCST

/// What a name in `perform:` may be, gathered in phase 1: the project's functions of one
/// parameter (with the argument label a call must write) and its variables and function-typed
/// parameters (closures, called without a label), by name, with the type whose body or
/// extension declares them. `.onChange(of: v, perform: handle)` is called as `handle(isPressed: newValue)`
/// only when every declaration `handle` may be agrees on that label.
struct PerformCallees: IndexFacet {
    /// How a declaration is called with the action's one argument.
    enum CallForm: Hashable {
        /// A variable or a parameter: a closure, called without a label.
        case closure
        /// A function of one parameter: its argument label, nil for `_`.
        case function(label: String?)
    }

    /// One declaration a `perform:` name may be.
    struct Callee: Hashable {
        var form: CallForm
        /// The type whose body or extension declares it (`Scrubber`); nil at file scope.
        var owner: String?
        var site: Site
    }

    /// What the declarations a reference may be say about its call.
    enum Lookup: Equatable {
        /// They agree: the call's form.
        case form(CallForm)
        /// None was found.
        case unknown
        /// They disagree (overloads with different labels, a function and a closure of one name).
        case ambiguous([Callee])
    }

    /// Without it in the project, no `.onChange(of:perform:)` names a function.
    static let trigger = CollectorTrigger("perform:")

    /// By name.
    private(set) var callees: [String: [Callee]] = [:]
    /// Files already collected into this index (phase 1 collects one file per index; not merged).
    private var collectedPaths: Set<String> = []

    init() {}

    mutating func merge(_ other: PerformCallees) {
        callees.mergeAll(other.callees) { $0 + $1 }
    }

    /// Adds `file`'s declarations to `index` when the project mentions `perform:`, unless another transform did already.
    static func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        guard index.mentions.mentions(trigger), index[PerformCallees.self].collectedPaths.insert(file.path).inserted else { return }
        let tree = file.tree
        var found = PerformCallees()
        func add(_ name: String?, _ form: CallForm, _ node: Node) {
            guard let name else { return }
            found.callees[name, default: []].append(Callee(form: form, owner: ownerTypeName(of: node), site: Site(file.path, node)))
        }
        for node in tree.nodes(ofKind: .functionDecl) {
            guard let function = FunctionDeclSyntax(node), function.introducer == .func else { continue }
            let parameters = function.parameters
            if parameters.count == 1, let label = parameters[0].firstName {
                add(function.name, .function(label: label == "_" ? nil : label), node)
            }
            for parameter in parameters where parameter.type?.node.tokenRange.contains(where: { tree.tokens[$0].kind == .arrow }) == true {
                add(parameter.name, .closure, parameter.node)
            }
        }
        for node in tree.nodes(ofKind: .variableDecl) {
            VariableDeclSyntax(node)?.forEachBinding { add($0.name, .closure, $0.node) }
        }
        guard !found.callees.isEmpty else { return }
        index[PerformCallees.self].merge(found)
    }

    /// How to call `name`, reached through `receiver` (`[]` for `handle`, `["self"]`,
    /// `["model"]`), from code inside the type `owner` (nil at file scope). A name with no
    /// receiver or `self` is looked for in `owner` and the types it inherits from, else (without a
    /// receiver) at file scope; through another receiver, in every type.
    func lookUp(_ name: String, receiver: [String], from owner: String?, types: TypeIndex) -> Lookup {
        let all = callees[name] ?? []
        let candidates: [Callee]
        if receiver.isEmpty || receiver == ["self"] {
            let lineage = owner.map { Self.lineage(of: $0, in: types) } ?? []
            let members = all.filter { $0.owner.map(lineage.contains) ?? false }
            candidates = !members.isEmpty || !receiver.isEmpty ? members : all.filter { $0.owner == nil }
        } else {
            candidates = all.filter { $0.owner != nil }
        }
        let forms = Set(candidates.map(\.form))
        guard let form = forms.first else { return .unknown }
        return forms.count == 1 ? .form(form) : .ambiguous(candidates)
    }

    /// `name` and the project's types it inherits from, transitively.
    private static func lineage(of name: String, in types: TypeIndex) -> Set<String> {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += types.inheritedTypes(of: next)
        }
        return seen
    }
}
