import MigrationKit
import SwiftCST

/// One `init` of a project type: its parameters (to match a call's labels) and what its body does.
struct InitializerSummary: Sendable, Equatable {
    /// One parameter, as far as matching a call's labels needs.
    struct Parameter: Sendable, Equatable {
        /// The argument label; nil for `_`.
        var label: String?
        var hasDefault: Bool

        /// The parameters of `function`.
        static func all(of function: FunctionDeclSyntax) -> [Parameter] {
            function.parameters.map { Parameter(label: $0.firstName == "_" ? nil : $0.firstName, hasDefault: $0.defaultValue != nil) }
        }
    }
    var parameters: [Parameter]
    var effects: CodeEffects
    /// Declared in the type's own body, and not `convenience`: a class or struct with one has
    /// no synthesized `init` (default, memberwise or inherited).
    var isDesignatedInDeclaration = false

    /// True when a call with these argument labels (and trailing closures) can call this `init`.
    func accepts(labels: [String?], trailingClosures: Int) -> Bool {
        parameters.positions(forLabels: labels, trailingClosures: trailingClosures) != nil
    }
}

extension Array where Element == InitializerSummary.Parameter {
    /// For each argument of a call with these labels (trailing closures not included), the
    /// position of the parameter it is passed to; nil when such a call cannot take these parameters.
    func positions(forLabels labels: [String?], trailingClosures: Int) -> [Int]? {
        var positions: [Int] = []
        var index = 0
        for label in labels {
            while index < count && self[index].label != label {
                guard self[index].hasDefault else { return nil }
                index += 1
            }
            guard index < count else { return nil }
            positions.append(index)
            index += 1
        }
        let rest = self[index...]
        guard trailingClosures <= rest.count && rest.filter({ !$0.hasDefault }).count <= trailingClosures else { return nil }
        return positions
    }
}

/// One function of the project (a method, static or not, or a top-level function): its name and
/// parameters (to match a call) and what its body does.
struct FunctionSummary: Sendable, Equatable {
    var name: String
    var parameters: [InitializerSummary.Parameter]
    var effects: CodeEffects

    /// True when a call with these argument labels (and trailing closures) can call this function.
    func accepts(labels: [String?], trailingClosures: Int) -> Bool {
        parameters.positions(forLabels: labels, trailingClosures: trailingClosures) != nil
    }

    /// The functions with a body declared in `file`, by the path of their type (`TypeIndexer.path(of:)`,
    /// "" for top-level functions). Local functions and those of protocols are not kept.
    static func collect(_ file: SourceFile) -> [String: [FunctionSummary]] {
        let tree = file.tree
        var result: [String: [FunctionSummary]] = [:]
        var paths = DeclarationPaths()
        for node in tree.nodes(ofKind: .functionDecl) {
            guard let function = FunctionDeclSyntax(node), function.introducer == .func, let body = function.body else { continue }
            var parent = node.parent
            while let enclosing = parent, enclosing.kind == .ifConfigClause || enclosing.kind == .ifConfig { parent = enclosing.parent }
            let owner: String
            if parent?.kind == .memberBlock, let type = parent?.parent.flatMap(TypeDeclSyntax.init), type.introducer != .protocol {
                owner = paths.path(of: type)
            } else if parent?.kind == .sourceFile {
                owner = ""
            } else {
                continue
            }
            result[owner, default: []].append(FunctionSummary(name: function.name, parameters: InitializerSummary.Parameter.all(of: function),
                                                              effects: SideEffectScanner.scan(body, path: file.path)))
        }
        return result
    }
}

/// What creating an instance of a project type runs: its stored properties' initial values and
/// its `init`s (from the declaration and every extension); and what releasing one runs, its `deinit`.
struct TypeInitializers: Sendable, Equatable {
    var initializers: [InitializerSummary] = []
    /// The stored instance properties' initial values, taken together.
    var storedValues = CodeEffects()
    /// What its `deinit` does, when it has one.
    var deinitializer: CodeEffects?

    mutating func merge(_ other: TypeInitializers) {
        initializers.appendAll(other.initializers)
        storedValues.add(other.storedValues)
        if deinitializer == nil { deinitializer = other.deinitializer }
    }

    /// The summaries of one file, by type path (`TypeIndexer.path(of:)`).
    static func collect(_ file: SourceFile) -> [String: TypeInitializers] {
        let types = file.tree.nodes(ofKind: .typeDecl)
        var result: [String: TypeInitializers] = [:]
        result.reserveCapacity(types.count)
        var paths = DeclarationPaths()
        for node in types {
            guard let type = TypeDeclSyntax(node) else { continue }
            switch type.introducer {
            case .class, .struct, .actor, .extension: break
            default: continue
            }
            let summary = summary(of: type, path: file.path)
            result[paths.path(of: type), default: TypeInitializers()].merge(summary)
        }
        return result
    }

    /// What creating `type` runs, as far as this declaration or extension tells.
    private static func summary(of type: TypeDeclSyntax, path: String) -> TypeInitializers {
        var summary = TypeInitializers()
        let isExtension = type.isExtension
        type.forEachMember { member in
            if let function = FunctionDeclSyntax(member) {
                if function.introducer == .deinit, let body = function.body {
                    summary.deinitializer = SideEffectScanner.scan(body, path: path)
                }
                guard function.introducer == .`init` else { return }
                let effects = function.body.map { SideEffectScanner.scan($0, path: path) } ?? CodeEffects()
                summary.initializers.append(InitializerSummary(parameters: InitializerSummary.Parameter.all(of: function), effects: effects,
                                                               isDesignatedInDeclaration: !isExtension && !function.hasModifier("convenience")))
            } else if !isExtension, let variable = VariableDeclSyntax(member) {
                addStoredValues(of: variable, to: &summary.storedValues, path: path)
            }
        }
        return summary
    }

    /// The effects of `variable`'s initial values, when it is a stored instance property. The
    /// initial values are looked for first: most variables without one need no more reading.
    private static func addStoredValues(of variable: VariableDeclSyntax, to effects: inout CodeEffects, path: String) {
        var isStoredInstanceProperty: Bool?
        variable.forEachBinding { binding in
            guard let value = binding.initializer, !binding.isComputed else { return }
            if isStoredInstanceProperty == nil { isStoredInstanceProperty = !variable.isStatic && !variable.hasModifier("lazy") }
            if isStoredInstanceProperty == true { effects.add(SideEffectScanner.scan(value, path: path)) }
        }
    }
}
