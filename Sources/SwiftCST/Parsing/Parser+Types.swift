/// Types: identifiers with generic arguments, member types, optionals, collections,
/// tuples, function types, compositions, `some`/`any` and attributed types.
extension Parser {
    func parseType() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let type = open(.type)
        while at(.at) { parseAttribute() }
        while isTypeSpecifier { bump() }
        parseTypeCore()
        while !atEOF {
            if lineLimited && atLineStart { break }
            if at(.postfixQuestion) || at(.exclamation) {
                bump()
            } else if kind == .postfixOperator && tokenText(pos, is: "...") {
                bump()
            } else if at(.period) && (peek().kind == .identifier || peek().kind == .keyword) {
                bump(); bump()
                if at(.leftAngle) { parseGenericArgumentClause() }
            } else if kind == .infixOperator && tokenText(pos, is: "&") {
                bump()
                while isTypeSpecifier { bump() }
                parseTypeCore()
            } else if at(.arrow) || at(.throws) || at(.rethrows) || keyword == .async && (peek().kind == .arrow || peek().keyword == .throws) {
                // A function type: (A) async throws(E) -> B
                parseEffects()
                if at(.arrow) {
                    bump()
                    parseType()
                }
                break
            } else {
                break
            }
        }
        close(type)
    }

    var isTypeSpecifier: Bool {
        switch keyword {
        case .inout, .some, .any, .each, .borrowing, .consuming, .sending, .__owned, .__shared, .isolated, ._const:
            let next = peek()
            return !next.isAtStartOfLine && next.kind != .colon && next.kind != .comma && next.kind != .rightParen && next.kind != .equal
        case .repeat:
            return true
        default:
            return false
        }
    }

    func parseTypeCore() {
        switch kind {
        case .identifier, .keyword:
            if keyword == .Self || keyword == .Any || kind == .identifier || keyword == .`init` || keyword == .`self` {
                bump()
                if at(.leftAngle) { parseGenericArgumentClause() }
            }
        case .leftBracket:
            bump()
            parseType()
            if eat(.colon) { parseType() }
            eat(.rightBracket)
        case .leftParen:
            parseParenthesizedType()
        case .prefixOperator where tokenText(pos, is: "~"):
            bump()
            parseTypeCore()
        case .dollarIdentifier:
            bump()
        default:
            break
        }
    }

    /// `(A, label: B, C...)`: a tuple type or a function type's parameters.
    func parseParenthesizedType() {
        bump()   // (
        parseCommaSeparated(until: .rightParen) { p in
            // Element labels: `label: T`, `_ name: T`
            if (p.at(.identifier) || p.at(.keyword)) && (p.peek().kind == .colon || (p.peek().kind == .identifier && p.peek(2).kind == .colon)) {
                if p.peek().kind != .colon { p.bump() }
                p.bump(); p.bump()
            }
            p.parseType()
            if p.at(.equal) { p.parseInitializerClause() }
        }
        eat(.rightParen)
    }

    /// `<A, B>` after a type or expression name.
    func parseGenericArgumentClause() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let clause = open(.genericArgumentClause)
        bump()   // <
        while !atEOF && !at(.rightAngle) {
            let before = pos
            parseType()
            if pos == before {
                if at(.rightParen) || at(.rightBrace) || at(.rightBracket) || at(.leftBrace) { break }
                unknownToken()
            }
            if !eat(.comma) && !at(.rightAngle) { break }
        }
        eat(.rightAngle)
        close(clause)
    }
}
