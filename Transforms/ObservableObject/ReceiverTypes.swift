import MigrationKit
import SwiftCST

/// Finishes what `ReceiverResolver` started in one file: the type of a receiver, through the
/// project's declarations (properties of types and their superclasses, globals, aliases).
struct ReceiverTypes {
    enum Resolution: Equatable {
        /// A type as written: `Model`, `[String: Task]?`.
        case type(String)
        /// A generic parameter's value.
        case generic
        case unknown
    }

    let types: TypeIndex
    let facet: ObservableObjectFacet

    /// Links followed through property values before giving up (cycles, long chains).
    private static let maximumDepth = 8

    func resolve(_ receiver: Receiver, depth: Int = 0) -> Resolution {
        guard depth < Self.maximumDepth else { return .unknown }
        var current: Resolution
        switch receiver.root {
        case .instance(let text), .typeObject(let text):
            current = .type(text)
        case .member(let owner, let name):
            current = memberType(of: owner, name, depth: depth) ?? globalType(name, depth: depth)
        case .global(let name):
            current = globalType(name, depth: depth)
        case .genericParameter:
            return .generic
        case .unknown:
            return .unknown
        }
        for step in receiver.path {
            guard case .type(let text) = current else { return current }
            switch step {
            case .member(let name):
                guard let owner = TypeText.baseName(text) else { return .unknown }
                current = memberType(of: owner, name, depth: depth) ?? .unknown
            case .subscriptElement:
                current = TypeText.element(text).map(Resolution.type) ?? .unknown
            }
        }
        return current
    }

    /// The type of property `name` of `type` or of its superclasses, nil when none is declared.
    private func memberType(of type: String, _ name: String, depth: Int) -> Resolution? {
        var owner: String? = alias(type)
        var seen: Set<String> = []
        while let current = owner, seen.insert(current).inserted {
            for member in types.members(of: current) where member.kind == .variable && member.name == name {
                if let text = member.typeText ?? member.initializerTypeName {
                    if let base = TypeText.baseName(text), facet.genericParameters[current]?.contains(base) == true { return .generic }
                    return .type(text)
                }
                if let value = facet.memberValues[current + "." + name] { return resolve(value, depth: depth + 1) }
                return .unknown
            }
            owner = types.declarations(named: current).first { $0.kind == .class }?.inheritedTypes.first.map(alias)
        }
        return nil
    }

    private func globalType(_ name: String, depth: Int) -> Resolution {
        facet.globals[name].map { resolve($0, depth: depth + 1) } ?? .unknown
    }

    private func alias(_ name: String) -> String { facet.typeAliases[name] ?? name }
}
