import MigrationKit
import SwiftCST

/// What `toolbar` learns about the whole project in phase 1: whether it declares functions
/// named like the legacy modifiers, whose calls are then the project's own, not SwiftUI's.
struct ToolbarFacts: IndexFacet {
    /// The legacy modifiers the project declares a function for.
    var ownModifiers: Set<LegacyBarModifier> = []

    init() {}

    mutating func merge(_ other: ToolbarFacts) { ownModifiers.formUnion(other.ownModifiers) }

    /// Phase 1 for one file.
    static func collect(_ file: SourceFile) -> ToolbarFacts {
        var facts = ToolbarFacts()
        let tree = file.tree
        for node in tree.nodes(ofKind: .functionDecl) {
            guard let function = FunctionDeclSyntax(node), function.introducer == .func, let keyword = function.introducerToken,
                  keyword + 1 < node.tokenRange.upperBound,
                  let modifier = LegacyBarModifier.allCases.first(where: { tree.tokenIs(keyword + 1, $0.rawValue) }) else { continue }
            facts.ownModifiers.insert(modifier)
        }
        return facts
    }
}

/// The legacy navigation bar modifiers `toolbar` rewrites.
enum LegacyBarModifier: String, CaseIterable, Sendable {
    case navigationBarItems
    case navigationBarHidden
}
