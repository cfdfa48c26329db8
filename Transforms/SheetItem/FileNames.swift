import SwiftCST

/// The identifier tokens of one file by spelling, and the innermost node holding each token.
/// Built once per file, so finding every place a name is spelled is a lookup.
///
/// Spellings are found by a hash of their bytes (no string per token): an ASCII text equals
/// exactly the tokens with its bytes, checked after the hash matches; the few tokens with
/// other bytes (which may be canonically equivalent to a text with different bytes) are
/// compared as strings.
struct FileNames {
    let tree: SyntaxTree
    /// ASCII identifier tokens in an open-addressing table by the hash of their text: equal
    /// hashes are probed in insertion (source) order. `token` is -1 in empty slots. Eight bytes
    /// a slot: the hash's low half, and the token.
    private let table: [(hash: UInt32, token: Int32)]
    /// Identifier tokens with non-ASCII bytes, in source order.
    private let otherTokens: [Int]

    init(_ tree: SyntaxTree) {
        self.tree = tree
        var ascii: [(hash: UInt32, token: Int32)] = []
        var otherTokens: [Int] = []
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.bytes.withUnsafeBufferPointer { bytes in
                ascii.reserveCapacity(tokens.count / 2)
                for index in tokens.indices where tokens[index].kind == .identifier || tokens[index].kind == .dollarIdentifier {
                    let text = UnsafeBufferPointer(rebasing: bytes[Int(tokens[index].start)..<Int(tokens[index].end)])
                    if let hash = FileNames.asciiHash(text) {
                        ascii.append((UInt32(truncatingIfNeeded: hash), Int32(index)))
                    } else {
                        otherTokens.append(index)
                    }
                }
            }
        }
        self.otherTokens = otherTokens
        var capacity = 16
        while capacity < ascii.count * 2 { capacity *= 2 }
        var table = Array(repeating: (hash: UInt32(0), token: Int32(-1)), count: capacity)
        table.withUnsafeMutableBufferPointer { table in
            for entry in ascii {
                var slot = Int(truncatingIfNeeded: entry.hash) & (capacity - 1)
                while table[slot].token >= 0 { slot = (slot + 1) & (capacity - 1) }
                table[slot] = entry
            }
        }
        self.table = table
    }

    /// The FNV-1a hash of `text` when every byte is ASCII, else nil.
    private static func asciiHash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The innermost node that holds `token`.
    func owner(of token: Int) -> Node { tree.innermostNode(containingToken: token) }

    /// Identifier tokens spelling `text` exactly, in source order.
    func tokens(spelling text: String) -> [Int] {
        let asciiHash = text.utf8.withContiguousStorageIfAvailable(FileNames.asciiHash) ?? Array(text.utf8).withUnsafeBufferPointer(FileNames.asciiHash)
        guard let fullHash = asciiHash else {
            return tree.tokens.indices.filter { index in
                (tree.tokens[index].kind == .identifier || tree.tokens[index].kind == .dollarIdentifier) && tree.text(index) == text
            }
        }
        var found: [Int] = []
        let hash = UInt32(truncatingIfNeeded: fullHash)
        var slot = Int(hash) & (table.count - 1)
        while table[slot].token >= 0 {
            if table[slot].hash == hash, tree.tokenIs(Int(table[slot].token), text) { found.append(Int(table[slot].token)) }
            slot = (slot + 1) & (table.count - 1)
        }
        let others = otherTokens.filter { tree.text($0) == text }
        return others.isEmpty ? found : (found + others).sorted()
    }

    /// Tokens spelling `name`, `$name` or `_name`, in source order.
    func tokens(namingProperty name: String) -> [Int] {
        (tokens(spelling: name) + tokens(spelling: "$" + name) + tokens(spelling: "_" + name)).sorted()
    }

    /// What the token spelling a name is doing there.
    func use(at token: Int) -> NameUse {
        let owner = owner(of: token)
        switch owner.kind {
        case .identifierExpr:
            if let loop = owner.parent, loop.kind == .forStmt, let inKeyword = loop.directToken(.in), token < inKeyword { return .declaration }
            return .reference(PropertyReference(token: token, first: owner, last: owner, tree: tree))
        case .memberSuffix where owner.keyToken == token:
            if let receiver = owner.previousSibling, receiver.previousSibling == nil, receiver.isIdentifier("self"),
               owner.parent?.kind == .postfixExpr {
                return .reference(PropertyReference(token: token, first: receiver, last: owner, tree: tree))
            }
            return .member
        case .argument where owner.keyToken == token:
            return .label
        case .pattern where owner.parent?.kind == .optionalBinding && owner.parent?.child(.initializerClause) == nil:
            return .shorthandUnwrap(owner.parent!)
        case .pattern, .parameter, .functionDecl, .typeDecl, .enumCaseElement, .optionalBinding, .closureSignature,
             .captureList, .patternBinding, .patternExpr, .typealiasDecl, .associatedtypeDecl:
            return .declaration
        default:
            return .unrecognized
        }
    }
}

/// One token spelling a property's name inside the view, with what it does there.
struct NamedPlace {
    let token: Int
    let owner: Node
    let offset: Int
    let use: NameUse
}

extension FileNames {
    /// The places spelling `name`, `$name` or `_name` inside the view, and blockers for the
    /// places outside it that may reach the view's property: an argument label (the memberwise
    /// initializer) or a member access.
    func places(namingProperty name: String, in scope: ViewScope) -> (inside: [NamedPlace], outside: [Blocker]) {
        var inside: [NamedPlace] = []
        var outside: [Blocker] = []
        for token in tokens(namingProperty: name) {
            let place = NamedPlace(token: token, owner: owner(of: token), offset: Int(tree.tokens[token].start), use: use(at: token))
            if scope.contains(place.owner) {
                inside.append(place)
            } else if case .label = place.use {
                outside.append(Blocker("`\(name)` may be set from outside the view at {}", at: place.offset))
            } else if case .member = place.use {
                outside.append(Blocker("`\(name)` may be used from outside the view at {}", at: place.offset))
            }
        }
        return (inside, outside)
    }
}

/// How a file uses a name at one token.
enum NameUse {
    /// `x`, `self.x`, `$x` or `_x` as an expression.
    case reference(PropertyReference)
    /// A name being declared: a property, local, parameter, closure parameter or loop variable.
    case declaration
    /// `if let x` / `guard let x`: reads the property `x` and declares a local of the same
    /// name. Holds the `optionalBinding`.
    case shorthandUnwrap(Node)
    /// An argument label: `Editor(x: ...)`.
    case label
    /// `.x` on something other than `self`.
    case member
    /// Anything else (a key path component, an unusual construct); treated as a read.
    case unrecognized
}

/// One expression naming a property: `x`, `self.x`, `$x` or `_x`, with what follows it.
struct PropertyReference {
    /// `x` (or `self.x`), `$x` or `_x`.
    enum Spelling { case plain, projected, storage }

    let spelling: Spelling
    let token: Int
    /// The reference's first node: the identifier expression (`x`, or `self` in `self.x`).
    let node: Node
    /// From the reference's first token (`self` or the name) to the end of the name.
    let range: Range<Int>
    /// The suffix applied right after the reference (`!`, `.toggle`, a call), if any.
    let next: Node?
    /// The node that is exactly the reference when nothing follows it (the identifier
    /// expression, or the `self.x` chain); nil when a suffix follows.
    let standalone: Node?
    /// True for `self.x` (rather than `x`).
    let isQualified: Bool

    init(token: Int, first: Node, last: Node, tree: SyntaxTree) {
        spelling = PropertyReference.spelling(of: token, in: tree)
        self.token = token
        node = first
        isQualified = first != last
        range = first.range.lowerBound..<last.range.upperBound
        if let chain = first.parent, chain.kind == .postfixExpr, chain.firstChild == first {
            next = last.nextSibling
            standalone = next == nil ? chain : nil
        } else {
            next = nil
            standalone = first
        }
    }


    /// `$x`, `_x` or `x` by the token's first character: told from its first two bytes when both
    /// are ASCII (then the first is a character of its own), else from the token's string.
    private static func spelling(of token: Int, in tree: SyntaxTree) -> Spelling {
        let range = tree.textRange(token)
        guard range.count > 1, tree.bytes[range.lowerBound + 1] < 0x80 else {
            let text = tree.text(token)
            return text.hasPrefix("$") ? .projected : text.hasPrefix("_") ? .storage : .plain
        }
        switch tree.bytes[range.lowerBound] {
        case UInt8(ascii: "$"): return .projected
        case UInt8(ascii: "_"): return .storage
        default: return .plain
        }
    }

    /// True when `!` directly follows: `x!`.
    var isForceUnwrapped: Bool {
        guard let next = next, next.kind == .postfixOperatorSuffix, let token = next.firstToken else { return false }
        return next.tree.tokens[token].kind == .exclamation
    }
}
