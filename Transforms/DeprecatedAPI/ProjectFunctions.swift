import MigrationKit
import SwiftCST

/// The project's own functions named like the SwiftUI modifiers the deprecated-API transforms
/// rewrite (`func cornerRadius(_:)` in a `View` extension or any type), gathered in phase 1: a
/// call those may be is the project's, not SwiftUI's, and stays.
struct ProjectFunctions: IndexFacet {
    /// A declaration of the project: its signature and where it is.
    struct Declaration: Hashable {
        var signature: FunctionSignature
        var site: Site
        /// The type whose body or extension declares it (`MarkdownView`, `View`); nil at file scope.
        var owner: String?
    }

    /// The SwiftUI modifier names whose same-named declarations are gathered.
    static let watchedNames: Set<String> = [
        "foregroundColor", "cornerRadius", "onChange", "accentColor", "edgesIgnoringSafeArea",
        "autocapitalization", "disableAutocorrection", "overlay", "background", "accessibility", "animation", "tabItem",
    ]

    /// By name.
    private(set) var declarations: [String: [Declaration]] = [:]
    /// Files already collected into this index (phase 1 collects one file per index; not merged).
    private var collectedPaths: Set<String> = []

    init() {}

    mutating func merge(_ other: ProjectFunctions) {
        for (name, found) in other.declarations { declarations[name, default: []] += found }
    }

    /// Adds `file`'s declarations to `index`, unless another transform did already.
    static func collect(_ file: SourceFile, into index: inout ProjectIndex) {
        guard index[ProjectFunctions.self].collectedPaths.insert(file.path).inserted else { return }
        let tree = file.tree
        var found: [String: [Declaration]] = [:]
        for node in tree.nodes(ofKind: .functionDecl) {
            guard let function = FunctionDeclSyntax(node), function.introducer == .func else { continue }
            let name = function.name
            guard watchedNames.contains(name) else { continue }
            let parameters = function.parameters
            let signature = FunctionSignature(name: name, labels: parameters.map { $0.firstName == "_" ? nil : $0.firstName },
                                              defaulted: parameters.map { $0.defaultValue != nil })
            found[name, default: []].append(Declaration(signature: signature, site: Site(file.path, node), owner: ownerTypeName(of: node)))
        }
        guard !found.isEmpty else { return }
        index[ProjectFunctions.self].merge(ProjectFunctions(declarations: found))
    }

    private init(declarations: [String: [Declaration]]) {
        self.declarations = declarations
    }

    /// The project's declaration `call` may call, if any. One declared on a struct, class or enum
    /// of the project is not called by a chain that starts with another type's initializer
    /// (`Text("a").foregroundColor(.red)` beside `extension Card { func foregroundColor… }`):
    /// what SwiftUI's modifiers return is never the project's type.
    func declaration(called call: ModifierCall, types: TypeIndex) -> Declaration? {
        declaration(named: call.name, called: call.call, types: types)
    }

    /// The same for `call` of `.name`, written with or without parentheses (`.tabItem { … }`).
    func declaration(named name: String, called call: CallSyntax, types: TypeIndex) -> Declaration? {
        guard let candidates = declarations[name] else { return nil }
        let labels = call.arguments.map(\.label)
        let closures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        let receiver = call.chainInitializerType
        return candidates.first { declaration in
            guard declaration.signature.accepts(callLabels: labels, trailingClosures: closures) else { return false }
            guard let owner = declaration.owner, let receiver,
                  types.anyDeclaration(named: owner, where: { [.struct, .class, .enum].contains($0.kind) }) else { return true }
            return Self.mayBe(receiver, owner, in: types)
        }
    }

    /// True when the type `name` is `owner` or, in the project, inherits from it (a subclass has its methods).
    private static func mayBe(_ name: String, _ owner: String, in types: TypeIndex) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            if next == owner { return true }
            guard seen.insert(next).inserted else { continue }
            pending += types.inheritedTypes(of: next)
        }
        return false
    }
}
