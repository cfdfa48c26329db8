import Foundation
import SwiftCST

/// The declarations the agreement test compares, each as a readable line so a disagreement
/// prints clearly: type declarations (`class Model 4:14 inherits 2`), inherited type names
/// (`Model 4:20: NSObject, ObservableObject`) and attributed variables
/// (`items 7:22 @Published @MainActor`). Positions are 1-based line:column in bytes.
/// Types and variables inside `#if` blocks are left out (`-dump-parse` does not show them);
/// inherited names are kept for every type, SourceKit reporting some of those in `#if` blocks.
struct DeclarationFacts {
    var types: Set<String> = []
    var inheritedNames: [String: String] = [:]
    var attributedVariables: Set<String> = []

    static func typeLine(kind: String, name: String, at location: SourceLocation, inheritedCount: Int) -> String {
        "\(kind) \(withoutWhitespace(name)) \(location) inherits \(inheritedCount)"
    }

    static func variableLine(name: String, at location: SourceLocation, attributes: [String]) -> String {
        "\(name) \(location) " + attributes.sorted().map { "@" + $0 }.joined(separator: " ")
    }

    static func withoutWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    static func unquoted(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }
}

extension DeclarationFacts {
    /// What SwiftCST finds in `tree`.
    init(swiftCST tree: SyntaxTree) {
        for node in tree.nodes(ofKind: .typeDecl) {
            guard let decl = TypeDeclSyntax(node), let introducer = decl.introducerToken else { continue }
            let inherited = decl.inheritanceClause?.types ?? []
            if let nameStart = decl.isExtension ? decl.node.child(.type)?.firstToken : decl.nameToken {
                inheritedNames["\(tree.location(of: tree.textRange(nameStart).lowerBound))"] = inherited.map(\.name).joined(separator: ",")
            }
            guard node.ancestor(.ifConfig) == nil else { continue }
            types.insert(Self.typeLine(kind: tree.text(introducer), name: Self.unquoted(decl.name), at: tree.location(of: tree.textRange(introducer).lowerBound),
                                       inheritedCount: inherited.count))
        }
        for node in tree.nodes(ofKind: .variableDecl) where node.ancestor(.ifConfig) == nil {
            guard let decl = VariableDeclSyntax(node), !decl.attributes.isEmpty else { continue }
            let attributes = decl.attributes.map(\.baseName)
            for binding in decl.bindings {
                guard let pattern = binding.node.child(.pattern) else { continue }
                for token in pattern.tokenRange where tree.tokens[token].kind == .identifier && !tree.tokenIs(token, "_") {
                    attributedVariables.insert(Self.variableLine(name: Self.unquoted(tree.text(token)), at: tree.location(of: tree.textRange(token).lowerBound),
                                                                 attributes: attributes))
                }
            }
        }
    }
}
