import SwiftCST

/// The identifier tokens of one file by spelling, and the innermost node holding each token.
/// Built once per file, so finding every place a name is spelled is a lookup, and finding
/// those in a range of tokens (one view, one closure) a binary search: a file with thousands of
/// views that share property names costs each view only its own uses.
///
/// Spellings are found by a hash of their bytes (no string per token): an ASCII text equals
/// exactly the tokens with its bytes, checked after the hash matches; the few tokens with
/// other bytes (which may be canonically equivalent to a text with different bytes) are
/// compared as strings.
struct FileNames {
    let tree: SyntaxTree
    /// ASCII identifier tokens grouped by the hash of their text, each group in source order.
    private let grouped: [Int32]
    /// The groups in an open-addressing table by hash: where each starts in `grouped` and how
    /// many tokens it has (`count` 0 in empty slots).
    private let table: [(hash: UInt32, start: Int32, count: Int32)]
    /// Identifier tokens with non-ASCII bytes, in source order.
    private let otherTokens: [Int]
    /// Answers worked out once per file and name (see `memberOrLabelUses`).
    private let memo = Memo()

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
        var table = Array(repeating: (hash: UInt32(0), start: Int32(0), count: Int32(0)), count: capacity)
        var grouped = [Int32](repeating: 0, count: ascii.count)
        table.withUnsafeMutableBufferPointer { table in
            // Count each hash's tokens, give each group its place, then fill the groups in source order.
            var slots: [Int32] = []
            slots.reserveCapacity(ascii.count)
            for entry in ascii {
                let slot = FileNames.slot(of: entry.hash, in: table)
                table[slot].hash = entry.hash
                table[slot].count += 1
                slots.append(Int32(slot))
            }
            var start: Int32 = 0
            for slot in table.indices where table[slot].count > 0 {
                table[slot].start = start
                start += table[slot].count
                table[slot].count = 0
            }
            for (entry, slot) in zip(ascii, slots) {
                let slot = Int(slot)
                grouped[Int(table[slot].start + table[slot].count)] = entry.token
                table[slot].count += 1
            }
        }
        self.table = table
        self.grouped = grouped
    }

    /// The slot holding `hash`'s group, or the empty slot where it goes.
    private static func slot(of hash: UInt32, in table: UnsafeMutableBufferPointer<(hash: UInt32, start: Int32, count: Int32)>) -> Int {
        var slot = Int(hash) & (table.count - 1)
        while table[slot].count > 0 && table[slot].hash != hash { slot = (slot + 1) & (table.count - 1) }
        return slot
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
        tokens(spelling: text, in: 0..<tree.tokens.count)
    }

    /// Identifier tokens spelling `text` exactly within `range` (token indexes), in source order.
    func tokens(spelling text: String, in range: Range<Int>) -> [Int] {
        let asciiHash = text.utf8.withContiguousStorageIfAvailable(FileNames.asciiHash) ?? Array(text.utf8).withUnsafeBufferPointer(FileNames.asciiHash)
        guard let fullHash = asciiHash else {
            return range.clamped(to: tree.tokens.indices).filter { index in
                (tree.tokens[index].kind == .identifier || tree.tokens[index].kind == .dollarIdentifier) && tree.text(index) == text
            }
        }
        var found: [Int] = []
        let hash = UInt32(truncatingIfNeeded: fullHash)
        var slot = Int(hash) & (table.count - 1)
        while table[slot].count > 0 && table[slot].hash != hash { slot = (slot + 1) & (table.count - 1) }
        if table[slot].count > 0 {
            let group = grouped[Int(table[slot].start)..<Int(table[slot].start + table[slot].count)]
            var position = FileNames.firstIndex(in: group, notBelow: range.lowerBound)
            while position < group.endIndex, Int(group[position]) < range.upperBound {
                let token = Int(group[position])
                if tree.tokenIs(token, text) { found.append(token) }
                position += 1
            }
        }
        guard !otherTokens.isEmpty else { return found }
        var position = FileNames.firstIndex(in: otherTokens[...], notBelow: range.lowerBound)
        var others: [Int] = []
        while position < otherTokens.endIndex, otherTokens[position] < range.upperBound {
            if tree.text(otherTokens[position]) == text { others.append(otherTokens[position]) }
            position += 1
        }
        return others.isEmpty ? found : (found + others).sorted()
    }

    /// The first position of sorted `values` holding `bound` or more.
    private static func firstIndex<Values: RandomAccessCollection>(in values: Values, notBelow bound: Int) -> Values.Index
    where Values.Element: BinaryInteger {
        var low = values.startIndex, high = values.endIndex
        while low < high {
            let middle = values.index(low, offsetBy: values.distance(from: low, to: high) / 2)
            if Int(values[middle]) < bound { low = values.index(after: middle) } else { high = middle }
        }
        return low
    }

    /// Tokens spelling `name`, `$name` or `_name`, in source order.
    func tokens(namingProperty name: String) -> [Int] {
        tokens(namingProperty: name, in: 0..<tree.tokens.count)
    }

    /// Tokens spelling `name`, `$name` or `_name` within `range` (token indexes), in source order.
    func tokens(namingProperty name: String, in range: Range<Int>) -> [Int] {
        (tokens(spelling: name, in: range) + tokens(spelling: "$" + name, in: range) + tokens(spelling: "_" + name, in: range)).sorted()
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
    /// initializer) or a member access. Looks only at the view's own tokens and at the file's
    /// labels and member accesses of the name (found once per file).
    func places(namingProperty name: String, in scope: ViewScope) -> (inside: [NamedPlace], outside: [Blocker]) {
        var inside: [NamedPlace] = []
        var outside: [(token: Int, use: NameUse)] = []
        let ranges = scope.declarations.map(\.node.tokenRange)
        for range in ranges {
            for token in tokens(namingProperty: name, in: range) {
                let place = NamedPlace(token: token, owner: owner(of: token), offset: Int(tree.tokens[token].start), use: use(at: token))
                if scope.contains(place.owner) { inside.append(place) } else { outside.append((token, place.use)) }
            }
        }
        outside += memberOrLabelUses(namingProperty: name).filter { use in !ranges.contains { $0.contains(use.token) } }
        let blockers = outside.sorted { $0.token < $1.token }.compactMap { token, use -> Blocker? in
            let offset = Int(tree.tokens[token].start)
            switch use {
            case .label: return Blocker(.notPrivate, "`\(name)` may be set from outside the view at {}", at: offset)
            case .member: return Blocker(.notPrivate, "`\(name)` may be used from outside the view at {}", at: offset)
            default: return nil
            }
        }
        return (inside, blockers)
    }

    /// The tokens of the file spelling `name`, `$name` or `_name` as an argument label or a
    /// member access (anything but `self.`), in source order; worked out once per name.
    private func memberOrLabelUses(namingProperty name: String) -> [(token: Int, use: NameUse)] {
        if let known = memo.memberOrLabelUses[name] { return known }
        let found = tokens(namingProperty: name).compactMap { token -> (token: Int, use: NameUse)? in
            let use = use(at: token)
            switch use {
            case .label, .member: return (token, use)
            default: return nil
            }
        }
        memo.memberOrLabelUses[name] = found
        return found
    }

    /// Answers kept for the life of one `FileNames` (one rewrite of one file, on one thread).
    final class Memo {
        var memberOrLabelUses: [String: [(token: Int, use: NameUse)]] = [:]
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
