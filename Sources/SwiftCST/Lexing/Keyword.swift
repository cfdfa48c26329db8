/// Keywords the lexer recognises. Reserved ones make a `.keyword` token; contextual ones
/// (`get`, `final`, `actor`, ...) stay `.identifier` tokens but carry their keyword so the
/// parser can test them without comparing text.
public enum Keyword: UInt8, CaseIterable, Sendable {
    case none = 0
    // Reserved.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`,
         `init`, `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`,
         `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`,
         `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`,
         `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`,
         `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Contextual. (`__owned`, `__shared`, `__consuming` are spelled as the language spells them.)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case actor, async, await, some, any, convenience, didSet, dynamic, final, get, indirect,
         infix, lazy, mutating, nonmutating, optional, override, postfix, prefix, required,
         set, unowned, weak, willSet, nonisolated, package, open, macro, consume, copy,
         borrowing, consuming, each, discard, then, yield, _modify, _read, modify, read,
         unsafeAddress, unsafeMutableAddress, distributed, isolated, sending, __owned,
         __shared, __consuming, _const, reasync, `Type`, `Protocol`

    /// True for words that can never be an identifier without backticks.
    public var isReserved: Bool { rawValue <= Keyword.try.rawValue && self != .none }

    /// The keyword's spelling.
    public var text: String { self == .none ? "" : String(describing: self) }

    // Open-addressing table keyed by a hash of the spelling's first eight bytes and length,
    // built once. A spelling (2 to 20 bytes) is packed, zero-padded, into three words: a probe
    // compares integers, and the table holds no references (nothing to retain while lexing).
    // 1,024 slots for about a hundred keywords: most identifiers hit an empty slot at once.
    private static let tableSize = 1024
    private static let table: UnsafePointer<Entry> = {
        let table = UnsafeMutablePointer<Entry>.allocate(capacity: tableSize)
        table.initialize(repeating: Entry(spelling: Spelling(), keyword: .none), count: tableSize)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            let spelling = bytes.withUnsafeBufferPointer { Spelling($0[...]) }
            var slot = spelling.hash & (tableSize - 1)
            while table[slot].keyword != .none { slot = (slot + 1) & (tableSize - 1) }
            table[slot] = Entry(spelling: spelling, keyword: keyword)
        }
        return UnsafePointer(table)   // lives as long as the process
    }()

    private struct Entry {
        var spelling: Spelling
        var keyword: Keyword
    }

    /// Up to 24 bytes, zero-padded, and their count.
    private struct Spelling: Equatable {
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0

        init() {}

        /// Packs at most 24 bytes (little-endian). Three unaligned loads when the buffer holds 24
        /// bytes from the slice's start, otherwise byte by byte.
        @inline(__always)
        init(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
            count = bytes.count
            if bytes.startIndex + 24 <= bytes.base.count, let base = bytes.base.baseAddress {
                let raw = UnsafeRawPointer(base + bytes.startIndex)
                words = (Spelling.prefix(raw.loadUnaligned(as: UInt64.self), count),
                         Spelling.prefix(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self), count - 8),
                         Spelling.prefix(raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), count - 16))
                return
            }
            var shift: UInt64 = 0
            var word = 0
            var value: UInt64 = 0
            for byte in bytes {
                value |= UInt64(byte) << shift
                shift += 8
                if shift == 64 {
                    if word == 0 { words.0 = value } else { words.1 = value }
                    word += 1
                    shift = 0
                    value = 0
                }
            }
            switch word {
            case 0: words.0 = value
            case 1: words.1 = value
            default: words.2 = value
            }
        }

        /// The first `count` bytes of a little-endian word (all of it from 8, none below 1).
        @inline(__always)
        private static func prefix(_ word: UInt64, _ count: Int) -> UInt64 {
            if count >= 8 { return word }
            if count <= 0 { return 0 }
            return word & ((1 << UInt64(8 * count)) - 1)
        }

        static func == (a: Spelling, b: Spelling) -> Bool {
            a.count == b.count && a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
        }

        /// A slot of the table: the top log2(`tableSize`) bits of a Fibonacci hash (`tableSize` is
        /// a power of two).
        var hash: Int {
            Int(truncatingIfNeeded: ((words.0 ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - Keyword.tableSize.trailingZeroBitCount))
        }
    }

    /// Finds keywords by spelling. The table is fetched once: a lexer keeps one, so that its
    /// lookups skip the check that the table was built (a call per lookup).
    struct Table {
        private let entries = Keyword.table

        /// The keyword spelled by `bytes`, or `.none`.
        @inline(__always)
        func keyword(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Keyword {
            let count = bytes.count
            if count < 2 || count > 20 { return .none }
            let spelling = Spelling(bytes)
            var slot = spelling.hash & (tableSize - 1)
            while entries[slot].keyword != .none {
                if entries[slot].spelling == spelling { return entries[slot].keyword }
                slot = (slot + 1) & (tableSize - 1)
            }
            return .none
        }
    }
}
