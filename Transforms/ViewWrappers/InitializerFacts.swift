import MigrationKit
import SwiftCST

/// One `init` of a project type: its parameters (to match a call's labels) and what its body does.
struct InitializerSummary: Sendable, Equatable {
    /// One parameter, as far as matching a call's labels needs.
    struct Parameter: Sendable, Equatable {
        /// The argument label; nil for `_`.
        var label: String?
        var hasDefault: Bool
    }
    var parameters: [Parameter]
    var effects: CodeEffects

    /// True when a call with these argument labels (and trailing closures) can call this `init`.
    func accepts(labels: [String?], trailingClosures: Int) -> Bool {
        var index = 0
        for label in labels {
            while index < parameters.count && parameters[index].label != label {
                guard parameters[index].hasDefault else { return false }
                index += 1
            }
            guard index < parameters.count else { return false }
            index += 1
        }
        let rest = parameters[index...]
        return trailingClosures <= rest.count && rest.filter { !$0.hasDefault }.count <= trailingClosures
    }
}

/// What creating an instance of a project type runs: its stored properties' initial values and
/// its `init`s (from the declaration and every extension).
struct TypeInitializers: Sendable, Equatable {
    var initializers: [InitializerSummary] = []
    /// The stored instance properties' initial values, taken together.
    var storedValues = CodeEffects()

    mutating func merge(_ other: TypeInitializers) {
        initializers += other.initializers
        storedValues.add(other.storedValues)
    }

    /// The summaries of one file, by type name.
    static func collect(_ file: SourceFile) -> [String: TypeInitializers] {
        var result: [String: TypeInitializers] = [:]
        for node in file.tree.nodes(ofKind: .typeDecl) {
            guard let type = TypeDeclSyntax(node), let name = simpleTypeName(of: type),
                  [.class, .struct, .actor, .extension].contains(type.introducer) else { continue }
            var summary = TypeInitializers()
            for member in type.members {
                if let function = FunctionDeclSyntax(member), function.introducer == .`init` {
                    let parameters = function.parameters.map { InitializerSummary.Parameter(label: $0.firstName == "_" ? nil : $0.firstName, hasDefault: $0.defaultValue != nil) }
                    let effects = function.body.map { SideEffectScanner.scan($0, path: file.path) } ?? CodeEffects()
                    summary.initializers.append(InitializerSummary(parameters: parameters, effects: effects))
                } else if let variable = VariableDeclSyntax(member), !type.isExtension, !variable.isStatic, !variable.hasModifier("lazy") {
                    for binding in variable.bindings where !binding.isComputed {
                        if let value = binding.initializer { summary.storedValues.add(SideEffectScanner.scan(value, path: file.path)) }
                    }
                }
            }
            result[name, default: TypeInitializers()].merge(summary)
        }
        return result
    }
}
