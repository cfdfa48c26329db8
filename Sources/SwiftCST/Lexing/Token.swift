/// The kind of a lexical token. Trivia (whitespace, comments) is never a token:
/// it hangs off the neighbouring tokens, see `TriviaPiece`.
public enum TokenKind: UInt8, CustomStringConvertible, Sendable {
    case endOfFile
    case identifier            // foo, `foo`, Unicode identifiers, contextual keywords
    case dollarIdentifier      // $0, $name
    case keyword               // reserved words: class, var, if, self, true, ...
    case integerLiteral
    case floatLiteral
    case stringQuote           // an opening or closing delimiter: "  """  #"  "##
    case stringSegment         // literal text between delimiters and interpolations
    case interpolationOpen     // \(  or  \#(
    case interpolationClose    // the ) that ends an interpolation
    case regexLiteral          // /.../  #/.../#
    case prefixOperator
    case infixOperator
    case postfixOperator
    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case leftAngle, rightAngle // < and > of a generic argument or parameter clause
    case comma, colon, semicolon, period, at, backslash, arrow, equal
    case postfixQuestion       // x?  (optional chaining or optional type)
    case exclamation           // x!  (force unwrap or implicitly unwrapped type)
    case poundIf, poundElseif, poundElse, poundEndif
    case poundKeyword          // #available, #selector, #warning, #Preview, any macro
    case pound                 // a lone #
    case unknown               // bytes that start no token (invalid UTF-8, stray characters)

    public var description: String {
        switch self {
        case .endOfFile: return "eof"
        case .identifier: return "identifier"
        case .dollarIdentifier: return "dollarIdentifier"
        case .keyword: return "keyword"
        case .integerLiteral: return "integer"
        case .floatLiteral: return "float"
        case .stringQuote: return "stringQuote"
        case .stringSegment: return "stringSegment"
        case .interpolationOpen: return "interpolationOpen"
        case .interpolationClose: return "interpolationClose"
        case .regexLiteral: return "regex"
        case .prefixOperator: return "prefixOperator"
        case .infixOperator: return "infixOperator"
        case .postfixOperator: return "postfixOperator"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .leftAngle: return "<"
        case .rightAngle: return ">"
        case .comma: return ","
        case .colon: return ":"
        case .semicolon: return ";"
        case .period: return "."
        case .at: return "@"
        case .backslash: return "\\"
        case .arrow: return "->"
        case .equal: return "="
        case .postfixQuestion: return "?"
        case .exclamation: return "!"
        case .poundIf: return "#if"
        case .poundElseif: return "#elseif"
        case .poundElse: return "#else"
        case .poundEndif: return "#endif"
        case .poundKeyword: return "poundKeyword"
        case .pound: return "#"
        case .unknown: return "unknown"
        }
    }
}

/// One token: its kind and three byte offsets into the file. The token's leading
/// trivia starts where the previous token's trailing trivia ends (0 for the first).
public struct Token: Sendable {
    public var kind: TokenKind
    /// The keyword this token spells, reserved (`kind == .keyword`) or contextual
    /// (`kind == .identifier`, e.g. `get`, `final`); `.none` otherwise.
    public var keyword: Keyword
    @usableFromInline var flags: UInt8
    /// Byte offset where the token's text starts (after its leading trivia).
    public var start: UInt32
    /// Byte offset where the token's text ends (where its trailing trivia starts).
    public var end: UInt32
    /// Byte offset where the token's trailing trivia ends.
    public var trailingEnd: UInt32

    static let atStartOfLineFlag: UInt8 = 1

    /// True when a newline precedes this token in its leading trivia (or it starts the file).
    @inlinable public var isAtStartOfLine: Bool { flags & 1 != 0 }
}
