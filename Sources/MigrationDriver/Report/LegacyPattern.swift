import MigrationKit
import SwiftCST

/// A legacy construct a transform replaces, as the readiness report counts it in the code as
/// read and in the code as migrated: the difference is what the run migrates, the rest stays.
public struct LegacyPattern: Sendable {
    /// How the pattern is recognised in source text.
    public enum Shape: Sendable {
        /// `@Name` on any declaration (`@StateObject`).
        case attribute(String)
        /// `Name` listed in the inheritance clause of a class, struct, enum, actor or extension.
        case conformance(String)
        /// `Name(...)` or `Name { }` called by name, with every one of `labels` among its arguments.
        case call(String, labels: [String])
        /// `.name(...)` applied to something, with `label` as its first argument's label (nil: any).
        case modifier(String, label: String?)
    }

    /// What the report calls it: `@StateObject properties`.
    public let title: String
    public let shape: Shape

    public init(_ title: String, _ shape: Shape) {
        self.title = title
        self.shape = shape
    }
}

/// Counts legacy patterns in a syntax tree, walking each node kind it needs once.
public struct LegacyCensus: Sendable {
    public let patterns: [LegacyPattern]

    public init(_ patterns: [LegacyPattern]) { self.patterns = patterns }

    /// How often each pattern occurs in `tree`, in the order of `patterns`.
    public func count(in tree: SyntaxTree) -> [Int] {
        var needsAttributes = false, needsConformances = false, needsCalls = false
        for pattern in patterns {
            switch pattern.shape {
            case .attribute: needsAttributes = true
            case .conformance: needsConformances = true
            case .call, .modifier: needsCalls = true
            }
        }
        let attributes = needsAttributes ? tree.nodes(ofKind: .attribute).compactMap { AttributeSyntax($0)?.baseName } : []
        let conformances = !needsConformances ? [] : tree.nodes(ofKind: .typeDecl).compactMap(TypeDeclSyntax.init)
            .filter { $0.introducer != .protocol }
            .flatMap { $0.inheritanceClause?.types.map(\.baseName) ?? [] }
        let calls = needsCalls ? tree.nodes(ofKind: .callSuffix).compactMap(CallSyntax.init) : []
        return patterns.map { pattern in
            switch pattern.shape {
            case .attribute(let name): return attributes.filter { $0 == name }.count
            case .conformance(let name): return conformances.filter { $0 == name }.count
            case .call(let name, let labels):
                return calls.filter { call in
                    guard !call.isMemberCall, call.calledNameIs(name) else { return false }
                    let given = Set(call.arguments.compactMap(\.label))
                    return labels.allSatisfy(given.contains)
                }.count
            case .modifier(let name, let label):
                return calls.filter { call in
                    call.isMemberCall && call.calledNameIs(name) && (label == nil || call.arguments.first?.label == label)
                }.count
            }
        }
    }
}
