import MigrationKit
import SwiftCST

/// What `preview-macro` learns about the whole project in phase 1: where names of preview
/// types are used (a provider used by name elsewhere cannot go), and whether the project
/// declares a `PreviewProvider` of its own (then its providers are not SwiftUI's).
struct PreviewFacts: IndexFacet {
    /// Identifiers holding "Preview" (the convention for provider names: `Row_Previews`), each
    /// with the first place it is used other than as a type's declared name.
    var uses: [String: Site] = [:]
    /// True when the project declares a type named `PreviewProvider`.
    var declaresPreviewProvider = false

    init() {}

    mutating func merge(_ other: PreviewFacts) {
        uses.merge(other.uses) { min($0, $1) }
        declaresPreviewProvider = declaresPreviewProvider || other.declaresPreviewProvider
    }

    /// Phase 1 for one file: the uses of names holding "Preview", found byte by byte (a string is
    /// made only for such a name).
    static func collect(_ file: SourceFile) -> PreviewFacts {
        var facts = PreviewFacts()
        let tree = file.tree
        let word = Array("Preview".utf8)
        tree.bytes.withUnsafeBufferPointer { bytes in
            for token in tree.tokens.indices where tree.tokens[token].kind == .identifier {
                let range = tree.textRange(token)
                guard range.count >= word.count,
                      ByteSearch.contains(word, in: UnsafeBufferPointer(rebasing: bytes[range])) else { continue }
                let holder = tree.innermostNode(containingToken: token)
                if let type = TypeDeclSyntax(holder), type.nameToken == token {
                    if tree.tokenIs(token, "PreviewProvider") { facts.declaresPreviewProvider = true }
                    continue
                }
                let site = Site(path: file.path, location: tree.location(of: range.lowerBound))
                facts.uses[tree.text(token)] = min(facts.uses[tree.text(token)] ?? site, site)
            }
        }
        return facts
    }
}
