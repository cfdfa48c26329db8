import MigrationKit
import SwiftCST

/// What `environment-entry` learns about the whole project in phase 1: every place a name
/// ending in "Key" (the convention for environment keys: `ThemeKey`) is used other than as a
/// type's declared name. A key can go only when its one getter and setter are its only uses.
struct EntryFacts: IndexFacet {
    /// Each such name, with the places it is used, in file order.
    var uses: [String: [Site]] = [:]

    init() {}

    mutating func merge(_ other: EntryFacts) {
        uses.merge(other.uses) { $0 + $1 }
    }

    /// Phase 1 for one file: the uses of names ending in "Key", found byte by byte (a string is
    /// made only for such a name).
    static func collect(_ file: SourceFile) -> EntryFacts {
        var facts = EntryFacts()
        let tree = file.tree
        let suffix = Array("Key".utf8)
        tree.bytes.withUnsafeBufferPointer { bytes in
            for token in tree.tokens.indices where tree.tokens[token].kind == .identifier {
                let range = tree.textRange(token)
                guard range.count >= suffix.count, bytes[range.upperBound - 3] == suffix[0],
                      bytes[range.upperBound - 2] == suffix[1], bytes[range.upperBound - 1] == suffix[2] else { continue }
                if let type = TypeDeclSyntax(tree.innermostNode(containingToken: token)), type.nameToken == token { continue }
                facts.uses[tree.text(token), default: []].append(Site(path: file.path, location: tree.location(of: range.lowerBound)))
            }
        }
        return facts
    }
}
