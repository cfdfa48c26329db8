/// Expressions: flat operator sequences over prefix/postfix elements, primaries, closures.
extension Parser {
    /// Parses one expression; false (consuming nothing) when none starts here.
    func parseExpr() -> Bool {
        guard enterNesting() else { return true }
        defer { leaveNesting() }
        guard parseSequenceElement() else { return false }
        guard isAtBinaryOperator else { return true }
        let sequence = wrap(lastChild, in: .sequenceExpr)
        while isAtBinaryOperator {
            switch kind {
            case .keyword where keyword == .as:
                bump()
                if at(.postfixQuestion) || at(.exclamation) { bump() }
                parseType()
            case .keyword where keyword == .is:
                bump()
                parseType()
            case .arrow:
                bump()
                parseType()
            case .keyword where keyword == .throws || keyword == .rethrows, .identifier:
                parseEffects()   // a function type used as a value: [() throws -> Void]()
            default:
                let isTernary = kind == .infixOperator && tokenText(pos, is: "?")
                bump()
                if isTernary {
                    _ = parseExpr()
                    if !eat(.colon) { break }
                }
                if !parseSequenceElement() {
                    break
                }
            }
        }
        close(sequence)
        return true
    }

    var isAtBinaryOperator: Bool {
        if lineLimited && atLineStart { return false }
        switch kind {
        case .infixOperator, .arrow:
            return true
        case .equal:
            return !inPattern   // `case .a(let x) = value`: the pattern ends at `=`
        case .keyword:
            if keyword == .as || keyword == .is { return !inPattern || keyword == .as }
            return (keyword == .throws || keyword == .rethrows) && isEffectsBeforeArrow
        case .identifier:
            return keyword == .async && isEffectsBeforeArrow
        case .leftAngle, .rightAngle:
            return true   // a comparison the generic scan took for a bracket
        default:
            return false
        }
    }

    /// `throws -> T`, `async throws -> T` after a parenthesized expression: a function type.
    var isEffectsBeforeArrow: Bool {
        guard pos > 0 && toks[pos - 1].kind == .rightParen else { return false }
        var i = pos
        while toks[i].keyword == .async || toks[i].keyword == .throws || toks[i].keyword == .rethrows { i += 1 }
        return toks[i].kind == .arrow
    }

    /// An operand of a sequence: prefix operators and effect keywords, then a postfix expression.
    func parseSequenceElement() -> Bool {
        let prefixKind: SyntaxKind
        switch kind {
        case .keyword where keyword == .try: prefixKind = .tryExpr
        case .identifier where isEffectKeyword: prefixKind = .awaitExpr
        case .keyword where keyword == .repeat: prefixKind = .awaitExpr
        case .prefixOperator: prefixKind = .prefixExpr
        case .keyword where inPattern && (keyword == .let || keyword == .var || keyword == .is): prefixKind = .patternExpr
        default: return parsePostfixExpr()
        }
        // Prefixes nest (`try await x`, `case let let ...`): count them against the depth limit.
        guard enterNesting() else { return true }
        defer { leaveNesting() }
        let expr = open(prefixKind)
        let introducer = kind == .keyword ? keyword : .none
        bump()
        if introducer == .try && (at(.postfixQuestion) || at(.exclamation)) { bump() }
        if introducer == .is { parseType() } else { _ = parseSequenceElement() }
        close(expr)
        return true
    }

    /// `await`, `consume`, `copy`, `each` used as prefixes (they are also ordinary identifiers).
    var isEffectKeyword: Bool {
        let k = keyword
        guard k == .await || k == .consume || k == .copy || k == .each else { return false }
        let next = peek()
        if next.isAtStartOfLine && k != .await { return false }
        switch next.kind {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .prefixOperator,
             .leftBracket, .period, .backslash, .poundKeyword:
            return k == .await || next.kind == .identifier || next.kind == .keyword || next.kind == .dollarIdentifier
        case .leftParen:
            return k == .await
        default:
            return false
        }
    }

    // MARK: Postfix

    func parsePostfixExpr() -> Bool {
        guard parsePrimary() else { return false }
        guard mayStartPostfixSuffix else { return true }   // most operands: no wrapper to make and undo
        let primary = lastChild
        let before = pos
        let chain = wrap(primary, in: .postfixExpr)
        _ = parsePostfixSuffixes(inIfConfig: false)
        if pos == before {
            unwrap(chain)
        } else {
            close(chain)
        }
        return true
    }

    /// Undoes `wrap` when no suffix followed: the only child takes the wrapper's place.
    func unwrap(_ wrapper: Int32) {
        let child = nodes[Int(wrapper)].firstChild
        let parent = nodes[Int(wrapper)].parent
        let previous = nodes[Int(wrapper)].previousSibling
        nodes[Int(child)].parent = parent
        nodes[Int(child)].previousSibling = previous
        if previous >= 0 { nodes[Int(previous)].nextSibling = child } else if parent >= 0 { nodes[Int(parent)].firstChild = child }
        if parent >= 0 { nodes[Int(parent)].lastChild = child }
        current = parent
        nodes.removeLast()   // the wrapper is always the newest node: no suffix created any
    }

    /// False when `parsePostfixSuffixes` would stop at once: the token starts no suffix.
    var mayStartPostfixSuffix: Bool {
        switch kind {
        case .period, .leftParen, .leftBracket, .leftBrace, .postfixQuestion, .exclamation, .postfixOperator, .leftAngle, .poundIf:
            return !(lineLimited && atLineStart)
        default:
            return false
        }
    }

    /// Parses suffixes into the current node; returns true when at least one was parsed.
    func parsePostfixSuffixes(inIfConfig: Bool) -> Bool {
        var parsedAny = false
        while !atEOF {
            if lineLimited && atLineStart { break }
            switch kind {
            case .period:
                guard parseMemberSuffix() else { return parsedAny }
            case .leftParen where !atLineStart && isDeclNameArguments:
                let suffix = open(.declNameArguments)
                while !at(.rightParen) { bump() }
                bump()
                close(suffix)
            case .leftParen where !atLineStart:
                parseCallSuffix()
            case .leftBracket where !atLineStart:
                parseSubscriptSuffix()
            case .leftBrace where allowTrailingClosure && !isAccessorBlockStart(pos):
                parseCallSuffix()
            case .postfixQuestion, .exclamation, .postfixOperator:
                let suffix = open(.postfixOperatorSuffix)
                bump()
                close(suffix)
            case .leftAngle where !atLineStart && (toks[pos - 1].kind == .identifier || toks[pos - 1].kind == .keyword):
                parseGenericArgumentClause()
            case .poundIf where atLineStart && !lineLimited:
                let first = firstTokenAfterDirectiveLine(pos)
                guard toks[first].kind == .period || toks[first].kind == .poundIf && toks[firstTokenAfterDirectiveLine(first)].kind == .period else {
                    return parsedAny
                }
                parseIfConfig(body: .postfixSuffixes)
            default:
                return parsedAny
            }
            parsedAny = true
        }
        return parsedAny
    }

    /// `(label:other:)`, `(_:)`: argument labels naming a function rather than calling it.
    var isDeclNameArguments: Bool {
        var i = pos + 1
        var sawLabel = false
        while i + 1 < toks.count {
            let t = toks[i]
            if t.kind == .rightParen { return sawLabel }
            guard t.kind == .identifier || t.kind == .keyword, toks[i + 1].kind == .colon else { return false }
            sawLabel = true
            i += 2
        }
        return false
    }

    /// `.name`, `.name<T>`, `.0`, `.init`, `.self`; false when no name follows the period.
    func parseMemberSuffix() -> Bool {
        if lineLimited && atLineStart { return false }
        let next = peek()
        guard next.kind == .identifier || next.kind == .keyword || next.kind == .integerLiteral || next.kind == .floatLiteral
            || next.kind == .dollarIdentifier else { return false }
        let suffix = open(.memberSuffix)
        bump()   // .
        setKey(suffix, pos)
        bump()
        close(suffix)
        return true
    }

    /// `(arguments)` followed by any trailing closures, or trailing closures alone.
    func parseCallSuffix() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let suffix = open(.callSuffix)
        if at(.leftParen) {
            setKey(suffix, pos)
            parseBracketedArguments(closing: .rightParen, keepingPattern: true)   // case .a(let x)
        }
        parseTrailingClosures()
        close(suffix)
    }

    /// `[arguments]` followed by any trailing closures.
    func parseSubscriptSuffix() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let suffix = open(.subscriptSuffix)
        parseBracketedArguments(closing: .rightBracket, keepingPattern: true)
        parseTrailingClosures()
        close(suffix)
    }

    /// From an opening `(`, `[` or `\(` to `closing`: the arguments of a call, subscript, tuple,
    /// attribute or interpolation.
    func parseBracketedArguments(closing: TokenKind, keepingPattern: Bool = false) {
        parseGroup(closing: closing, keepingPattern: keepingPattern) { $0.parseArgument() }
    }

    func parseTrailingClosures() {
        guard at(.leftBrace) && allowTrailingClosure && !isAccessorBlockStart(pos) && !(lineLimited && atLineStart) else { return }
        parseClosure()
        // label: { } ...
        while (at(.identifier) || at(.keyword) && keyword != .case && keyword != .default) && peek().kind == .colon && peek(2).kind == .leftBrace {
            let labeled = open(.labeledClosure)
            setKey(labeled, pos)
            bump(); bump()
            parseClosure()
            close(labeled)
        }
    }

    func parseArgument() {
        if at(.poundIf) {
            // #if around arguments: keep each clause's tokens.
            parseIfConfig(.statements)
            return
        }
        let argument = open(.argument)
        let next = peek()
        if (at(.identifier) || at(.keyword) || at(.dollarIdentifier)) && next.kind == .colon {
            setKey(argument, pos)
            bump(); bump()   // label :
        }
        if !parseExpr() {
            // An operator used as a value: reduce(0, +), sorted(by: <)
            if kind == .infixOperator || kind == .prefixOperator || kind == .postfixOperator || kind == .leftAngle || kind == .rightAngle || kind == .equal {
                let reference = open(.operatorReference)
                bump()
                close(reference)
            }
        }
        close(argument)
    }

    // MARK: Primaries

    func parsePrimary() -> Bool {
        switch kind {
        case .identifier, .dollarIdentifier:
            let expr = open(.identifierExpr)
            bump()
            if at(.leftAngle) && isAdjacentToPrevious(pos) { parseGenericArgumentClause() }
            close(expr)
        case .keyword:
            switch keyword {
            case .true, .false, .nil:
                let expr = open(.literalExpr)
                bump()
                close(expr)
            case .self, .Self, .super, .`init`, .Any:
                let expr = open(.identifierExpr)
                bump()
                if at(.leftAngle) && isAdjacentToPrevious(pos) { parseGenericArgumentClause() }
                close(expr)
            case .if:
                parseIfExpr()
            case .switch:
                parseSwitch()
            case .do:
                parseDo()
            default:
                return false
            }
        case .integerLiteral, .floatLiteral, .regexLiteral:
            let expr = open(.literalExpr)
            bump()
            close(expr)
        case .stringQuote:
            parseStringLiteral()
        case .leftParen:
            guard enterNesting() else { return true }
            defer { leaveNesting() }
            let expr = open(.tupleExpr)
            parseBracketedArguments(closing: .rightParen, keepingPattern: true)   // case (let a, let b)
            close(expr)
        case .leftBracket:
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .period:
            let next = peek()
            guard next.kind == .identifier || next.kind == .keyword else { return false }
            let expr = open(.implicitMemberExpr)
            bump()
            setKey(expr, pos)
            bump()
            close(expr)
        case .backslash:
            parseKeyPath()
        case .poundKeyword:
            parseMacroExpansion()
        case .at:
            parseType()   // an attributed type used as a value: (@convention(c) () -> Void).self
        default:
            return false
        }
        return true
    }

    func parseStringLiteral() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let literal = open(.stringLiteral)
        bump()   // opening delimiter
        while true {
            switch kind {
            case .stringSegment:
                bump()
            case .interpolationOpen:
                parseBracketedArguments(closing: .interpolationClose)
            case .stringQuote where isAdjacentToPrevious(pos):
                bump()   // closing delimiter
                close(literal)
                return
            default:
                close(literal)   // unterminated
                return
            }
        }
    }

    /// `[a, b]`, `[k: v]`, `[:]`
    func parseCollection() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let collection = open(.arrayExpr)
        parseGroup(closing: .rightBracket) { p in
            if p.at(.colon) && p.peek().kind == .rightBracket {   // [:]
                p.nodes[Int(collection)].kind = .dictionaryExpr
                p.bump()
                return
            }
            if p.at(.poundIf) {
                p.parseIfConfig(.statements)
                return
            }
            let hasKey = p.parseExpr()
            if p.at(.colon) {
                p.nodes[Int(collection)].kind = .dictionaryExpr
                let element = hasKey ? p.wrap(p.lastChild, in: .dictionaryElement) : p.open(.dictionaryElement)
                p.bump()
                _ = p.parseExpr()
                p.close(element)
            }
        }
        close(collection)
    }

    /// `\Root.path`, `\.path`, `\.[0]`, `\Root?.a!.b`
    func parseKeyPath() {
        let expr = open(.keyPathExpr)
        bump()   // backslash
        if at(.identifier) || at(.keyword) && (keyword == .Self || keyword == .self) {
            bump()
            if at(.leftAngle) { parseGenericArgumentClause() }
        } else if at(.leftParen) {
            parseParenthesizedType()
        }
        while !atEOF {
            if at(.period) && (peek().kind == .identifier || peek().kind == .keyword || peek().kind == .integerLiteral) && !atLineStart {
                bump(); bump()
            } else if at(.period) && (peek().kind == .postfixQuestion || peek().kind == .leftBracket) && !atLineStart {
                bump()
            } else if (at(.postfixQuestion) || at(.exclamation)) && isAdjacentToPrevious(pos) {
                bump()
            } else if at(.leftBracket) && isAdjacentToPrevious(pos) {
                let suffix = open(.subscriptSuffix)
                parseBracketedArguments(closing: .rightBracket)
                close(suffix)
            } else {
                break
            }
        }
        close(expr)
    }

    /// `#name`, `#name(arguments)`, `#name { }`, `#available(iOS 17, *)`
    func parseMacroExpansion() {
        let expr = open(.macroExpansion)
        setKey(expr, pos)
        let isAvailability = tokenText(pos, is: "#available") || tokenText(pos, is: "#unavailable")
            || tokenText(pos, is: "#_hasSymbol") || tokenText(pos, is: "#sourceLocation")
        bump()
        if at(.leftAngle) && isAdjacentToPrevious(pos) { parseGenericArgumentClause() }
        if at(.leftParen) && !atLineStart {
            if isAvailability {
                let arguments = open(.attributeArguments)
                skipOneBalanced()
                close(arguments)
            } else {
                parseCallSuffix()
                close(expr)
                return
            }
        }
        if at(.leftBrace) && allowTrailingClosure {
            parseCallSuffix()
        }
        close(expr)
    }

    // MARK: Closures

    func parseClosure() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let closure = open(.closureExpr)
        bump()   // {
        if hasClosureSignature { parseClosureSignature() }
        parseItemsInBraces(.statements)
        eat(.rightBrace)
        close(closure)
    }

    /// True when a closure signature (ended by `in`) starts at `pos`.
    var hasClosureSignature: Bool {
        var i = pos
        var nesting = 0
        let limit = min(toks.count - 1, pos + 512)
        while i < limit {
            let t = toks[i]
            switch t.kind {
            case .leftParen, .leftBracket, .leftAngle: nesting += 1
            case .rightParen, .rightBracket, .rightAngle:
                nesting -= 1
                if nesting < 0 { return false }
            case .leftBrace, .rightBrace, .semicolon, .endOfFile, .poundIf:
                return false
            case .keyword:
                switch t.keyword {
                case .in where nesting == 0: return true
                case .throws, .rethrows, .inout, .self, .Self, .Any, .in, .`init`: break
                default:
                    if nesting == 0 { return false }   // a statement keyword: no signature
                }
            case .identifier, .dollarIdentifier, .comma, .colon, .arrow, .period, .postfixQuestion, .exclamation, .at,
                 .infixOperator, .postfixOperator, .prefixOperator, .equal, .integerLiteral, .backslash:
                break
            default:
                if nesting == 0 { return false }
            }
            i += 1
        }
        return false
    }

    /// `[weak self, unowned(unsafe) x, y = z]`: each capture is an `argument`, its ownership a `modifier`.
    func parseCaptureList() {
        let captures = open(.captureList)
        parseGroup(closing: .rightBracket) { p in
            let capture = p.open(.argument)
            if p.keyword == .weak || p.keyword == .unowned, p.peek().kind == .identifier || p.peek().kind == .keyword || p.peek().kind == .leftParen {
                p.parseModifier()
            }
            _ = p.parseExpr()
            p.close(capture)
        }
        close(captures)
    }

    /// `[captures] (params) async throws -> T in` or `a, b in`
    func parseClosureSignature() {
        let signature = open(.closureSignature)
        while at(.at) { parseAttribute() }
        if at(.leftBracket) { parseCaptureList() }
        if at(.leftParen) {
            parseParameterClause()
        } else {
            while at(.identifier) || at(.dollarIdentifier) || at(.keyword) && keyword != .in && keyword != .throws {
                let parameter = open(.parameter)
                setKey(parameter, pos)
                bump()
                close(parameter)
                if !eat(.comma) { break }
            }
        }
        parseEffects()
        parseReturnClause()
        eat(.in)
        close(signature)
    }
}
