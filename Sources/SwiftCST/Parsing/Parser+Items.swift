/// Lists of items (statements, members, switch cases), blocks, `#if` and statements.
extension Parser {
    enum ItemContext {
        case statements
        case members
        case switchCases
    }

    /// Parses items until `}` (when `stopAtBrace`), `#elseif`/`#else`/`#endif` or the end of file.
    func parseItems(_ context: ItemContext, stopAtBrace: Bool) {
        while !atEOF {
            switch kind {
            case .rightBrace:
                if stopAtBrace { return }
                unknownToken()
                continue
            case .poundElseif, .poundElse, .poundEndif:
                return
            case .semicolon:
                bump()
                continue
            default:
                break
            }
            let before = pos
            if context == .switchCases {
                parseSwitchCaseItem()
            } else {
                parseItem(context)
            }
            if pos == before { unknownToken() }
        }
    }

    /// Items inside braces: stops at the closing `}`, keeping stray directives as unknown.
    func parseItemsUntilBrace(_ context: ItemContext) {
        while true {
            parseItems(context, stopAtBrace: true)
            if at(.rightBrace) || atEOF { return }
            unknownToken()
        }
    }

    func parseItem(_ context: ItemContext) {
        if at(.poundIf) {
            parseIfConfig(context)
            return
        }
        if isStartOfDecl(context) {
            parseDecl(context)
            return
        }
        parseStatement()
    }

    // MARK: Blocks

    /// `{ statements }`
    func parseCodeBlock() { parseBlock(.codeBlock, of: .statements) }

    /// `{ members }`
    func parseMemberBlock() { parseBlock(.memberBlock, of: .members) }

    /// `{ items }` as a node of `kind`.
    func parseBlock(_ kind: SyntaxKind, of context: ItemContext) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let block = open(kind)
        bump()   // {
        parseItemsInBraces(context)
        eat(.rightBrace)
        close(block)
    }

    /// The items after a `{` up to its `}` (not consumed), in a fresh context.
    func parseItemsInBraces(_ context: ItemContext) {
        let saved = enterGroup()
        parseItemsUntilBrace(context)
        leaveGroup(saved)
    }

    // MARK: #if

    enum IfConfigBody {
        case items(ItemContext)
        case postfixSuffixes
    }

    func parseIfConfig(_ context: ItemContext) {
        parseIfConfig(body: .items(context))
    }

    func parseIfConfig(body: IfConfigBody) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let config = open(.ifConfig)
        while at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let clause = open(.ifConfigClause)
            let directive = kind
            bump()
            if directive != .poundElse && !atLineStart {
                with(trailingClosures: false, lineLimited: true, pattern: false) { _ = $0.parseExpr() }
                // Anything else left on the directive's line belongs to the condition.
                while !atEOF && !atLineStart { unknownToken() }
            }
            switch body {
            case .items(let context):
                parseItems(context, stopAtBrace: true)
            case .postfixSuffixes:
                while !atEOF && !at(.poundElseif) && !at(.poundElse) && !at(.poundEndif) {
                    if !parsePostfixSuffixes(inIfConfig: true) { break }
                }
            }
            close(clause)
            if at(.rightBrace) || atEOF { break }   // unterminated: let the enclosing block close
            if !(at(.poundElseif) || at(.poundElse) || at(.poundEndif)) {
                // Content the clause could not hold (e.g. a statement inside a postfix #if).
                while !atEOF && !at(.poundElseif) && !at(.poundElse) && !at(.poundEndif) && !at(.rightBrace) {
                    unknownToken()
                }
            }
        }
        eat(.poundEndif)
        close(config)
    }

    /// Index of the first token after the `#if` line at `index` (the clause's first element).
    func firstTokenAfterDirectiveLine(_ index: Int) -> Int {
        var i = index + 1
        while i < toks.count - 1 && !toks[i].isAtStartOfLine { i += 1 }
        return i
    }

    // MARK: Statements

    func parseStatement() {
        switch keyword {
        case .if: parseIfExpr(); return
        case .guard: parseGuard(); return
        case .for: parseFor(); return
        case .while: parseWhile(); return
        case .repeat:
            if peek().kind == .leftBrace { parseRepeat(); return }
        case .switch: parseSwitch(); return
        case .do: parseDo(); return
        case .return: parseReturnLike(.returnStmt); return
        case .throw: parseReturnLike(.throwStmt); return
        case .defer:
            let stmt = open(.deferStmt)
            setKey(stmt, pos)
            bump()
            if at(.leftBrace) { parseCodeBlock() }
            close(stmt)
            return
        case .break, .continue, .fallthrough:
            let stmt = open(.jumpStmt)
            setKey(stmt, pos)
            bump()
            if (at(.identifier) || at(.keyword)) && !atLineStart && keyword != .case && keyword != .default { bump() }
            close(stmt)
            return
        case .yield, .discard:
            let next = peek()
            if !next.isAtStartOfLine && (next.kind == .prefixOperator || next.kind == .identifier || next.keyword == .`self`) {
                parseReturnLike(.jumpStmt)
                return
            }
        default:
            break
        }
        // label: for/while/repeat/if/switch/do
        if at(.identifier) && peek().kind == .colon {
            let after = peek(2).keyword
            if after == .for || after == .while || after == .repeat || after == .if || after == .switch || after == .do {
                let stmt = open(.labeledStmt)
                setKey(stmt, pos)
                bump(); bump()
                parseStatement()
                close(stmt)
                return
            }
        }
        if !parseExpr() { unknownToken() }
    }

    /// `return [value]`, `throw value`, `yield value`: the value must be on the same line.
    func parseReturnLike(_ kind: SyntaxKind) {
        let stmt = open(kind)
        setKey(stmt, pos)
        bump()
        if !atLineStart && !at(.rightBrace) && !at(.semicolon) && !atEOF && !at(.rightParen)
            && keyword != .case && keyword != .default {
            _ = parseExpr()
        }
        close(stmt)
    }

    func parseIfExpr() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let stmt = open(.ifExpr)
        setKey(stmt, pos)
        bump()   // if
        parseConditions()
        if at(.leftBrace) { parseCodeBlock() }
        if at(.else) {
            bump()
            if at(.if) { parseIfExpr() } else if at(.leftBrace) { parseCodeBlock() }
        }
        close(stmt)
    }

    func parseGuard() {
        let stmt = open(.guardStmt)
        setKey(stmt, pos)
        bump()
        parseConditions()
        eat(.else)
        if at(.leftBrace) { parseCodeBlock() }
        close(stmt)
    }

    func parseWhile() {
        let stmt = open(.whileStmt)
        setKey(stmt, pos)
        bump()
        parseConditions()
        if at(.leftBrace) { parseCodeBlock() }
        close(stmt)
    }

    func parseRepeat() {
        let stmt = open(.repeatStmt)
        setKey(stmt, pos)
        bump()
        parseCodeBlock()
        if eat(.while) {
            with(trailingClosures: false) { _ = $0.parseExpr() }
        }
        close(stmt)
    }

    func parseFor() {
        let stmt = open(.forStmt)
        setKey(stmt, pos)
        bump()   // for
        eat(.try)
        if keyword == .await { bump() }
        eat(.case)
        with(trailingClosures: false, pattern: true) { _ = $0.parseExpr() }
        if at(.colon) { parseTypeAnnotation() }
        if eat(.in) {
            with(trailingClosures: false, pattern: false) { _ = $0.parseExpr() }
        }
        if eat(.where) {
            with(trailingClosures: false, pattern: false) { _ = $0.parseExpr() }
        }
        if at(.leftBrace) { parseCodeBlock() }
        close(stmt)
    }

    /// Comma-separated conditions of `if`, `guard`, `while`.
    func parseConditions() {
        with(trailingClosures: false, pattern: false) { p in
            repeat {
                p.parseCondition()
            } while p.eat(.comma)
        }
    }

    func parseCondition() {
        switch keyword {
        case .let, .var, .inout:
            let binding = open(.optionalBinding)
            setKey(binding, pos)
            bump()
            parsePattern()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) { parseInitializerClause() }
            close(binding)
        case .case:
            let match = open(.matchingPattern)
            setKey(match, pos)
            bump()
            with(trailingClosures: false, pattern: true) { _ = $0.parseExpr() }
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) { parseInitializerClause() }
            close(match)
        default:
            if !at(.leftBrace) || toks[pos - 1].kind == .comma { _ = parseExpr() }
        }
    }

    func parseSwitch() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let stmt = open(.switchExpr)
        setKey(stmt, pos)
        bump()
        with(trailingClosures: false) { _ = $0.parseExpr() }
        if eat(.leftBrace) {
            parseItemsInBraces(.switchCases)
            eat(.rightBrace)
        }
        close(stmt)
    }

    /// One element of a switch body: a case, or an `#if` around cases.
    func parseSwitchCaseItem() {
        if at(.poundIf) {
            parseIfConfig(.switchCases)
            return
        }
        guard at(.case) || at(.default) || at(.at) else {
            // Statements before the first case (invalid Swift): keep them.
            parseItem(.statements)
            return
        }
        let item = open(.switchCase)
        while at(.at) { parseAttribute() }   // @unknown
        setKey(item, pos)
        if eat(.default) {
            eat(.colon)
        } else if eat(.case) {
            parsePatternList(trailingClosures: true)
            eat(.colon)
        }
        // The case's statements run to the next case, default, closing brace or case-level #if.
        while !atEOF && !at(.rightBrace) && !at(.case) && !at(.default) && !isStartOfUnknownDefault
            && !at(.poundElseif) && !at(.poundElse) && !at(.poundEndif) {
            if at(.poundIf) && ifConfigHoldsCases(pos) { break }
            if at(.semicolon) { bump(); continue }
            let before = pos
            parseItem(.statements)
            if pos == before { unknownToken() }
        }
        close(item)
    }

    /// Comma-separated patterns, each with an optional `where` guard: a `case` label's items
    /// or a `catch` clause's.
    func parsePatternList(trailingClosures: Bool) {
        with(trailingClosures: trailingClosures, pattern: true) { p in
            repeat {
                _ = p.parseExpr()
                if p.at(.where) {
                    p.bump()
                    p.with(trailingClosures: trailingClosures, pattern: false) { _ = $0.parseExpr() }
                }
            } while p.eat(.comma)
        }
    }

    var isStartOfUnknownDefault: Bool {
        at(.at) && (peek(2).keyword == .default || peek(2).keyword == .case)
    }

    /// True when the `#if` at `index` guards switch cases rather than statements.
    func ifConfigHoldsCases(_ index: Int) -> Bool {
        var first = firstTokenAfterDirectiveLine(index)
        while toks[first].kind == .poundIf { first = firstTokenAfterDirectiveLine(first) }   // nested #if lines
        let k = toks[first].keyword
        return k == .case || k == .default || toks[first].kind == .at
    }

    func parseDo() {
        let stmt = open(.doStmt)
        setKey(stmt, pos)
        bump()
        if at(.throws) {
            bump()
            if at(.leftParen) { parseParenthesizedType() }
        }
        if at(.leftBrace) { parseCodeBlock() }
        while at(.catch) {
            let clause = open(.catchClause)
            setKey(clause, pos)
            bump()
            if !at(.leftBrace) {
                parsePatternList(trailingClosures: false)
            }
            if at(.leftBrace) { parseCodeBlock() }
            close(clause)
        }
        close(stmt)
    }
}
