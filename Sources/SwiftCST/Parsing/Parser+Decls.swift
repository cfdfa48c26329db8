/// Declarations: attributes, modifiers, types, functions, variables, accessors, parameters.
extension Parser {
    // MARK: Recognising a declaration

    static func isDeclKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let,
             .typealias, .associatedtype, .import, .operator, .precedencegroup:
            return true
        default:
            return false
        }
    }

    static func isModifierKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .required,
             .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect,
             .nonisolated, .distributed, .prefix, .postfix, .infix, .__consuming, .consuming, .borrowing,
             .isolated, .__owned, .__shared, ._const:
            return true
        default:
            return false
        }
    }

    /// True when the modifiers starting at `index` lead to a declaration keyword.
    func declKeywordFollows(_ index: Int, context: ItemContext) -> Bool {
        var i = index
        while i < toks.count - 1 {
            let t = toks[i]
            let k = t.keyword
            if Parser.isDeclKeyword(k) { return true }
            if k == .case { return context == .members }
            if k == .class {
                i += 1
                continue
            }
            if (k == .actor || k == .macro) && toks[i + 1].kind == .identifier && !toks[i + 1].isAtStartOfLine { return true }
            guard Parser.isModifierKeyword(k) else { return false }
            i += 1
            if toks[i].kind == .leftParen && i + 2 < toks.count && toks[i + 2].kind == .rightParen { i += 3 }
        }
        return false
    }

    func isStartOfDecl(_ context: ItemContext) -> Bool {
        switch kind {
        case .at:
            return true
        case .keyword:
            if keyword == .case { return context == .members }
            if Parser.isDeclKeyword(keyword) { return true }
            return Parser.isModifierKeyword(keyword) && declKeywordFollows(pos, context: context)
        case .identifier:
            if keyword == .none { return false }
            if keyword == .actor || keyword == .macro {
                let next = peek()
                return next.kind == .identifier && !next.isAtStartOfLine
            }
            return Parser.isModifierKeyword(keyword) && !peek().isAtStartOfLine && declKeywordFollows(pos, context: context)
        default:
            return false
        }
    }

    // MARK: Declarations

    func parseDecl(_ context: ItemContext) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let decl = open(.attributeList)
        while at(.at) { parseAttribute() }
        while isModifierStart { parseModifier() }
        setKey(decl, pos)
        let k = keyword
        switch k {
        case .class, .struct, .enum, .protocol, .extension:
            parseTypeDeclRest(decl)
        case .actor where kind == .identifier:
            parseTypeDeclRest(decl)
        case .func, .`init`, .deinit, .subscript:
            parseFunctionDeclRest(decl)
        case .macro where kind == .identifier:
            parseFunctionDeclRest(decl, kind: .macroDecl)
        case .var, .let:
            parseVariableDeclRest(decl)
        case .typealias, .associatedtype:
            parseTypealiasRest(decl, kind: k == .typealias ? .typealiasDecl : .associatedtypeDecl)
        case .case:
            parseEnumCaseRest(decl)
        case .import:
            nodes[Int(decl)].kind = .importDecl
            bump()
            if Parser.isDeclKeyword(keyword) || keyword == .actor || keyword == .macro { bump() }   // import struct A.B
            while !atEOF && !atLineStart && (at(.identifier) || at(.keyword) || at(.period) || kind == .infixOperator || kind == .prefixOperator || kind == .postfixOperator) {
                bump()
            }
        case .operator:
            nodes[Int(decl)].kind = .operatorDecl
            bump()
            while !atEOF && !atLineStart && !at(.leftBrace) && !at(.rightBrace) && !at(.semicolon) { bump() }
            if at(.leftBrace) { skipOneBalanced() }
        case .precedencegroup:
            nodes[Int(decl)].kind = .precedenceGroupDecl
            bump()
            if at(.identifier) { bump() }
            if at(.leftBrace) { skipOneBalanced() }
        default:
            if nodes[Int(decl)].firstChild < 0 {
                nodes[Int(decl)].kind = .unknown
                if pos == Int(nodes[Int(decl)].firstToken) { bump() }
            } else {
                nodes[Int(decl)].keyToken = -1   // attributes only, e.g. inside an #if clause
            }
        }
        close(decl)
    }

    var isModifierStart: Bool {
        guard Parser.isModifierKeyword(keyword) || keyword == .class else { return false }
        if keyword == .class {
            let next = peek().keyword
            return Parser.isDeclKeyword(next) || Parser.isModifierKeyword(next) || next == .class
        }
        if kind == .identifier {
            // A contextual modifier must be followed by something that continues the declaration.
            let next = peek()
            return next.kind == .keyword || next.kind == .identifier || next.kind == .leftParen || next.kind == .at
        }
        return true
    }

    func parseModifier() {
        let modifier = open(.modifier)
        setKey(modifier, pos)
        bump()
        if at(.leftParen) && peek(2).kind == .rightParen && !atLineStart {
            bump(); bump(); bump()   // private(set), unowned(unsafe), nonisolated(unsafe)
        }
        close(modifier)
    }

    /// Attributes whose arguments are not expressions (`@available(iOS 17, *)`): kept as tokens.
    func attributeTakesRawArguments(_ nameToken: Int) -> Bool {
        let t = toks[nameToken]
        if src[Int(t.start)] == UInt8(ascii: "_") { return true }
        return tokenText(nameToken, is: "available") || tokenText(nameToken, is: "backDeployed")
            || tokenText(nameToken, is: "objc") || tokenText(nameToken, is: "differentiable")
            || tokenText(nameToken, is: "derivative") || tokenText(nameToken, is: "transpose")
            || tokenText(nameToken, is: "storageRestrictions") || tokenText(nameToken, is: "lifetime")
            || tokenText(nameToken, is: "exclusivity") || tokenText(nameToken, is: "abi")
            || tokenText(nameToken, is: "specialized") || tokenText(nameToken, is: "inline")
            || tokenText(nameToken, is: "convention") || tokenText(nameToken, is: "export")
            || tokenText(nameToken, is: "extern") || tokenText(nameToken, is: "c")
            || tokenText(nameToken, is: "attached") || tokenText(nameToken, is: "freestanding")
    }

    /// `@Name`, `@Module.Name`, `@Name(arguments)`, `@Name<T>`.
    func parseAttribute() {
        let attribute = open(.attribute)
        bump()   // @
        setKey(attribute, pos)
        let nameToken = pos
        if at(.identifier) || at(.keyword) {
            bump()
            if at(.leftAngle) { parseGenericArgumentClause() }
            while at(.period) && (peek().kind == .identifier || peek().kind == .keyword) && isAdjacentToPrevious(pos) {
                bump(); bump()
                if at(.leftAngle) { parseGenericArgumentClause() }
            }
        }
        if at(.leftParen) && isAdjacentToPrevious(pos) {
            let arguments = open(.attributeArguments)
            if attributeTakesRawArguments(nameToken) {
                skipOneBalanced()
            } else {
                parseBracketedArguments(closing: .rightParen)
            }
            close(arguments)
        }
        close(attribute)
    }

    // MARK: Types

    func parseTypeDeclRest(_ decl: Int32) {
        nodes[Int(decl)].kind = .typeDecl
        let isExtension = at(.extension)
        bump()   // class / struct / enum / actor / protocol / extension
        if isExtension {
            parseType()
        } else if at(.identifier) || at(.keyword) {
            bump()
        }
        if at(.leftAngle) { parseGenericParameterClause() }
        if at(.colon) { parseInheritanceClause() }
        if at(.where) { parseWhereClause() }
        if at(.leftBrace) { parseMemberBlock() }
    }

    func parseInheritanceClause() {
        let clause = open(.inheritanceClause)
        bump()   // :
        repeat {
            let inherited = open(.inheritedType)
            if at(.class) {   // `protocol P: class`, the old spelling of `AnyObject`
                let type = open(.type)
                bump()
                close(type)
            } else {
                parseType()
            }
            close(inherited)
        } while eat(.comma)
        close(clause)
    }

    /// `<T: P, each U>`: kept as balanced tokens.
    func parseGenericParameterClause() {
        let clause = open(.genericParameterClause)
        var angles = 0
        repeat {
            if at(.leftAngle) { angles += 1 } else if at(.rightAngle) { angles -= 1 }
            if at(.leftBrace) || at(.rightBrace) || atEOF { break }
            bump()
        } while angles > 0
        close(clause)
    }

    /// `where A: B, C == D`, up to the body or the end of the declaration.
    func parseWhereClause() {
        let clause = open(.genericWhereClause)
        bump()   // where
        var nesting = 0
        while !atEOF {
            switch kind {
            case .leftBrace where nesting == 0, .rightBrace, .semicolon, .equal:
                close(clause)
                return
            case .leftParen, .leftBracket, .leftAngle: nesting += 1
            case .rightParen, .rightBracket, .rightAngle: nesting = max(0, nesting - 1)
            default: break
            }
            if atLineStart && nesting == 0 && pos > Int(nodes[Int(clause)].firstToken) + 1 {
                let previous = toks[pos - 1].kind
                let continues = previous == .comma || previous == .colon || previous == .infixOperator || previous == .arrow
                if !continues && (Parser.isDeclKeyword(keyword) || Parser.isModifierKeyword(keyword) || at(.at) || at(.poundIf)
                                  || at(.poundEndif) || at(.poundElse) || at(.poundElseif) || kind == .keyword) {
                    break
                }
            }
            bump()
        }
        close(clause)
    }

    // MARK: Functions

    func parseFunctionDeclRest(_ decl: Int32, kind declKind: SyntaxKind = .functionDecl) {
        nodes[Int(decl)].kind = declKind
        let introducer = keyword
        bump()   // func / init / deinit / subscript / macro
        switch introducer {
        case .func, .macro:
            // The name: identifier, backticked identifier, or an operator.
            if at(.identifier) || at(.keyword) || kind == .infixOperator || kind == .prefixOperator
                || kind == .postfixOperator || at(.leftAngle) && !isAdjacentToPrevious(pos) || at(.rightAngle) || at(.exclamation) || at(.postfixQuestion) {
                bump()
                // Operators the lexer split (`==<`, `<`): keep following operator characters with the name.
                while (kind == .infixOperator || kind == .postfixOperator || kind == .prefixOperator) && isAdjacentToPrevious(pos) { bump() }
            }
        case .`init`:
            if at(.postfixQuestion) || at(.exclamation) { bump() }
        default:
            break
        }
        if at(.leftAngle) { parseGenericParameterClause() }
        if at(.leftParen) { parseParameterClause() }
        parseEffects()
        parseReturnClause()
        if introducer == .macro && at(.equal) { parseInitializerClause() }
        if at(.where) { parseWhereClause() }
        if at(.leftBrace) {
            if introducer == .subscript { parseAccessorBlock() } else { parseCodeBlock() }
        }
    }

    /// `-> Type`, when an arrow comes next (functions and closure signatures).
    func parseReturnClause() {
        guard at(.arrow) else { return }
        let clause = open(.returnClause)
        bump()
        parseType()
        close(clause)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` after a parameter clause.
    func parseEffects() {
        while true {
            if keyword == .async || keyword == .reasync || at(.rethrows) {
                bump()
            } else if at(.throws) {
                bump()
                if at(.leftParen) && !atLineStart { parseParenthesizedType() }
            } else {
                return
            }
        }
    }

    /// `( parameters )` of a function, initializer, subscript, enum case or closure.
    func parseParameterClause() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let clause = open(.parameterClause)
        parseGroup(closing: .rightParen) { $0.parseParameter() }
        close(clause)
    }

    /// `[attributes] [label] name: Type [...] [= default]`, or a bare type in an enum case.
    func parseParameter() {
        let parameter = open(.parameter)
        while at(.at) { parseAttribute() }
        while isModifierStart && (peek().kind == .identifier || peek().kind == .keyword) && peek(2).kind != .colon { parseModifier() }
        // Names: one or two words followed by a colon.
        let isNamed = (at(.identifier) || at(.keyword)) && (peek().kind == .colon || ((peek().kind == .identifier || peek().kind == .keyword) && peek(2).kind == .colon))
        if isNamed {
            setKey(parameter, pos)
            bump()
            if !at(.colon) { bump() }
            bump()   // :
            parseType()
        } else if at(.identifier) && (peek().kind == .comma || peek().kind == .rightParen) && !startsWithUppercase(pos) {
            setKey(parameter, pos)   // a closure parameter name without a type: (a, b)
            bump()
        } else {
            parseType()
        }
        if at(.equal) { parseInitializerClause() }
        close(parameter)
    }

    func startsWithUppercase(_ index: Int) -> Bool {
        let b = src[Int(toks[index].start)]
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    // MARK: Variables

    func parseVariableDeclRest(_ decl: Int32) {
        nodes[Int(decl)].kind = .variableDecl
        bump()   // let / var
        repeat {
            let binding = open(.patternBinding)
            parsePattern()
            if at(.colon) { parseTypeAnnotation() }
            if at(.equal) { parseInitializerClause() }
            if at(.leftBrace) && (nodes[Int(binding)].lastChild >= 0 && nodes[Int(nodes[Int(binding)].lastChild)].kind == .typeAnnotation
                                  || isAccessorBlockStart(pos)) {
                parseAccessorBlock()
            }
            close(binding)
        } while eat(.comma)
    }

    /// The pattern of a binding: a name, `_`, or a parenthesized tuple of patterns.
    func parsePattern() {
        let pattern = open(.pattern)
        if at(.leftParen) {
            skipOneBalanced()
        } else if at(.identifier) || at(.keyword) && !at(.in) && !at(.where) {
            bump()
        }
        close(pattern)
    }

    func parseTypeAnnotation() {
        let annotation = open(.typeAnnotation)
        bump()   // :
        parseType()
        close(annotation)
    }

    func parseInitializerClause() {
        let clause = open(.initializerClause)
        bump()   // =
        _ = parseExpr()
        close(clause)
    }

    static func isAccessorKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .get, .set, .didSet, .willSet, ._modify, ._read, .modify, .read, .unsafeAddress, .unsafeMutableAddress, .`init`:
            return true
        default:
            return false
        }
    }

    /// True when the `{` at `index` opens a list of accessors rather than a closure or getter body.
    func isAccessorBlockStart(_ index: Int) -> Bool {
        var i = index + 1
        while i < toks.count - 1 {
            let t = toks[i]
            if t.kind == .at {
                i = min(i + 2, toks.count - 1)   // @ Name
                if toks[i].kind == .leftParen {
                    while i < toks.count - 1 && toks[i].kind != .rightParen { i += 1 }
                    if i < toks.count - 1 { i += 1 }
                }
                continue
            }
            if t.keyword == .mutating || t.keyword == .nonmutating || t.keyword == .__consuming || t.keyword == .borrowing
                || t.keyword == .consuming || Parser.isModifierKeyword(t.keyword) && t.keyword != .`init` {
                i += 1
                continue
            }
            break
        }
        guard Parser.isAccessorKeyword(toks[i].keyword) else { return false }
        let next = toks[i + 1]   // in bounds: the end-of-file token is no accessor keyword
        if toks[i].keyword == .`init` {
            return next.kind == .leftParen || next.kind == .leftBrace
        }
        switch next.kind {
        case .leftBrace, .rightBrace, .leftParen, .semicolon, .endOfFile, .at:
            return true
        default:
            return next.isAtStartOfLine || next.keyword == .async || next.keyword == .throws || Parser.isAccessorKeyword(next.keyword)
                || next.keyword == .mutating || next.keyword == .nonmutating || Parser.isModifierKeyword(next.keyword)
        }
    }

    /// `{ get set }`, `{ didSet { } }`, or a computed property's statements.
    func parseAccessorBlock() {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let block = open(.accessorBlock)
        let isList = isAccessorBlockStart(pos)
        bump()   // {
        if isList {
            while !atEOF && !at(.rightBrace) {
                let before = pos
                if at(.poundIf) {
                    parseIfConfig(.members)
                } else {
                    parseAccessor()
                }
                if pos == before { unknownToken() }
            }
        } else {
            parseItemsInBraces(.statements)
        }
        eat(.rightBrace)
        close(block)
    }

    func parseAccessor() {
        let accessor = open(.accessor)
        while at(.at) { parseAttribute() }
        while !Parser.isAccessorKeyword(keyword) && isModifierStart { parseModifier() }
        while (keyword == .mutating || keyword == .nonmutating || keyword == .__consuming) && !Parser.isAccessorKeyword(keyword) { parseModifier() }
        guard Parser.isAccessorKeyword(keyword) else {
            close(accessor)
            return
        }
        setKey(accessor, pos)
        bump()
        if at(.leftParen) && !atLineStart { parseParameterClause() }
        parseEffects()
        if at(.leftBrace) { parseCodeBlock() }
        close(accessor)
    }

    // MARK: Other declarations

    func parseTypealiasRest(_ decl: Int32, kind declKind: SyntaxKind) {
        nodes[Int(decl)].kind = declKind
        bump()
        if at(.identifier) || at(.keyword) { bump() }
        if at(.leftAngle) { parseGenericParameterClause() }
        if at(.colon) { parseInheritanceClause() }
        if at(.equal) {
            let clause = open(.initializerClause)
            bump()
            parseType()
            close(clause)
        }
        if at(.where) { parseWhereClause() }
    }

    func parseEnumCaseRest(_ decl: Int32) {
        nodes[Int(decl)].kind = .enumCaseDecl
        bump()   // case
        repeat {
            let element = open(.enumCaseElement)
            setKey(element, pos)
            if at(.identifier) || at(.keyword) { bump() }
            if at(.leftParen) { parseParameterClause() }
            if at(.equal) { parseInitializerClause() }
            close(element)
        } while eat(.comma)
    }
}
