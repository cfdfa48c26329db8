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
    // Contextual.
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

    // Open-addressing table keyed by a hash of the spelling, built once.
    private static let tableSize = 512
    private static let table: [(bytes: [UInt8], keyword: Keyword)?] = {
        var table = [(bytes: [UInt8], keyword: Keyword)?](repeating: nil, count: tableSize)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            var slot = hash(bytes[...]) & (tableSize - 1)
            while table[slot] != nil { slot = (slot + 1) & (tableSize - 1) }
            table[slot] = (bytes, keyword)
        }
        return table
    }()

    @inline(__always)
    private static func hash<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return Int(h >> 7)
    }

    /// The keyword spelled by `bytes`, or `.none`.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> Keyword {
        let count = bytes.count
        if count < 2 || count > 20 { return .none }
        var slot = hash(bytes) & (tableSize - 1)
        while let entry = table[slot] {
            if entry.bytes.count == count && entry.bytes.elementsEqual(bytes) { return entry.keyword }
            slot = (slot + 1) & (tableSize - 1)
        }
        return .none
    }
}
