import MigrationKit
import SwiftCST

/// The import edits of a file where classes became `@Observable`: `import Observation` when
/// neither SwiftUI nor Observation is imported, and `import Combine` removed when nothing
/// left in the file uses Combine (becoming `import Observation` when that is needed).
///
/// Only unconditional top-level imports count: an import inside `#if` is left alone and
/// does not count as importing the module.
struct ImportMigration {
    let tree: SyntaxTree

    /// `otherEdits` are the file's class edits: what they delete no longer uses Combine;
    /// `keepingCombine`: they add code that does (a publisher bridge).
    func edits(after otherEdits: [TextEdit], keepingCombine: Bool = false) -> [TextEdit] {
        let imports = tree.root.children(.importDecl)
        let providesObservation = imports.contains { ["SwiftUI", "Observation"].contains(plainModule($0)) }
        let combine = imports.first { plainModule($0) == "Combine" && !$0.children(.attribute).contains { AttributeSyntax($0)?.baseName == "_exported" } }
        if let combine = combine, !keepingCombine, !usesCombine(outside: otherEdits) {
            if providesObservation { return tree.removal(of: combine).map { [$0] } ?? [] }
            guard let module = combine.lastToken else { return [] }
            return [TextEdit(range: tree.textRange(module), replacement: "Observation")]
        }
        if providesObservation { return [] }
        return [insertion(among: imports)]
    }

    /// `import X` (not `import struct X.Y`): X; nil for other forms.
    private func plainModule(_ node: Node) -> String? {
        let tokens = node.directTokens
        guard let keyword = tokens.firstIndex(where: { tree.tokens[$0].keyword == .import }), keyword + 2 == tokens.count else { return nil }
        return tree.text(tokens[keyword + 1])
    }

    /// `import Observation` on its own line: in order when the imports are sorted, else after them;
    /// before the first declaration when there are none.
    private func insertion(among imports: [Node]) -> TextEdit {
        let newline = tree.newline
        let modules = imports.map { plainModule($0) ?? "" }
        if !imports.isEmpty, modules == modules.sorted(), let next = imports.first(where: { (plainModule($0) ?? "") > "Observation" }),
           let first = next.firstToken, tree.tokens[first].isAtStartOfLine {
            let start = Int(tree.tokens[first].start)
            return .insert(tree.indentation(ofLineContaining: start) + "import Observation" + newline, at: tree.lineStart(containing: start))
        }
        if let last = imports.last?.lastToken {
            return .insert(newline + "import Observation", at: Int(tree.tokens[last].trailingEnd))
        }
        let first = tree.root.firstToken ?? 0
        return .insert("import Observation" + newline + newline, at: tree.lineStart(containing: Int(tree.tokens[first].start)))
    }

    /// True when a token outside imports and outside `edits`' ranges names Combine API, or is a
    /// `.$name` projection (a `Published` publisher of another class, as far as one file can tell).
    private func usesCombine(outside edits: [TextEdit]) -> Bool {
        let removed = RangeLookup(edits.map(\.range))
        let importRanges = RangeLookup(tree.root.children(.importDecl).map(\.tokenRange))
        let vocabulary = CombineVocabulary.tokenNames
        return tree.tokens.withUnsafeBufferPointer { tokens in
            tree.bytes.withUnsafeBufferPointer { bytes in
                for i in tokens.indices {
                    let token = tokens[i]
                    switch token.kind {
                    case .identifier:
                        guard vocabulary.contains(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])) else { continue }
                    case .dollarIdentifier:
                        guard i > 0, tokens[i - 1].kind == .period else { continue }
                    default:
                        continue
                    }
                    if importRanges.contains(i) || removed.contains(Int(token.start)) { continue }
                    return true
                }
                return false
            }
        }
    }
}

/// Names that mean Combine is in use: its types, the sources of publishers, and the
/// operators and subscribers that only publishers have. Every pipeline starts at a source
/// or ends at a subscriber or a publisher type, so generic operator names shared with
/// collections (`map`, `merge`, `decode`) are not needed. A false match only keeps
/// `import Combine`.
enum CombineVocabulary {
    /// The names, for lookups of token bytes (built once: a scan reads them for every identifier of a file).
    static let tokenNames = TokenNames(names)

    private static let names: Set<String> = [
        // Types and protocols.
        "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers", "Subscriber", "Subscribers",
        "Subscription", "Subscriptions", "Subject", "PassthroughSubject", "CurrentValueSubject", "Just", "Future",
        "Deferred", "Empty", "Fail", "Record", "ObservableObject", "ObservableObjectPublisher", "Published",
        "ConnectablePublisher", "Scheduler", "ImmediateScheduler", "CombineIdentifier", "TopLevelDecoder", "TopLevelEncoder",
        "AnySubscriber", "SchedulerTimeType", "SchedulerOptions",
        // Sources.
        "objectWillChange", "publisher", "publish", "dataTaskPublisher", "autoconnect", "makeConnectable",
        // Subscribers and publisher-only operators.
        "sink", "assign", "eraseToAnyPublisher", "debounce", "throttle", "removeDuplicates", "combineLatest",
        "receive", "subscribe", "handleEvents", "replaceError", "setFailureType", "mapError", "tryMap",
        "switchToLatest", "assertNoFailure", "multicast",
    ]
}
